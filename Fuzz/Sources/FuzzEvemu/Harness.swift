import Pane

/// An evemu recording as `--replay` and `touch-replay --print` take it: parsed, checked event by
/// event, its tail and lost touches handled (`RecordingReplay`), decoded (mtdev for protocol A).
/// Any input must end in frames or a line-numbered error, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let recording = try? EvemuRecording(parsing: text), let description = recording.description,
          let decoder = TouchDecoder(description: description, displaySize: Size(width: 800, height: 480),
                                     rotation: .clockwise90, releaseTimeout: 0.5) else { return 0 }
    let replay = RecordingReplay(recording, decoder: decoder)
    for frame in replay.frames {
        for touch in frame.touches {
            precondition(touch.location.x >= 0 && touch.location.x < 800 && touch.location.y >= 0 && touch.location.y < 480,
                         "a touch off the display")
        }
    }
    precondition(!decoder.hasActiveTouches, "a replay left a touch down")
    return 0
}
