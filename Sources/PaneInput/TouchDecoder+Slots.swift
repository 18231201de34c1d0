import PaneGeometry

extension TouchDecoder {
    /// One protocol B slot: the kernel's last values for it (kept across contacts, devices.md
    /// quirk 3) and the touch Pane made of them.
    struct Slot {
        var trackingID: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        var distance: Int32 = 0
        var tool: Int32 = MTTool.finger
        /// The live touch and where it was last reported.
        var touch: TouchID?
        var location = Point.zero
        /// A tracking id replaced another within this frame (quirk 4).
        var replaced = false
        /// The touch was cancelled (a palm); the contact stays ignored until its tracking id changes.
        var cancelled = false
        /// The watchdog ended the touch; the next event for the slot starts a new one.
        var expired = false
        /// Down at a `SYN_DROPPED` and not mentioned before the next report: cancel it there.
        var lostInDrop = false
        var lastActivity = InputTime.zero
    }

    func apply(_ event: InputEvent) -> TouchFrame? {
        switch event.type {
        case EventType.syn:
            switch event.code {
            case SynCode.report: return report(at: event.time)
            case SynCode.dropped:
                droppedCount += 1
                if cancelsTouchesMissingAfterDrop, converter == nil {
                    awaitingResync = Set(slots.indices.filter { slots[$0].touch != nil })
                }
            default: break
            }
        case EventType.key:
            if let button = singleTouchButton {
                guard event.code == button else { return nil }
                var s = slots[0]
                if event.value != 0, s.trackingID < 0 {
                    s.trackingID = nextSyntheticTrackingID
                    nextSyntheticTrackingID = nextSyntheticTrackingID == Int32.max ? 0 : nextSyntheticTrackingID + 1
                    s.cancelled = false
                } else if event.value == 0 {
                    s.trackingID = -1
                }
                awaitingResync?.remove(0)
                s.expired = false
                s.lastActivity = event.time
                slots[0] = s
            } else if event.code == KeyCode.touch {
                touchButton = event.value != 0
            }
        case EventType.abs:
            if singleTouchButton != nil {
                applySingleTouchAxis(event)
            } else {
                applySlotAxis(event)
            }
        default:
            break
        }
        return nil
    }

    private func applySingleTouchAxis(_ event: InputEvent) {
        switch event.code {
        case AbsCode.x: slots[0].x = event.value
        case AbsCode.y: slots[0].y = event.value
        default: return
        }
        awaitingResync?.remove(0)
        slots[0].expired = false
        slots[0].lastActivity = event.time
    }

    private func applySlotAxis(_ event: InputEvent) {
        if event.code == AbsCode.mtSlot {
            currentSlot = Int(event.value)
            return
        }
        guard event.code > AbsCode.mtSlot, event.code <= AbsCode.max,
              currentSlot >= 0, currentSlot < slots.count else { return }
        let i = currentSlot
        awaitingResync?.remove(i)
        switch event.code {
        case AbsCode.mtTrackingID:
            let id = Swift.max(-1, event.value)
            let old = slots[i].trackingID
            if id >= 0, old >= 0, id != old, slots[i].touch != nil { slots[i].replaced = true }
            if id != old { slots[i].cancelled = false }
            slots[i].trackingID = id
        case AbsCode.mtPositionX: slots[i].x = event.value
        case AbsCode.mtPositionY: slots[i].y = event.value
        case AbsCode.mtDistance: slots[i].distance = event.value
        case AbsCode.mtToolType: slots[i].tool = event.value
        default: break
        }
        slots[i].expired = false
        slots[i].lastActivity = event.time
    }

    /// Ends the frame at `time`: every slot's touch begins, moves, stays, ends or is cancelled.
    func report(at time: InputTime) -> TouchFrame? {
        var touches: [Touch] = []
        let hovering = capabilities.isMultitouch && capabilities.hasTouchButton && touchButton == false
        if let missing = awaitingResync {
            awaitingResync = nil
            for i in missing where slots[i].touch != nil { slots[i].lostInDrop = true }
        }
        for i in slots.indices {
            var s = slots[i]
            if s.lostInDrop {
                s.lostInDrop = false
                if let id = s.touch {
                    touches.append(Touch(id: id, phase: .cancelled, location: s.location, timestamp: time))
                    s.touch = nil
                    s.cancelled = true
                    s.replaced = false
                    slots[i] = s
                    continue
                }
            }
            if s.touch == nil, s.trackingID < 0, !s.replaced { continue }
            let location = transform.apply(x: s.x, y: s.y)
            if s.replaced, let id = s.touch {
                touches.append(Touch(id: id, phase: .ended, location: s.location, timestamp: time))
                s.touch = nil
            }
            s.replaced = false
            let isPalm = s.tool == MTTool.palm
            let inContact = s.trackingID >= 0 && s.distance <= 0 && !hovering && !s.cancelled && !s.expired && !isPalm
            if let id = s.touch {
                if isPalm, s.trackingID >= 0, !s.expired {
                    // devices.md quirk 6; libinput cancels palms the same way (evdev-fallback.c).
                    touches.append(Touch(id: id, phase: .cancelled, location: location, timestamp: time))
                    s.touch = nil
                    s.cancelled = true
                } else if !inContact {
                    let at = s.expired ? s.location : location
                    touches.append(Touch(id: id, phase: .ended, location: at, timestamp: time))
                    s.touch = nil
                } else {
                    touches.append(Touch(id: id, phase: location == s.location ? .stationary : .moved,
                                         location: location, timestamp: time))
                    s.location = location
                }
            } else if inContact {
                let id = ids.makeID()
                touches.append(Touch(id: id, phase: .began, location: location, timestamp: time))
                s.touch = id
                s.location = location
            }
            slots[i] = s
        }
        guard !touches.isEmpty else { return nil }
        touches.sort { $0.id < $1.id }
        return TouchFrame(timestamp: time, touches: touches)
    }
}
