import Pane
import PaneGeometry
import PaneInput

/// `--print FILE [--size WxH]`: decodes a recording with the runtime's decoder and prints one
/// JSON line per touch frame, then a summary line.
enum PrintMode {
    static let mode = ReplayMode(flag: "--print", usage: "FILE [--size WxH] [--keyboard-layout L]   decode to JSON lines (default size 800x480; keys read with L, default us)", run: run)

    static func run(_ args: [String]) -> Int32 {
        if let status = KeysPrint.run(args) { return status }   // a keyboard's or mouse's recording
        let recording: EvemuRecording, frames: [TouchFrame]
        switch loadDecodableRecording(args, flag: "--print") {
        case .success(let loaded): (recording, frames) = (loaded.recording, loaded.frames)
        case .failure(let code): return code.status
        }
        for line in jsonLines(recording: recording, frames: frames) { print(line) }
        return ExitStatus.success
    }

    /// The JSON lines for `frames` decoded from `recording`: one per frame, then the summary.
    static func jsonLines(recording: EvemuRecording, frames: [TouchFrame]) -> [String] {
        let start = recording.events.first?.time ?? .zero
        var lines: [String] = []
        var ids = Set<TouchID>()
        var maxSimultaneous = 0
        for frame in frames {
            var j = JSONWriter()
            j.beginObject()
            j.key("t"); j.value((frame.timestamp - start) * 1000)
            j.key("touches"); j.beginArray()
            for touch in frame.touches {
                ids.insert(touch.id)
                j.beginObject()
                j.key("id"); j.value(touch.id.rawValue)
                j.key("phase"); j.value(touch.phase.description)
                j.key("x"); j.value(touch.location.x)
                j.key("y"); j.value(touch.location.y)
                j.endObject()
            }
            j.endArray()
            j.endObject()
            lines.append(j.text)
            maxSimultaneous = max(maxSimultaneous, frame.activeTouches.count)
        }
        var j = JSONWriter()
        j.beginObject()
        j.key("summary"); j.beginObject()
        j.key("frames"); j.value(lines.count)
        j.key("touches"); j.value(ids.count)
        j.key("maxSimultaneous"); j.value(maxSimultaneous)
        j.key("durationMs"); j.value(((recording.events.last?.time ?? start) - start) * 1000)
        j.endObject()
        j.endObject()
        lines.append(j.text)
        return lines
    }

    static func parseSize(_ s: String) -> Size? {
        let parts = s.split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        return Size(width: w, height: h)
    }
}
