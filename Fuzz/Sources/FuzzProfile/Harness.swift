import Pane

/// A profile file as `fps report FILE --json --plot OUT.png` and `fps export --chrome` read it
/// (issue 28 item 4): parsed to a `Profile` or refused with a `ProfileError`; what parses is
/// summed up as text and JSON, drawn (Plot.swift and ChromeTrace.swift are fps's own, linked
/// here), and exported as a Chrome trace, none of which may trap or run away.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let profile = try? Profile(bytes: bytes, name: "fuzz") else { return 0 }
    let summary = ProfileSummary(profile)
    precondition(summary.hitchRatio.isFinite && summary.durationSeconds.isFinite && summary.durationSeconds >= 0)
    precondition(!summary.text.isEmpty && summary.json.hasPrefix("{"))
    precondition(ChromeTrace.json(profile).hasSuffix("]}"))
    if let surface = try? Plot.render(profile, summary: summary, title: "fuzz") {
        precondition(surface.width == Plot.width && surface.height == Plot.height)
    }
    return 0
}
