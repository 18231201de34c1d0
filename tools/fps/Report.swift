import Pane
import Glibc

/// `fps report FILE [--json] [--plot OUT.png]`: the figures of `ProfileSummary` as text or one
/// JSON object, and optionally a plot. A profile cut short is reported as far as it goes, with
/// a message, and the exit status is 2.
enum Report {
    static func run(_ arguments: [String]) -> Int32 {
        var file: String?, json = false, plot: String?
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            switch a {
            case "--json": json = true
            case "--plot":
                guard i < arguments.count else { fail("--plot needs a PNG file to write", usage: true) }
                plot = arguments[i]
                i += 1
            default:
                guard file == nil, !a.hasPrefix("-") else { fail("unexpected argument \(a)", usage: true) }
                file = a
            }
        }
        guard let file else { fail("report needs a profile file", usage: true) }
        let profile = load(file)
        let summary = ProfileSummary(profile)
        print(json ? summary.json : "fps report \(file)\n" + summary.text)
        if let plot {
            do { try Plot.draw(profile, summary: summary, title: file, to: plot) } catch { fail("--plot: \(error)") }
            if !json { print("plot          \(plot)") }
        }
        return checkComplete(profile, file)
    }

    /// Reads `file` or exits 2 with the reader's message.
    static func load(_ file: String) -> Profile {
        do { return try Profile(path: file) } catch { fail("\(error)") }
    }

    /// 0 for a complete profile; for one cut short, a message and 2.
    static func checkComplete(_ profile: Profile, _ file: String) -> Int32 {
        guard !profile.isComplete else { return 0 }
        note("\(file) is cut short after \(profile.frames.count) frames (no end record"
             + (profile.trailingBytes > 0 ? ", \(profile.trailingBytes) bytes of a partial record" : "")
             + "): power loss or a crash while recording; the figures cover what was written")
        return 2
    }
}

/// `fps export FILE --chrome OUT.json`.
enum Export {
    static func run(_ arguments: [String]) -> Int32 {
        var file: String?, chrome: String?
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            if a == "--chrome" {
                guard i < arguments.count else { fail("--chrome needs a JSON file to write", usage: true) }
                chrome = arguments[i]
                i += 1
            } else {
                guard file == nil, !a.hasPrefix("-") else { fail("unexpected argument \(a)", usage: true) }
                file = a
            }
        }
        guard let file, let chrome else { fail("export needs a profile and --chrome OUT.json", usage: true) }
        let profile = Report.load(file)
        let text = ChromeTrace.json(profile)
        let fd = open(chrome, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { fail("cannot create \(chrome): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes = text + "\n"
        let ok = bytes.withUTF8 { write(fd, $0.baseAddress, $0.count) == $0.count }
        guard ok else { fail("cannot write \(chrome): \(String(cString: strerror(errno)))") }
        note("wrote \(chrome): open it in ui.perfetto.dev or chrome://tracing")
        return Report.checkComplete(profile, file)
    }
}
