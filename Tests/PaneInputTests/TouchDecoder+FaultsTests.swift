import Testing
import PaneGeometry
@testable import PaneInput

/// SYN_DROPPED, removal, the release watchdog and malformed streams (DESIGN.md §5, devices.md
/// quirks 10 and 13).
@Suite struct TouchDecoderFaultsTests {
    static let panel = TouchCapabilities(touchProtocol: .slots(count: 10), x: AbsInfo(minimum: 0, maximum: 799),
                                         y: AbsInfo(minimum: 0, maximum: 479), hasTouchButton: true)
    static func decoder(releaseTimeout: Double? = nil) -> TouchDecoder {
        TouchDecoder(capabilities: panel, transform: TouchTransform(x: panel.x, y: panel.y, displaySize: Size(width: 800, height: 480)),
                     releaseTimeout: releaseTimeout)
    }

    @Test("quirk 13: after SYN_DROPPED, libevdev's sync ends the lost touches and begins the new ones")
    func synDropped() throws {
        let (decoder, events) = try Fixtures.decoder("syn-dropped")
        #expect(decoder.decode(events) == [
            frame(0.000, (1, .began, 100, 100), (2, .began, 200, 200)),
            // Slot 0's contact changed during the gap: #1 ends where it was last reported,
            // #3 begins; slot 1 ended; slot 2 began.
            frame(0.050, (1, .ended, 100, 100), (2, .ended, 200, 200), (3, .began, 150, 150), (4, .began, 300, 300)),
            frame(0.060, (3, .ended, 150, 150), (4, .ended, 300, 300)),
        ])
        #expect(decoder.droppedCount == 1)
        #expect(!decoder.hasActiveTouches)
    }

    /// Issue 11 item 8, the live side: a device's stream is resynchronised by libevdev, which
    /// sends nothing for a contact that did not change, so by default a touch the stream does
    /// not mention after a drop stays down (here until slot 0 speaks again at 0.630).
    /// `RecordingReplay` turns `cancelsTouchesMissingAfterDrop` on for recordings.
    @Test func byDefaultADropCancelsNothing() throws {
        let (decoder, events) = try Fixtures.decoder("fault-syn-dropped-no-resync")
        #expect(!decoder.cancelsTouchesMissingAfterDrop)
        #expect(decoder.decode(events) == [
            frame(0.000, (1, .began, 100, 400), (2, .began, 600, 400)),
            frame(0.016, (1, .moved, 100, 380), (2, .stationary, 600, 400)),
            frame(0.050, (1, .moved, 100, 350), (2, .moved, 600, 390)),
            frame(0.630, (1, .ended, 100, 350), (2, .stationary, 600, 390), (3, .began, 200, 200)),
            frame(0.650, (2, .ended, 600, 390), (3, .ended, 200, 200)),
        ])
    }

    @Test("a removed device cancels its touches; the contact is ignored until its id changes")
    func cancelAll() throws {
        let (decoder, events) = try Fixtures.decoder("palm")
        _ = decoder.decode(events.prefix { $0.time < InputTime(seconds: 0.015) })
        let t = InputTime(seconds: 0.5)
        #expect(decoder.cancelAll(at: t) == frame(0.5, (1, .cancelled, 100, 100), (2, .cancelled, 400, 200)))
        #expect(decoder.cancelAll(at: t) == nil)
        #expect(!decoder.hasActiveTouches)
        // The rest of the stream: slot 1 turns palm and ends, then a new contact begins.
        let rest = decoder.decode(events.drop { $0.time < InputTime(seconds: 0.015) })
        #expect(rest == [frame(0.050, (3, .began, 500, 250)), frame(0.060, (3, .ended, 500, 250))])
    }

    @Test("quirk 10: the watchdog ends a contact that stopped reporting, and a later report begins a new one")
    func watchdogInStream() throws {
        #expect(try Fixtures.frames("never-release", size: Size(width: 4096, height: 4096), releaseTimeout: 0.1) == [
            frame(0.000, (1, .began, 1000, 1000)),
            frame(0.010, (1, .moved, 1010, 1000)),
            frame(0.020, (1, .moved, 1020, 1000)),
            // Silent since 0.020: ended at 0.020 + 0.1, as the run loop's timer would.
            frame(0.120, (1, .ended, 1020, 1000)),
            frame(1.000, (2, .began, 3000, 2000)),
            frame(1.010, (2, .moved, 3010, 2000)),
        ])
    }

    @Test("quirk 10: without the watchdog a resting finger is never ended")
    func watchdogOffByDefault() throws {
        let frames = try Fixtures.frames("never-release", size: Size(width: 4096, height: 4096))
        #expect(frames.flatMap { $0.touches.map(\.phase) } == [.began, .moved, .moved, .moved, .moved])
    }

    @Test("the watchdog's deadline and its timer path")
    func watchdogTimer() {
        let decoder = Self.decoder(releaseTimeout: 0.25)
        #expect(decoder.watchdogDeadline == nil)
        let t0 = InputTime(seconds: 10)
        _ = decoder.decode([
            InputEvent(time: t0, type: EventType.abs, code: AbsCode.mtTrackingID, value: 3),
            InputEvent(time: t0, type: EventType.abs, code: AbsCode.mtPositionX, value: 40),
            InputEvent(time: t0, type: EventType.syn, code: SynCode.report, value: 0),
        ])
        #expect(decoder.watchdogDeadline == InputTime(seconds: 10.25))
        #expect(decoder.expireStaleTouches(at: InputTime(seconds: 10.25)) == nil)
        #expect(decoder.expireStaleTouches(at: InputTime(seconds: 10.3)) == frame(10.3, (1, .ended, 40, 0)))
        #expect(decoder.watchdogDeadline == nil)
    }

    @Test("malformed streams never trap, and every touch still lives a well-formed life")
    func malformedStreams() {
        var rng = SplitMix(seed: 0x5eed)
        let decoder = Self.decoder(releaseTimeout: 0.05)
        var events: [InputEvent] = []
        var t: Int64 = 0
        for _ in 0..<20000 {
            t += Int64(rng.next() % 3_000_000)
            let type = UInt16([0, 1, 3, 3, 3, 3, 4, 0xffff][Int(rng.next() % 8)])
            let code = UInt16(truncatingIfNeeded: [0, 2, 3, 0x2f, 0x35, 0x36, 0x37, 0x39, 0x3b, 0x14a, 0xffff][Int(rng.next() % 11)])
            let value = [Int32.min, -2, -1, 0, 1, 2, 9, 300, Int32.max, Int32(truncatingIfNeeded: rng.next())][Int(rng.next() % 10)]
            events.append(InputEvent(time: InputTime(nanoseconds: rng.next() % 50 == 0 ? -t : t), type: type, code: code, value: value))
        }
        let frames = decoder.decode(events)
        var state: [TouchID: TouchPhase] = [:]
        var wellFormed = true
        for f in frames {
            for touch in f.touches {
                #expect(touch.location.x >= 0 && touch.location.x <= 799 && touch.location.y >= 0 && touch.location.y <= 479)
                switch (state[touch.id], touch.phase) {
                case (nil, .began): break
                case (.some(let p), _) where !p.isFinal && touch.phase != .began: break
                default: wellFormed = false
                }
                state[touch.id] = touch.phase
            }
        }
        #expect(wellFormed)
        #expect(frames.count > 100)
        // Cancelling afterwards leaves nothing stuck down.
        _ = decoder.cancelAll(at: InputTime(nanoseconds: t))
        #expect(!decoder.hasActiveTouches)
    }

    @Test("the protocol-A converter copes with garbage too")
    func malformedProtocolA() throws {
        let (decoder, _) = try Fixtures.decoder("protocol-a")
        var rng = SplitMix(seed: 7)
        var events: [InputEvent] = []
        for i in 0..<5000 {
            let code = UInt16([0, 2, 0x35, 0x36, 0x39, 0x2f, 0x14a][Int(rng.next() % 7)])
            let type: UInt16 = code == 0 || code == 2 ? 0 : (code == 0x14a ? 1 : 3)
            events.append(InputEvent(time: InputTime(nanoseconds: Int64(i) * 1000), type: type, code: code,
                                     value: Int32(truncatingIfNeeded: rng.next())))
        }
        let frames = decoder.decode(events)
        #expect(frames.allSatisfy { !$0.touches.isEmpty })
    }
}

/// A tiny deterministic generator (SplitMix64), so the malformed-stream tests are reproducible.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> Int64 {
        state &+= 0x9e3779b97f4a7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58476d1ce4e5b9
        z = (z ^ (z >> 27)) &* 0x94d049bb133111eb
        return Int64(bitPattern: (z ^ (z >> 31)) >> 1)
    }
}
