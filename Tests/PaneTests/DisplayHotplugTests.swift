import Testing
@testable import Pane

/// Which kernel uevents `DisplayHotplug` takes for a display hot-plug.
@MainActor
@Suite struct DisplayHotplugTests {
    func message(_ fields: [String]) -> ArraySlice<UInt8> {
        ArraySlice(fields.flatMap { Array($0.utf8) + [0] })
    }

    @Test("a DRM change is one (a hot-plug or a written uevent); another subsystem's, or a DRM add, is not")
    func drmChangesOnly() {
        #expect(DisplayHotplug.isDRMChange(message(["change@/devices/pci0000:00/0000:00:02.0/drm/card0", "ACTION=change",
                                                    "DEVPATH=/devices/pci0000:00/0000:00:02.0/drm/card0", "SUBSYSTEM=drm",
                                                    "HOTPLUG=1", "DEVNAME=dri/card0", "SEQNUM=2000"])))
        #expect(DisplayHotplug.isDRMChange(message(["change@/devices/x/drm/card0", "ACTION=change", "SUBSYSTEM=drm"])))
        #expect(!DisplayHotplug.isDRMChange(message(["change@/devices/virtual/input/input9", "ACTION=change", "SUBSYSTEM=input"])))
        #expect(!DisplayHotplug.isDRMChange(message(["add@/devices/x/drm/card0", "ACTION=add", "SUBSYSTEM=drm"])))
        // A field that only starts with the name does not count.
        #expect(!DisplayHotplug.isDRMChange(message(["SUBSYSTEM=drmx", "ACTION=change"])))
        #expect(!DisplayHotplug.isDRMChange(message([])))
    }
}
