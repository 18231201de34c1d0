import Pane
import PaneInput

/// `--print` of a keyboard's or mouse's recording: one JSON line per key event (with what the
/// key types under `--keyboard-layout`, `us` by default) or pointer report, then a summary.
/// Touch recordings go to `PrintMode`'s touch decoding; this answers `nil` for them.
enum KeysPrint {
    static func run(_ args: [String]) -> Int32? {
        var rest: [String] = []
        var layoutText = "us"
        var i = 0
        while i < args.count {
            if args[i] == "--keyboard-layout", i + 1 < args.count {
                layoutText = args[i + 1]
                i += 2
            } else {
                rest.append(args[i])
                i += 1
            }
        }
        guard let path = rest.first(where: { !$0.hasPrefix("--") }),
              let text = try? PaneInput.readTextFile(path, limit: EvemuRecording.maxFileBytes),
              let recording = try? EvemuRecording(parsing: text), let description = recording.description,
              description.touchCapabilities == nil, description.isKeyboard || description.isPointer else {
            if rest.count != args.count {
                writeError("touch-replay: --keyboard-layout is for keyboard recordings")
                return ExitStatus.badInput
            }
            return nil
        }
        guard let layout = KeyboardLayout(parsing: layoutText) else {
            writeError("touch-replay: --keyboard-layout wants an XKB layout such as de or us(intl), got '\(escapedForLog(layoutText))'")
            return ExitStatus.badInput
        }
        let state: KeyboardState
        do { state = KeyboardState(keymap: try Keymap(layout)) } catch {
            writeError("touch-replay: --keyboard-layout: \(error)")
            return ExitStatus.badInput
        }
        let replay = KeyRecordingReplay(recording)
        printWarnings(replay.warnings, path: path)
        let start = recording.events.first?.time ?? .zero
        var lines: [(InputTime, String)] = []
        for key in (description.isKeyboard ? replay.keys : []) {
            var j = JSONWriter()
            j.beginObject()
            j.key("t"); j.value((key.time - start) * 1000)
            j.key("key"); j.value(Int(key.code))
            j.key("direction"); j.value(key.isCancellation ? "released at end" : "\(key.direction)")
            if let k = state.key(code: key.code, direction: key.direction) {
                j.key("usage"); j.value(k.keyCode.rawValue)
                if key.direction != .up { j.key("characters"); j.value(k.characters) }
            }
            j.endObject()
            lines.append((key.time, j.text))
        }
        for report in (description.isPointer ? replay.pointer : []) {
            var j = JSONWriter()
            j.beginObject()
            j.key("t"); j.value((report.time - start) * 1000)
            j.key("dx"); j.value(report.dx)
            j.key("dy"); j.value(report.dy)
            if report.wheelX != 0 || report.wheelY != 0 { j.key("wheelX"); j.value(report.wheelX); j.key("wheelY"); j.value(report.wheelY) }
            if !report.pressed.isEmpty { j.key("pressed"); j.value(report.pressed.map(String.init).joined(separator: " ")) }
            if !report.released.isEmpty { j.key("released"); j.value(report.released.map(String.init).joined(separator: " ")) }
            j.endObject()
            lines.append((report.time, j.text))
        }
        for (_, line) in lines.sorted(by: { $0.0 < $1.0 }) { print(line) }
        var j = JSONWriter()
        j.beginObject()
        j.key("summary"); j.beginObject()
        j.key("keyEvents"); j.value(description.isKeyboard ? replay.keys.count : 0)
        j.key("pointerReports"); j.value(description.isPointer ? replay.pointer.count : 0)
        j.key("durationMs"); j.value(((recording.events.last?.time ?? start) - start) * 1000)
        j.endObject()
        j.endObject()
        print(j.text)
        return ExitStatus.success
    }
}
