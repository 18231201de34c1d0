import Testing
import PaneGeometry
@testable import PaneInput

/// The decoder against the project's fixtures, one per quirk of devices.md ("Quirks the input
/// layer must survive"); every frame is asserted exactly.
@Suite struct TouchDecoderTests {
    @Test("quirk 1: tracking ids start at 9 and are not slot numbers")
    func arbitraryTrackingIDs() throws {
        #expect(try Fixtures.frames("ssd253x-tracking-ids") == [
            frame(0.000, (1, .began, 100, 200)),
            frame(0.010, (1, .stationary, 100, 200), (2, .began, 300, 400)),
            frame(0.020, (1, .ended, 100, 200), (2, .stationary, 300, 400)),
            frame(0.030, (2, .ended, 300, 400)),
            frame(0.040, (3, .began, 110, 210)),
            frame(0.050, (3, .ended, 110, 210)),
        ])
    }

    @Test("quirk 2: the first contact arrives without ABS_MT_SLOT")
    func firstContactWithoutSlot() throws {
        // 3M: 0..32767 on 800x480, so 8192 → 8192·800/32768 = 200 and 8192·480/32768 = 120.
        #expect(try Fixtures.frames("3m-first-contact-without-slot") == [
            frame(0.000, (1, .began, 200, 120)),
            frame(0.008, (1, .moved, 400, 120)),
            frame(0.016, (1, .stationary, 400, 120), (2, .began, 600, 240)),
            frame(0.024, (1, .ended, 400, 120), (2, .ended, 600, 240)),
        ])
    }

    @Test("quirk 2: without ABS_MT_SLOT the device's current slot applies")
    func initialSlotFromDevice() {
        let caps = TouchCapabilities(touchProtocol: .slots(count: 4), x: AbsInfo(minimum: 0, maximum: 799),
                                     y: AbsInfo(minimum: 0, maximum: 479))
        let decoder = TouchDecoder(capabilities: caps, transform: TouchTransform(x: caps.x, y: caps.y, displaySize: Size(width: 800, height: 480)),
                                   initialSlot: 3)
        let t = InputTime.zero
        let frames = decoder.decode([
            InputEvent(time: t, type: EventType.abs, code: AbsCode.mtTrackingID, value: 1),
            InputEvent(time: t, type: EventType.abs, code: AbsCode.mtPositionX, value: 5),
            InputEvent(time: t, type: EventType.syn, code: SynCode.report, value: 0),
            // Slot 0 was never touched, so ending it ends nothing.
            InputEvent(time: t, type: EventType.abs, code: AbsCode.mtSlot, value: 0),
            InputEvent(time: t, type: EventType.abs, code: AbsCode.mtTrackingID, value: -1),
            InputEvent(time: t, type: EventType.syn, code: SynCode.report, value: 0),
        ])
        #expect(frames == [frame(0, (1, .began, 5, 0)), frame(0, (1, .stationary, 5, 0))])
        #expect(decoder.slots[3].trackingID == 1)
    }

    @Test("quirk 3: a new contact without a position takes the slot's last one")
    func positionKeptAcrossContacts() throws {
        #expect(try Fixtures.frames("position-kept-across-contacts") == [
            frame(0.000, (1, .began, 50, 60)),
            frame(0.010, (1, .ended, 50, 60)),
            frame(0.020, (2, .began, 50, 60)),
            frame(0.030, (2, .ended, 50, 60)),
        ])
    }

    @Test("quirk 4: a tracking id replaced without -1 ends one touch and begins another")
    func trackingIDReplaced() throws {
        #expect(try Fixtures.frames("tracking-id-replaced") == [
            frame(0.000, (1, .began, 10, 20)),
            frame(0.010, (1, .ended, 10, 20), (2, .began, 500, 300)),
            frame(0.020, (2, .ended, 500, 300)),
        ])
    }

    @Test("quirk 5: ABS_MT_DISTANCE > 0 or BTN_TOUCH up is hovering, not touching")
    func hovering() throws {
        #expect(try Fixtures.frames("hover", size: Size(width: 1080, height: 1920)) == [
            frame(0.010, (1, .began, 100, 200)),
            frame(0.020, (1, .moved, 120, 200)),
            frame(0.030, (1, .ended, 120, 200)),
            frame(0.070, (2, .began, 200, 300)),
            frame(0.080, (2, .ended, 200, 300)),
        ])
    }

    @Test("quirk 6: MT_TOOL_PALM cancels the touch until its contact ends")
    func palmCancels() throws {
        #expect(try Fixtures.frames("palm") == [
            frame(0.000, (1, .began, 100, 100)),
            frame(0.010, (1, .stationary, 100, 100), (2, .began, 400, 200)),
            frame(0.020, (1, .stationary, 100, 100), (2, .cancelled, 410, 200)),
            frame(0.030, (1, .stationary, 100, 100)),
            frame(0.040, (1, .moved, 110, 100)),
            frame(0.050, (1, .stationary, 110, 100), (3, .began, 500, 250)),
            frame(0.060, (1, .ended, 110, 100), (3, .ended, 500, 250)),
        ])
    }

    @Test("quirks 7 and 8: non-zero minimum, values outside the range, BTN_TOUCH beside BTN_TOOL_PEN")
    func nonZeroMinimum() throws {
        // A display as large as the range (4011 x 3976) makes the mapping v - min; outside
        // values clamp to 0 and to width - 1 / height - 1.
        #expect(try Fixtures.frames("egalax-saw-nonzero-minimum", size: Size(width: 4011, height: 3976)) == [
            frame(0.000, (1, .began, 0, 0)),
            frame(0.008, (1, .moved, 0, 3975)),
            frame(0.016, (1, .moved, 4010, 3975)),
            frame(0.024, (1, .ended, 4010, 3975)),
        ])
    }

    @Test("quirk 7: a negative range maps from its minimum")
    func negativeRange() throws {
        #expect(try Fixtures.frames("negative-range", size: Size(width: 10001, height: 4001)) == [
            frame(0.000, (1, .began, 5000, 0)),
            frame(0.010, (1, .moved, 5000, 2000)),
            frame(0.020, (1, .ended, 5000, 2000)),
        ])
    }

    @Test("quirk 8: a single-touch panel that presses BTN_LEFT")
    func buttonLeft() throws {
        #expect(try Fixtures.frames("elo-2700-btn-left", size: Size(width: 4096, height: 4096)) == [
            frame(0.000, (1, .began, 1000, 2000)),
            frame(0.010, (1, .moved, 1010, 2000)),
            frame(0.020, (1, .ended, 1010, 2000)),
        ])
    }

    @Test("quirk 8: a single-touch panel that presses BTN_TOOL_PEN")
    func penButton() throws {
        #expect(try Fixtures.frames("pen-button-single-touch", size: Size(width: 2048, height: 2048)) == [
            frame(0.000, (1, .began, 1024, 512)),
            frame(0.010, (1, .ended, 1024, 512)),
        ])
    }

    @Test("quirk 8: a multitouch screen without INPUT_PROP_DIRECT decodes like any other")
    func noDirectProperty() throws {
        #expect(try Fixtures.frames("maxtouch-no-direct", size: Size(width: 2560, height: 1700)) == [
            frame(0.000, (1, .began, 1280, 850)),
            frame(0.050, (1, .ended, 1280, 850)),
        ])
    }

    @Test("quirk 11: protocol A through mtdev")
    func protocolA() throws {
        #expect(try Fixtures.frames("protocol-a") == [
            frame(0.000, (1, .began, 100, 100), (2, .began, 500, 300)),
            frame(0.010, (1, .moved, 110, 100), (2, .moved, 510, 300)),
            frame(0.020, (1, .ended, 110, 100), (2, .moved, 520, 300)),
            frame(0.030, (2, .ended, 520, 300)),
        ])
    }

    @Test("quirk 12: changes within the fuzz are reported, not filtered again")
    func fuzzNotRefiltered() throws {
        #expect(try Fixtures.frames("fuzz-not-refiltered", size: Size(width: 32761, height: 32761)) == [
            frame(0.000, (1, .began, 1000, 1000)),
            frame(0.004, (1, .moved, 1001, 1000)),
            frame(0.008, (1, .moved, 1003, 1000)),
            frame(0.012, (1, .moved, 1003, 1002)),
            frame(0.016, (1, .ended, 1003, 1002)),
        ])
    }

    @Test("a frame with a touch whose mapped position did not change is stationary")
    func stationaryWhenMappedPositionEqual() throws {
        // 0..32760 onto 800 points: 1000 and 1001 both land on 1000·800/32761 and 1001·800/32761,
        // which differ, so use a one-point display where everything maps to 0.
        let frames = try Fixtures.frames("fuzz-not-refiltered", size: Size(width: 1, height: 1))
        #expect(frames.map { $0.touches.map(\.phase) } == [[.began], [.stationary], [.stationary], [.stationary], [.ended]])
    }

    @Test("ids come from the shared source, so two decoders never hand out the same id")
    func sharedIDSource() throws {
        let ids = TouchIDSource(startingAt: 100)
        let (a, events) = try Fixtures.decoder("tracking-id-replaced", ids: ids)
        let (b, _) = try Fixtures.decoder("tracking-id-replaced", ids: ids)
        let first = a.decode(events).flatMap { $0.touches.map(\.id.rawValue) }
        let second = b.decode(events).flatMap { $0.touches.map(\.id.rawValue) }
        #expect(first == [100, 100, 101, 101])
        #expect(second == [102, 102, 103, 103])
    }
}
