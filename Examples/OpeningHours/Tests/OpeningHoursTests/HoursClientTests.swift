import Testing
import OpeningHours

/// `HoursClient` (URLSession and JSONDecoder) against `TestHTTPServer` on 127.0.0.1: the sample
/// week decodes; every way the service can fail is an `HoursError` that says which.
@Suite struct HoursClientTests {
    @Test("the sample document over HTTP decodes to its week; one GET for it")
    func loadsTheSample() async throws {
        let server = try TestHTTPServer(replies: ["/hours.json": .answer(status: 200, reason: "OK", body: Fixtures.sampleJSON)])
        defer { server.stop() }
        let week = try await HoursClient(urlString: server.url("/hours.json")).fetch()
        #expect(week == Fixtures.week)
        #expect(server.requests == ["GET /hours.json HTTP/1.1"])
    }

    /// Paths the failing service answers, and what the client makes of each.
    static let failures: [(path: String, reply: TestHTTPServer.Reply, error: HoursError)] = [
        ("/down", .answer(status: 500, reason: "Internal Server Error", body: "{}"),
         .status(500, "Internal Server Error")),
        ("/unavailable", .answer(status: 503, reason: "Service Unavailable", body: ""),
         .status(503, "Service Unavailable")),
        ("/nowhere", .answer(status: 404, reason: "Not Found", body: ""), .status(404, "Not Found")),
        ("/cut.json", .answer(status: 200, reason: "OK", body: "{\"museum\": \"Harbour Museum\", \"days\": ["),
         .badDocument("it is not valid JSON")),
        ("/page.html", .answer(status: 200, reason: "OK", body: "<html><body>It works!</body></html>"),
         .badDocument("it is not valid JSON")),
        ("/numbers.json", .answer(status: 200, reason: "OK", body: "{\"museum\": \"M\", \"days\": [{\"day\": \"Monday\", \"opens\": 10, \"closes\": 18}]}"),
         .badDocument("days[0].opens is not a string")),
        ("/no-days.json", .answer(status: 200, reason: "OK", body: "{\"museum\": \"M\"}"),
         .badDocument("\"days\" is missing")),
        ("/no-name.json", .answer(status: 200, reason: "OK", body: "{\"museum\": \"M\", \"days\": [{\"opens\": \"10:00\"}]}"),
         .badDocument("\"day\" is missing in days[0]")),
        ("/half.json", .answer(status: 200, reason: "OK", body: "{\"museum\": \"M\", \"days\": [{\"day\": \"Friday\", \"closes\": \"18:00\"}]}"),
         .badDocument("Friday has a closing time but no opening time")),
    ]

    @Test("a status other than 200, a cut or wrong document: HoursError says which")
    func failingService() async throws {
        var replies: [String: TestHTTPServer.Reply] = [:]
        for failure in Self.failures { replies[failure.path] = failure.reply }
        let server = try TestHTTPServer(replies: replies)
        defer { server.stop() }
        for failure in Self.failures {
            let client = try HoursClient(urlString: server.url(failure.path))
            await #expect(throws: failure.error, "\(failure.path)") { try await client.fetch() }
        }
        #expect(server.requests == Self.failures.map { "GET \($0.path) HTTP/1.1" })
    }

    @Test("nothing listening: the connection is refused, and the message names the place")
    func refused() async throws {
        let port = try RefusingPort()
        defer { port.close() }
        let client = try HoursClient(urlString: port.url("/hours.json"))
        await #expect(throws: HoursError.unreachable("nothing answers at 127.0.0.1:\(port.port) (connection refused)")) {
            try await client.fetch()
        }
    }

    @Test("a service that takes the request and never answers: the timeout ends the wait")
    func silentService() async throws {
        let server = try TestHTTPServer(replies: ["/hours.json": .silence])
        defer { server.stop() }
        let client = try HoursClient(urlString: server.url("/hours.json"), timeout: 1)
        await #expect(throws: HoursError.timedOut(1)) { try await client.fetch() }
        #expect(server.requests == ["GET /hours.json HTTP/1.1"])
    }
}
