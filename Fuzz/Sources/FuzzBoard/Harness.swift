import Pane

/// A board profile's text (`--board FILE`): parsed to a profile or a line-numbered error; every
/// number it accepts is finite and within its key's range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBoard(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let board = try? BoardProfile(parsing: text, name: "fuzz", source: "fuzz.board") else { return 0 }
    let c = board.calibration
    precondition([c.a, c.b, c.c, c.d, c.e, c.f].allSatisfy { $0.isFinite && abs($0) <= 100 })
    precondition(board.statusBarHeight.isFinite && board.statusBarHeight >= 0)
    precondition(board.releaseTimeout.map { $0.isFinite && $0 > 0 && $0 <= 60 } ?? true)
    let insets = board.safeAreaInsets
    precondition([insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0.isFinite && $0 >= 0 })
    return 0
}
