import Pane
import FuzzGallery

/// A command line: the input split at NUL bytes into arguments, parsed by the shared flags
/// (`CommandLineFlags.parse`), then what remains by the gallery's number flags as
/// `Gallery.setUp` reads them. Either parses or gives a `CommandLineError`; numbers that pass
/// are finite, in range, and usable as time (`InputTime + seconds`) without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlags(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let arguments = UnsafeBufferPointer(start: data, count: size).split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    guard let flags = try? CommandLineFlags.parse(arguments) else { return 0 }
    precondition(flags.every >= 1)
    let rest = flags.remaining
    for (i, flag) in rest.enumerated() {
        let value = i + 1 < rest.count ? rest[i + 1] : nil
        let range: ClosedRange<Double>
        switch flag {
        case "--slideshow-after": range = Gallery.slideshowAfterRange
        case "--slide-interval": range = Gallery.slideIntervalRange
        default: continue
        }
        guard let seconds = try? CommandLineFlags.number(value, for: flag, in: range) else { continue }
        precondition(seconds.isFinite && range.contains(seconds))
        _ = InputTime(seconds: 1) + seconds
    }
    return 0
}
