#if canImport(Glibc)
import Glibc
#endif
internal import CDRM
internal import CPaneShims
public import PanePixels
import PaneGeometry

extension KMSDisplay {
    /// Copies what the back buffer lacks from `frame` and shows it (see the type's summary).
    /// While paused the frame is dropped: the panel is not ours, and a full repaint follows
    /// when it is again. Throws only for failures other than losing the panel.
    public func present(_ frame: borrowing Surface, damage: borrowing Region) throws(DisplayError) {
        guard !isClosed, !isPaused, !isOutputOff, !isUnplugged else { return }
        guard frame.width == size.width, frame.height == size.height else {
            throw DisplayError(.system, "KMSDisplay.present: frame is \(frame.width)x\(frame.height), the display \(size)")
        }
        guard pendingFlip == nil else {
            throw DisplayError(.system, "KMSDisplay.present: called while a flip is pending (wait for isReadyToPresent)")
        }
        // The back buffer; in front-buffer mode, once a mode is set, the shown one.
        let target = presentation == .frontBuffer && !needsModeset ? front : 1 - front
        let buffer = buffers[target]
        ages.regionToCopy(into: target, damage: damage, bounds: size.bounds, result: copyRegion)

        // Copy the rectangles, rotated, and note them in panel coordinates for the kernel.
        let source = frame.pixels, pixels = buffer.pixels.cropped(to: pictureRect), rotation = self.rotation, appSize = size
        let origin = pictureRect
        clips.removeAll(keepingCapacity: true)
        var area = 0
        copyRegion.forEachRect { rect in
            pixels.copyRotated(from: source, rect: rect, rotation: rotation)
            let p = rotation.panelRect(rect, appSize: appSize).offsetBy(dx: origin.x, dy: origin.y)
            clips.append(drm_mode_rect(x1: Int32(p.x), y1: Int32(p.y), x2: Int32(p.maxX), y2: Int32(p.maxY)))
            area += rect.area
        }
        lastCopiedArea = area
        // Too many rectangles cost the driver more than they save: send their bounding box
        // (wlroots collapses likewise; DIRTYFB takes at most 256, drm_mode.h).
        if clips.count > 64 {
            let e = rotation.panelRect(copyRegion.extents, appSize: appSize).offsetBy(dx: origin.x, dy: origin.y)
            clips.removeAll(keepingCapacity: true)
            clips.append(drm_mode_rect(x1: Int32(e.x), y1: Int32(e.y), x2: Int32(e.maxX), y2: Int32(e.maxY)))
        }
        lastClips = clips.map { PixelRect(x: Int($0.x1), y: Int($0.y1), width: Int($0.x2 - $0.x1), height: Int($0.y2 - $0.y1)) }

        let rc: Int32
        var flipped = false
        if needsModeset {
            rc = setMode(showing: target)
            if rc == 0 {
                needsModeset = false
                front = target
            }
        } else {
            switch presentation {
            case .atomic, .automatic:
                rc = flipAtomic(to: target)
                flipped = rc == 0
            case .legacy:
                let r = drmModePageFlip(fd, crtc, buffer.framebuffer, UInt32(DRM_MODE_PAGE_FLIP_EVENT), nil)
                rc = r == 0 ? 0 : (r < 0 ? -r : EIO)
                flipped = rc == 0
                if rc == EINVAL || rc == ENOSYS || rc == EOPNOTSUPP {
                    // The driver cannot flip (kernel.md A7): show this complete buffer and from now
                    // on write into the shown one, announcing damage with DIRTYFB.
                    log?("pane: \(driverName) refuses page flips (\(errnoName(rc))); drawing into the shown buffer")
                    presentation = .frontBuffer
                    let set = setMode(showing: target)
                    if set == 0 { front = target }
                    return try finish(target, damage: damage, rc: set, call: "drmModeSetCrtc")
                }
            case .frontBuffer:
                rc = dirty(target)
            }
        }
        if flipped { pendingFlip = target }
        try finish(target, damage: damage, rc: rc, call: needsModeset ? "modeset" : callName)
    }

    private var callName: String {
        switch presentation {
        case .atomic, .automatic: "drmModeAtomicCommit"
        case .legacy: "drmModePageFlip"
        case .frontBuffer: "drmModeDirtyFB"
        }
    }

    private func finish(_ target: Int, damage: borrowing Region, rc: Int32, call: String) throws(DisplayError) {
        switch rc {
        case 0:
            ages.didPresent(target, damage: damage)
            presentCount += 1
        case EACCES, EPERM:
            pause(reason: "\(call): \(errnoName(rc))")
        default:
            throw .call(call, on: cardPath, errno: rc)
        }
    }

