import Testing
import Glibc
@testable import PaneDisplay

/// The messages a kiosk operator sees when the panel cannot start: each names the cause and
/// what to do.
@Suite struct DisplayErrorKMSTests {
    @Test func noPermissionNamesTheGroupToJoin() {
        let e = DisplayError.noPermission(path: "/dev/dri/card0", group: "video", errno: EACCES)
        #expect(e.kind == .permissionDenied && e.errno == EACCES)
        #expect(e.description == "no permission to open /dev/dri/card0: join the 'video' group "
            + "(sudo usermod -aG video $USER, then log in again) or run as root (errno 13)")
        let other = DisplayError.noPermission(path: "/dev/dri/card1", group: "render", errno: EPERM)
        #expect(other.message.contains("join the 'render' group"))
    }

    @Test func anUnknownGroupIsVideo() {
        #expect(DisplayError.noPermission(path: "/dev/dri/card0", group: nil, errno: EACCES).message.contains("'video'"))
    }

    @Test func noCardSaysWhereItLookedAndHowToRunWithout() {
        let e = DisplayError.noCard(searched: "/dev/dri/card3 does not exist")
        #expect(e.kind == .noDevice)
        #expect(e.message == "no display card: /dev/dri/card3 does not exist. Is the panel's DRM driver loaded "
            + "(ls /dev/dri)? Use --display headless to run without a panel.")
    }

    @Test func noConnectorListsWhatItSaw() {
        let e = DisplayError.noConnectedConnector(card: "/dev/dri/card0", details: ["HDMI-A-1 disconnected", "DSI-1 disconnected"])
        #expect(e.kind == .noDevice)
        #expect(e.message == "no connected display on /dev/dri/card0 (HDMI-A-1 disconnected, DSI-1 disconnected). "
            + "Check the panel's cable and the board's `connector` setting.")
        #expect(DisplayError.noConnectedConnector(card: "c", details: []).message.contains("(no connectors)"))
    }

    @Test func aDisconnectedConnectorIsWorthWaitingForNoConnectorsAreNot() {
        #expect(DisplayError.noConnectedConnector(card: "/dev/dri/card0", details: ["HDMI-A-1 disconnected"]).isNotConnected)
        // KMSCard lists each card's connectors on one line.
        #expect(DisplayError.noConnectedConnector(card: "/dev/dri/card0, /dev/dri/card1",
                                                  details: ["/dev/dri/card0: no connectors", "/dev/dri/card1: HDMI-A-1 disconnected, DSI-1 disconnected"]).isNotConnected)
        #expect(!DisplayError.noConnectedConnector(card: "c", details: []).isNotConnected)
        #expect(!DisplayError.noConnectedConnector(card: "/dev/dri/card0", details: ["/dev/dri/card0: no connectors"]).isNotConnected)
        #expect(!DisplayError.noCard(searched: "drmGetDevices2 found no card with a primary node").isNotConnected)
    }

    @Test func anotherMasterIsNamed() {
        let e = DisplayError.notMaster(path: "/dev/dri/card0", errno: EBUSY)
        #expect(e.kind == .permissionDenied && e.errno == EBUSY)
        #expect(e.message.hasPrefix("another program is showing on /dev/dri/card0 (it holds DRM master)"))
    }

    @Test func aFailedCallCarriesItsNameAndErrno() {
        let e = DisplayError.call("drmModeAddFB2", on: "/dev/dri/card0", errno: EINVAL)
        #expect(e.kind == .system)
        #expect(e.description == "drmModeAddFB2 on /dev/dri/card0 failed: Invalid argument (errno 22)")
    }

    @Test func startupFailuresExitWithTwo() {
        #expect(DisplayError.startupExitStatus == 2)
    }

    @Test func aRootOwnedNodeNamesNoGroup() {
        #expect(groupName(owning: "/") == nil)
        #expect(groupName(owning: "/nonexistent-\(getpid())") == nil)
    }

    /// Without /dev/dri (this machine, CI) opening a named card fails with the no-card message.
    @Test func openingAMissingCardIsNoDevice() {
        #expect {
            _ = try KMSDisplay(configuration: .init(cardPath: "/nonexistent/card\(getpid())"))
        } throws: { error in
            (error as? DisplayError)?.kind == .noDevice
        }
    }
}
