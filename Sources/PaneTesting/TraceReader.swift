public import Pane

/// Reads what `--trace FILE` (`FrameTrace`) wrote: one `TraceFrame` per line.
///
/// ```swift
/// let frames = try TraceReader.read(path: "/tmp/menu.jsonl")
/// #expect(frames.last?.scrollViews["menu"]?.offset.y == 0)
/// ```
public enum TraceReader {
    /// A line that is not a trace frame: its number (from 1) and why.
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        /// The line's number, counting from 1.
        public var line: Int
        /// Why the line is not a trace frame.
        public var message: String
        /// An error about `line`.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
        public var description: String { "line \(line): \(message)" }
    }

    /// Parses trace text; blank lines are skipped, anything else that is not a frame throws.
    public static func parse(_ text: String) throws(ReadError) -> [TraceFrame] {
        var frames: [TraceFrame] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.allSatisfy({ $0 == " " || $0 == "\r" }) { continue }
            let json: JSONValue
            do { json = try JSONValue(parsing: String(line)) } catch {
                throw ReadError(line: n + 1, message: "\(error)")
            }
            guard let frame = TraceFrame(json) else {
                throw ReadError(line: n + 1, message: "not a trace frame (wants frame, t, damage, phases and scrollViews)")
            }
            frames.append(frame)
        }
        return frames
    }

    /// Reads and parses the trace at `path`.
    public static func read(path: String) throws -> [TraceFrame] {
        try parse(try readTextFile(path))
    }
}

/// One traced frame: when it ran, what it repainted, how long its phases took, and each named
/// scroll view's state.
public struct TraceFrame: Equatable, Sendable {
    /// The frame's number as the app counted it (`FrameReport.frame`).
    public var frame: Int
    /// Milliseconds since the first traced frame, on the app's (virtual, when headless) clock.
    public var t: Double
    /// Pixels repainted.
    public var damage: Int
    /// The screen's power state after the frame: `on`, `dim` or `off` (`nil` in traces from
    /// before screen power).
    public var power: String?
    /// Milliseconds per phase (`FramePhase`'s raw values); wall-clock, so never compare exactly.
    public var phases: [String: Double]
    /// By `identifier`: every visible scroll view that has one.
    public var scrollViews: [String: TraceScrollView]

    /// The scroll view whose `identifier` is `identifier`, if it was visible in this frame.
    public subscript(_ identifier: String) -> TraceScrollView? { scrollViews[identifier] }

    init?(_ json: JSONValue) {
        guard let frame = json["frame"]?.double, let t = json["t"]?.double, let damage = json["damage"]?.double,
              let phases = json["phases"]?.object, let views = json["scrollViews"]?.object else { return nil }
        self.frame = Int(frame)
        self.t = t
        self.damage = Int(damage)
        power = json["power"]?.string
        self.phases = phases.compactMapValues { $0.double }
        var scrollViews: [String: TraceScrollView] = [:]
        for (name, value) in views {
            guard let offset = value["offset"]?.array, offset.count == 2, let x = offset[0].double, let y = offset[1].double,
                  let zoom = value["zoom"]?.double, let state = value["state"]?.string else { return nil }
            scrollViews[name] = TraceScrollView(offset: Point(x: x, y: y), zoom: zoom, state: state)
        }
        self.scrollViews = scrollViews
    }
}

/// A scroll view in a traced frame.
public struct TraceScrollView: Equatable, Sendable {
    /// The scroll view's `contentOffset` in points.
    public var offset: Point
    /// The scroll view's `zoomScale`.
    public var zoom: Double
    /// `idle`, `tracking`, `dragging`, `decelerating` or `zooming` (`ScrollView.traceState`).
    public var state: String

    /// A traced scroll view from its parts, for comparing with what was read.
    public init(offset: Point, zoom: Double, state: String) {
        self.offset = offset
        self.zoom = zoom
        self.state = state
    }
}
