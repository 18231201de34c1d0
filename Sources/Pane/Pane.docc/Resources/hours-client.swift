import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking   // URLSession on Linux (swift-corelibs-foundation)
#endif

/// Loads `WeekHours` from the hours service over HTTP with Foundation's `URLSession`: one GET,
/// a 200 answer with the JSON document, decoded with `JSONDecoder`. Every failure is an
/// `HoursError` worded for the screen: nothing answering, no answer within `timeout` seconds, a
/// status other than 200, or a document that is not an hours document.
///
/// The screen does not call this type: it takes any `HoursKiosk.Fetch`, and `fetch` is the one
/// the app passes (the tests pass fakes without a network).
public struct HoursClient: Sendable {
    /// The document's address.
    public let url: URL
    /// Seconds the request may wait for the service, so a service that accepts the connection and
    /// says nothing shows the error instead of a spinner forever. It is the session's
    /// `timeoutIntervalForRequest` as well as the request's `timeoutInterval`: on Linux,
    /// swift-corelibs-foundation's URLSession kept waiting the session's default 60 s for a
    /// silent service when only the request's was set (found with HoursClientTests' silent
    /// service, Swift 6.3.1).
    public let timeout: Double

    /// A client for `urlString`, which must be an http or https URL with a host (else
    /// `HoursError.badURL`).
    public init(urlString: String, timeout: Double = 5) throws(HoursError) {
        guard let url = URL(string: urlString), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else {
            throw .badURL(urlString)
        }
        self.url = url
        self.timeout = timeout
    }

    /// Fetches and decodes the week; throws `HoursError` (or `CancellationError` when the task
    /// is cancelled).
    public func fetch() async throws -> WeekHours {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        // A session of its own for each load (no cache, no cookies), let go when it is done.
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let data: Data, response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            if error.code == .cancelled { throw CancellationError() }
            throw describe(error)
        }
        if let http = response as? HTTPURLResponse, http.statusCode != 200 {
            throw HoursError.status(http.statusCode, HTTPURLResponse.localizedString(forStatusCode: http.statusCode))
        }
        let week: WeekHours
        do {
            week = try JSONDecoder().decode(WeekHours.self, from: data)
        } catch let error as DecodingError {
            throw HoursError.badDocument(Self.describe(error))
        }
        return try week.validated()
    }

    /// The failures a kiosk meets, in words; others by their code.
    func describe(_ error: URLError) -> HoursError {
        let place = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? url.absoluteString
        switch error.code {
        case .timedOut:
            return .timedOut(timeout)
        case .cannotConnectToHost:
            return .unreachable("nothing answers at \(place) (connection refused)")
        case .cannotFindHost, .dnsLookupFailed:
            return .unreachable("there is no host named \(url.host ?? place)")
        case .notConnectedToInternet, .networkConnectionLost:
            return .unreachable("the network connection to \(place) is down")
        case .badServerResponse:
            return .unreachable("\(place) did not answer in HTTP")
        default:
            return .unreachable("the request to \(place) failed (URLError \(error.code.rawValue))")
        }
    }

    /// A decoding error as a phrase: where in the document, and what was wrong there.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not valid JSON" : "\(path(context.codingPath)) is not valid"
        case .keyNotFound(let key, let context):
            let inside = path(context.codingPath)
            return "\"\(key.stringValue)\" is missing" + (inside.isEmpty ? "" : " in \(inside)")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let at = path(context.codingPath)
            return "\(at.isEmpty ? "the document" : at) is not \(typeName(type))"
        @unknown default:
            return "it could not be decoded"
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        if type == String.self { return "a string" }
        if type is [Any].Type { return "a list" }
        if type == Bool.self { return "true or false" }
        if type == Double.self || type == Int.self { return "a number" }
        return "an object"
    }
}
