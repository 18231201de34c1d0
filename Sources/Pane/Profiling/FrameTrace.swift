import Glibc

/// A view whose scrolling a trace records: scroll views conform (in `ScrollView+Trace.swift`).
@MainActor
public protocol TraceableScrollView: AnyObject {
    /// The name the trace uses; views without one are left out.
    var traceIdentifier: String? { get }
    /// The content offset the trace records, in points.
    var traceOffset: Point { get }
    /// The zoom scale the trace records.
    var traceZoom: Double { get }
    /// `idle`, `tracking`, `dragging`, `decelerating` or `zooming`.
    var traceState: String { get }
}

/// Writes one JSON line per frame (`--trace FILE`):
/// `{"frame": n, "t": ms, "damage": pixels, "power": "on|dim|off", "phases": {name: ms}, "scrollViews": {identifier:
/// {"offset": [x, y], "zoom": s, "state": "idle|tracking|dragging|decelerating|zooming"}}}`.
///
/// `t` counts milliseconds from the first traced frame on the app's clock (virtual in headless
/// runs, so two runs of one script give the same lines except the phase timings).
@MainActor
public final class FrameTrace {
    private let fd: Int32
    private let path: String
    private var start: InputTime?
    private var line: [UInt8] = []
    /// Set by the first failed write (a full disk, a closed pipe). Later lines are still tried
    /// after most errors (a disk may get room again), but not after EPIPE: nobody reads any more.
    public private(set) var writeError: SystemError?
    /// Whether tracing stopped for good: the reader of the pipe went away (EPIPE).
    public private(set) var isStopped = false
    /// Where a failed write is said, once: standard error by default.
    var reportError: (String) -> Void = { AppLauncher.report($0) }

    /// Opens (creates or truncates) `path`.
    public init(path: String) throws(SystemError) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemError(call: "open", subject: path, errno: errno) }
        self.path = path
    }

    deinit { close(fd) }

    /// Appends the line for `report`, with the scroll views found in `window`.
    public func record(_ report: FrameReport, window: Window) {
        guard !isStopped else { return }
        let t0 = start ?? report.time
        start = t0
        var j = JSONWriter()
        j.beginObject()
        j.key("frame"); j.value(report.frame)
        j.key("t"); j.value((report.time - t0) * 1000)
        j.key("damage"); j.value(report.damagedPixels)
        j.key("power"); j.value(report.power.rawValue)
        j.key("phases"); j.beginObject()
        for (phase, ms) in report.phases { j.key(phase.rawValue); j.value(ms) }
        j.endObject()
        j.key("scrollViews"); j.beginObject()
        Self.forEachScrollView(in: window) { view, id in
            j.key(id); j.beginObject()
            j.key("offset"); j.beginArray(); j.value(view.traceOffset.x); j.value(view.traceOffset.y); j.endArray()
            j.key("zoom"); j.value(view.traceZoom, decimals: 5)
            j.key("state"); j.value(view.traceState)
            j.endObject()
        }
        j.endObject()
        j.endObject()
        let text = j.text + "\n"
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: text.utf8)
        let failure: Int32? = line.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = retryingOnInterrupt { write(fd, raw.baseAddress! + done, raw.count - done) }
                if n <= 0 { return n < 0 ? errno : ENOSPC }
                done += n
            }
            return nil
        }
        guard let failure else { return }
        // EPIPE needs SIGPIPE ignored, as AppLauncher.run does; otherwise the signal kills first.
        if failure == EPIPE { isStopped = true }
        if writeError == nil {
            let error = SystemError(call: "write", subject: path, errno: failure)
            writeError = error
            reportError("pane: --trace: \(error); " + (isStopped
                ? "the reader is gone: tracing stops at frame \(report.frame), the app keeps running"
                : "the trace misses frames from \(report.frame) on, the app keeps running"))
        }
    }

    /// Visible scroll views with identifiers, in tree order (back to front).
    static func forEachScrollView(in view: View, _ body: (any TraceableScrollView, String) -> Void) {
        guard !view.isHidden else { return }
        if let scroll = view as? any TraceableScrollView, let id = scroll.traceIdentifier { body(scroll, id) }
        for s in view.subviews { forEachScrollView(in: s, body) }
    }
}
