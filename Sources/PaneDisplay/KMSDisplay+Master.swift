#if canImport(Glibc)
import Glibc
#endif
internal import CDRM

extension KMSDisplay {
    /// Gives the panel up on purpose, for a VT switch away (`VT_PROCESS`): drops DRM master
    /// (`drmDropMaster`) so the VT switched to (its text console, or another app) can set its
    /// own mode, and pauses presenting. Unlike losing master to another program, a released
    /// display does not try to take the panel back until `takePanelBack()`.
    public func releasePanel() {
        guard !isClosed, !isReleased else { return }
        isReleased = true
        pause(reason: "VT switch away")
        if drmDropMaster(fd) != 0 {
            log?("pane: drmDropMaster failed: \(errnoName(errno))")
        }
    }

    /// After a VT switch back: takes DRM master again, and the next present sets the mode and
    /// repaints everything (`takeNeedsFullRepaint()` answers true once). Returns whether master
    /// was taken; if not (another program still holds it), the display keeps trying every
    /// `retryInterval` as after any lost master.
    @discardableResult
    public func takePanelBack() -> Bool {
        guard !isClosed else { return false }
        isReleased = false
        try? handleEvents()
        return !isPaused
    }
}
