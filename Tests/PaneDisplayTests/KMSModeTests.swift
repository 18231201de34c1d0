import Testing
import PaneDisplay

@Suite struct KMSModeTests {
    let modes = [
        KMSMode(width: 1920, height: 1080, refresh: 60),
        KMSMode(width: 1280, height: 800, refresh: 50),
        KMSMode(width: 1280, height: 800, refresh: 60, isPreferred: true),
        KMSMode(width: 1280, height: 800, refresh: 75),
        KMSMode(width: 800, height: 480, refresh: 60),
    ]

    @Test func thePreferredModeWinsWithoutARequest() {
        #expect(KMSMode.choose(from: modes, request: nil) == 2)
    }

    @Test func withoutAPreferredModeTheLargestWins() {
        let plain = modes.map { KMSMode(width: $0.width, height: $0.height, refresh: $0.refresh) }
        #expect(KMSMode.choose(from: plain, request: nil) == 0)
    }

    @Test func aRequestedSizePrefersThePreferredModeThenTheHighestRefresh() {
        #expect(KMSMode.choose(from: modes, request: KMSModeRequest(width: 1280, height: 800)) == 2)
        let plain = modes.map { KMSMode(width: $0.width, height: $0.height, refresh: $0.refresh) }
        #expect(KMSMode.choose(from: plain, request: KMSModeRequest(width: 1280, height: 800)) == 3)
    }

    @Test func aRequestedRefreshMustMatch() {
        #expect(KMSMode.choose(from: modes, request: KMSModeRequest(width: 1280, height: 800, refresh: 50)) == 1)
        #expect(KMSMode.choose(from: modes, request: KMSModeRequest(width: 1280, height: 800, refresh: 30)) == nil)
    }

    @Test func aMissingSizeOrNoModesGiveNothing() {
        #expect(KMSMode.choose(from: modes, request: KMSModeRequest(width: 1024, height: 600)) == nil)
        #expect(KMSMode.choose(from: [], request: nil) == nil)
    }

    @Test func requestsParse() {
        #expect(KMSModeRequest(parsing: "800x480") == KMSModeRequest(width: 800, height: 480))
        #expect(KMSModeRequest(parsing: "1280x800@60") == KMSModeRequest(width: 1280, height: 800, refresh: 60))
        for bad in ["", "800", "800x", "x480", "800x480@", "800x480@0", "800x480@60@60", "800x480@sixty", "-800x480", "0x480"] {
            #expect(KMSModeRequest(parsing: bad) == nil, "\(bad)")
        }
        #expect(KMSModeRequest(width: 800, height: 480, refresh: 60).description == "800x480@60")
    }

    @Test func aCRTCAlreadyOnTheConnectorIsKept() {
        #expect(KMSCRTCChoice.choose(currentCRTC: 52, possibleCRTCs: [0b01], crtcIDs: [40, 52]) == 1)
    }

    @Test func otherwiseTheFirstReachableCRTC() {
        #expect(KMSCRTCChoice.choose(currentCRTC: 0, possibleCRTCs: [0b100, 0b010], crtcIDs: [40, 52, 64]) == 2)
        #expect(KMSCRTCChoice.choose(currentCRTC: 99, possibleCRTCs: [0b010], crtcIDs: [40, 52]) == 1)
        #expect(KMSCRTCChoice.choose(currentCRTC: 0, possibleCRTCs: [0b1000], crtcIDs: [40, 52]) == nil)
        #expect(KMSCRTCChoice.choose(currentCRTC: 0, possibleCRTCs: [], crtcIDs: [40]) == nil)
    }
}
