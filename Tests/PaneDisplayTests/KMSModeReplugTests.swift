import Testing
import PaneGeometry
@testable import PaneDisplay

/// The mode a panel that comes back gets (`KMSMode.chooseForReplug`) and where the picture sits.
struct KMSModeReplugTests {
    let picture = PixelSize(width: 800, height: 480)
    let shown = KMSMode(width: 800, height: 480, refresh: 60, isPreferred: true)

    @Test func theModeItShowedWinsAmongThoseOfThePictureSize() {
        let modes = [KMSMode(width: 1024, height: 768, refresh: 60, isPreferred: true),
                     KMSMode(width: 800, height: 480, refresh: 75), shown, KMSMode(width: 800, height: 480, refresh: 50)]
        #expect(KMSMode.chooseForReplug(from: modes, shown: shown, picture: picture) == 2)
    }

    @Test func elseThePreferredOfThatSizeElseTheFirst() {
        let preferred = [KMSMode(width: 800, height: 480, refresh: 50), KMSMode(width: 800, height: 480, refresh: 75, isPreferred: true)]
        #expect(KMSMode.chooseForReplug(from: preferred, shown: shown, picture: picture) == 1)
        let plain = [KMSMode(width: 1024, height: 768, refresh: 60, isPreferred: true),
                     KMSMode(width: 800, height: 480, refresh: 50), KMSMode(width: 800, height: 480, refresh: 75)]
        #expect(KMSMode.chooseForReplug(from: plain, shown: shown, picture: picture) == 1)
    }

    @Test func withoutThePictureSizeThePreferredModeThatHoldsIt() {
        // Debian 13's bochs after a forced replug: its standard list, 1024x768 preferred.
        let modes = [KMSMode(width: 1920, height: 1080, refresh: 60), KMSMode(width: 1024, height: 768, refresh: 60, isPreferred: true),
                     KMSMode(width: 800, height: 600, refresh: 60), KMSMode(width: 640, height: 480, refresh: 60)]
        let index = KMSMode.chooseForReplug(from: modes, shown: shown, picture: picture)
        #expect(index == 1)
        #expect(modes[1].centred(picture) == PixelRect(x: 112, y: 144, width: 800, height: 480))
    }

    @Test func aPreferredModeTooSmallGivesTheSmallestThatHoldsIt() {
        let modes = [KMSMode(width: 640, height: 480, refresh: 60, isPreferred: true), KMSMode(width: 1280, height: 720, refresh: 60),
                     KMSMode(width: 800, height: 600, refresh: 56), KMSMode(width: 800, height: 600, refresh: 72),
                     KMSMode(width: 1024, height: 768, refresh: 60)]
        #expect(KMSMode.chooseForReplug(from: modes, shown: shown, picture: picture) == 3)
        #expect(modes[3].centred(picture) == PixelRect(x: 0, y: 60, width: 800, height: 480))
    }

    @Test func nothingThatHoldsThePictureIsNil() {
        let modes = [KMSMode(width: 640, height: 480, refresh: 60, isPreferred: true), KMSMode(width: 1024, height: 400, refresh: 60)]
        #expect(KMSMode.chooseForReplug(from: modes, shown: shown, picture: picture) == nil)
        #expect(KMSMode.chooseForReplug(from: [], shown: shown, picture: picture) == nil)
    }

    @Test func aRotatedPictureIsMatchedInPanelOrientation() {
        // A 480x800 app on a panel turned 90°: the panel's picture is 800x480 either way; a
        // portrait monitor offering 480x800 only cannot hold it.
        let modes = [KMSMode(width: 480, height: 800, refresh: 60, isPreferred: true)]
        #expect(KMSMode.chooseForReplug(from: modes, shown: shown, picture: picture) == nil)
    }
}