    /// Sets the mode with `buffers[index]` on the CRTC: atomic with ALLOW_MODESET, or
    /// `drmModeSetCrtc`. Synchronous: no flip event follows. Returns 0 or an errno.
    func setMode(showing index: Int) -> Int32 {
        let fb = buffers[index].framebuffer
        if let atomic, presentation == .atomic {
            return atomic.modeset(fd: fd, modeBlob: modeBlob, framebuffer: fb, width: scanoutSize.width, height: scanoutSize.height)
        }
        var connector = self.connector
        var info = modeInfo
        let rc = drmModeSetCrtc(fd, crtc, fb, 0, 0, &connector, 1, &info)
        return rc == 0 ? 0 : (rc < 0 ? -rc : EIO)
    }

    private func flipAtomic(to index: Int) -> Int32 {
        guard let atomic else { return EINVAL }
        var blob: UInt32 = 0
        if atomic.damageClips != nil, !clips.isEmpty {
            let rc = clips.withUnsafeBytes { drmModeCreatePropertyBlob(fd, $0.baseAddress, $0.count, &blob) }
            if rc != 0 { blob = 0 }  // 0 means "all damaged" to the kernel (Weston)
        }
        let rc = atomic.flip(fd: fd, framebuffer: buffers[index].framebuffer, damageBlob: blob)
        // The blob may go as soon as the commit is issued (drm_mode.h, drm_mode_destroy_blob).
        if blob != 0 { drmModeDestroyPropertyBlob(fd, blob) }
        return rc
    }

    private func dirty(_ index: Int) -> Int32 {
        dirtyClips.removeAll(keepingCapacity: true)
        for c in clips {
            dirtyClips.append(drmModeClip(x1: UInt16(clamping: c.x1), y1: UInt16(clamping: c.y1),
                                          x2: UInt16(clamping: c.x2), y2: UInt16(clamping: c.y2)))
        }
        let rc = dirtyClips.withUnsafeMutableBufferPointer {
            drmModeDirtyFB(fd, buffers[index].framebuffer, $0.baseAddress, UInt32($0.count))
        }
        // Drivers without a dirty hook answer ENOSYS: they scan out the buffer directly (kernel.md A7).
        if rc == -ENOSYS || rc == -EOPNOTSUPP { return 0 }
        return rc == 0 ? 0 : (rc < 0 ? -rc : EIO)
    }

    func pause(reason: String) {
        guard !isPaused else { return }
        isPaused = true
        pendingFlip = nil
        ages.invalidateAll()
        log?("pane: lost the panel (\(reason)); paused until DRM master comes back")
    }

    /// Reads flip events; while paused, tries to take DRM master back (then the next present
    /// sets the mode again and repaints everything).
    public func handleEvents() throws(DisplayError) {
        guard !isClosed else { return }
        var events = pane_drm_flip_events()
        while pane_drm_read_events(fd, &events) == 0 && events.flips > 0 {
            flipCount += Int(events.flips)
            lastFlipNanoseconds = Int64(events.seconds) * 1_000_000_000 + Int64(events.microseconds) * 1000
            lastFlipSequence = events.sequence
            onPresented?(PresentationFeedback(sequence: events.sequence, presentedTime: lastFlipNanoseconds!))
            if let pending = pendingFlip {
                front = pending
                pendingFlip = nil
            }
        }
        if isPaused && !isReleased && drmSetMaster(fd) == 0 {
            isPaused = false
            needsModeset = true
            needsFullRepaint = true
            ages.invalidateAll()
            log?("pane: the panel is back; repainting")
        }
    }

    /// Waits (up to `timeout` seconds) for a pending flip, puts the saved CRTC back, frees the
    /// buffers and closes the card. Returns what it did, for a log line; later calls return
    /// "already closed". Safe to call from a SIGINT/SIGTERM path run by the loop.
    @discardableResult
    public func close(timeout: Double = 0.2) -> String {
        guard !isClosed else { return "already closed" }
        var waited = 0
        while pendingFlip != nil && Double(waited) < timeout * 1000 {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 10) > 0 { try? handleEvents() }
            waited += 10
        }
        var report: String
        var connector = self.connector
        var rc: Int32
        if saved.framebuffer != 0 && saved.modeValid {
            var info = saved.mode
            rc = drmModeSetCrtc(fd, saved.crtc, saved.framebuffer, saved.x, saved.y, &connector, 1, &info)
            report = "restored \(saved)"
        } else {
            rc = drmModeSetCrtc(fd, saved.crtc, 0, 0, 0, nil, 0, nil)
            report = "turned CRTC \(saved.crtc) off, as it was"
        }
        if rc != 0 {
            report = "could not restore \(saved): drmModeSetCrtc: \(errnoName(rc < 0 ? -rc : EIO))"
        }
        if modeBlob != 0 { drmModeDestroyPropertyBlob(fd, modeBlob) }
        isClosed = true
        buffers = []
        card = nil
        return report
    }
}
