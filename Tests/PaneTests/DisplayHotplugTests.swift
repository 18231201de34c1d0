import Testing
@testable import Pane

/// Which kernel uevents `DisplayHotplug` takes for a display hot-plug.
@MainActor
@Suite struct DisplayHotplugTests {
    func message(_ fields: [String]) -> ArraySlice<UInt8> {
        ArraySlice(fields.flatMap { Array($0.utf8) + [0] })
    }

    @Test("a DRM change with HOTPLUG=1 is one; another subsystem's, or DRM without HOTPLUG, is not")
    func drmHotplugOnly() {
        #expect(DisplayHotplug.isDRMHotplug(message(["change@/devices/pci0000:00/0000:00:02.0/drm/card0", "ACTION=change",
                                                     "DEVPATH=/devices/pci0000:00/0000:00:02.0/drm/card0", "SUBSYSTEM=drm",
                                                     "HOTPLUG=1", "DEVNAME=dri/card0", "SEQNUM=2000"])))
        #expect(!DisplayHotplug.isDRMHotplug(message(["add@/devices/virtual/input/input9", "ACTION=add", "SUBSYSTEM=input"])))
        #expect(!DisplayHotplug.isDRMHotplug(message(["change@/devices/x/drm/card0", "ACTION=change", "SUBSYSTEM=drm"])))
        // A field that only starts with the name does not count.
        #expect(!DisplayHotplug.isDRMHotplug(message(["SUBSYSTEM=drmx", "HOTPLUG=1"])))
        #expect(!DisplayHotplug.isDRMHotplug(message([])))
    }
}
