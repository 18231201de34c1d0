import Glibc
import PaneGeometry
@testable import PaneInput

/// Test support: the fixtures next to this file, and small builders for expected frames.
enum Fixtures {
    /// This folder, found from `#filePath` so tests run from any working directory.
    static let directory: String = {
        let file = String(#filePath)
        return String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
    }()

    static func text(atPath path: String) -> String? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The parsed fixture `name` (without extension); fails the test when it does not parse.
    static func recording(_ name: String) throws -> EvemuRecording {
        guard let text = text(atPath: "\(directory)/Fixtures/\(name).evemu") else {
            throw EvemuError(line: 0, message: "fixture \(name) not found")
        }
        return try EvemuRecording(parsing: text)
    }

    /// A decoder for fixture `name`'s device on a display of `size`, with its events.
    static func decoder(_ name: String, size: Size = Size(width: 800, height: 480), ids: TouchIDSource = TouchIDSource(),
                        releaseTimeout: Double? = nil) throws -> (TouchDecoder, [InputEvent]) {
        let r = try recording(name)
        guard let d = r.description,
              let decoder = TouchDecoder(description: d, displaySize: size, ids: ids, releaseTimeout: releaseTimeout) else {
            throw EvemuError(line: 0, message: "fixture \(name) has no decodable description")
        }
        return (decoder, r.events)
    }

    /// Decodes fixture `name` onto a display of `size`.
    static func frames(_ name: String, size: Size = Size(width: 800, height: 480),
                       releaseTimeout: Double? = nil) throws -> [TouchFrame] {
        let (decoder, events) = try decoder(name, size: size, releaseTimeout: releaseTimeout)
        return decoder.decode(events)
    }
}

/// `frame(0.010, (1, .moved, 10, 20), …)`: an expected frame at a time in seconds.
func frame(_ seconds: Double, _ touches: (Int, TouchPhase, Double, Double)...) -> TouchFrame {
    let t = InputTime(seconds: seconds)
    return TouchFrame(timestamp: t, touches: touches.map {
        Touch(id: TouchID($0.0), phase: $0.1, location: Point(x: $0.2, y: $0.3), timestamp: t)
    })
}
