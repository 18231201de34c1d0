import Testing
import Glibc
import Pane
@testable import PaneGallery

/// Reduced levels: a photo page decodes its photo fitted to the screen, then larger as it zooms.
@MainActor
@Suite(.serialized) struct PhotoPageTests {
    /// A 3200x2000 PNG (larger than any level but the photo's own size).
    static let bigPhoto: String = {
        let path = "/tmp/pane-photo-page-\(getpid()).png"
        let surface = Surface(width: 3200, height: 2000)
        try? PNG.write(surface, to: path)
        return path
    }()

    func page(_ path: String) -> (PhotoPage, ImageService) {
        let page = PhotoPage(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let images = ImageService()
        page.show(index: 0, path: path, images: images)
        images.drain()
        return (page, images)
    }

    @Test func levelsFollowTheZoom() {
        #expect([1.0, 1.5, 2, 2.5, 4].map(PhotoPage.level(forZoom:)) == [1, 2, 2, 4, 4])
    }

    @Test func theFirstLevelFitsTheScreen() {
        let (page, images) = page(Self.bigPhoto)
        // 3200x2000 fitted in 800x480: scale 0.24.
        #expect(page.imageView.image?.width == 768 && page.imageView.image?.height == 480)
        #expect(page.shownLevel == 1 && images.decodeCount == 1)
    }

    @Test func zoomingAsksForLargerLevelsAndShowsThemWhenTheyCome() {
        let (page, images) = page(Self.bigPhoto)
        page.setZoomScale(1.5, animated: false)
        #expect(page.requestedLevel == 2 && page.imageView.image?.width == 768, "the screen level stays until level 2 comes")
        images.drain()
        // 1600x960 box: 1536x960.
        #expect(page.shownLevel == 2 && page.imageView.image?.width == 1536 && page.imageView.image?.height == 960)
        page.setZoomScale(2.5, animated: false)
        images.drain()
        // 3200x1920 box: 3072x1920.
        #expect(page.shownLevel == 4 && page.imageView.image?.width == 3072 && page.imageView.image?.height == 1920)
        // The image view's frame is the zoomed screen either way: no jump.
        #expect(page.imageView.frame == Rect(x: 0, y: 0, width: 2000, height: 1200))
        // Zooming out keeps the sharp level; nothing more is decoded.
        page.setZoomScale(1, animated: false)
        images.drain()
        #expect(page.shownLevel == 4 && images.decodeCount == 3)
    }

    @Test func aSmallPhotoIsDecodedOnceAtItsOwnSize() {
        let small = PhotoLibraryTests.photosFolder + "/landscape-1.png"   // 640x427, under the screen
        let (page, images) = page(small)
        page.setZoomScale(4, animated: false)
        images.drain()
        #expect(page.imageView.image?.width == 640 && page.imageView.image?.height == 427)
        #expect(images.decodeCount == 1, "level 1 already is the photo's own size: zooming decodes nothing more")
    }

    @Test func aBrokenPhotoShowsTheBrokenColourAndIsNotAskedForAgain() {
        let path = "/tmp/pane-photo-page-broken-\(getpid()).png"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = write(fd, "not a picture", 13)
        close(fd)
        defer { unlink(path) }
        let (page, images) = page(path)
        var log: [String] = []
        images.onError = { log.append($0) }
        #expect(page.backgroundColor == PhotoPage.brokenColor && page.imageView.image == nil)
        page.setZoomScale(2.5, animated: false)
        images.drain()
        #expect(images.decodeCount == 1 && log.isEmpty)
    }

    @Test func showingAnotherPhotoCancelsWhatIsInFlight() {
        let page = PhotoPage(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let images = ImageService()
        page.show(index: 0, path: Self.bigPhoto, images: images)
        page.show(index: 1, path: PhotoLibraryTests.photosFolder + "/landscape-2.png", images: images)
        images.drain()
        #expect(images.decodeCount == 1, "the first photo's request was withdrawn")
        #expect(page.imageView.image?.width == 640)
    }

    /// A page shows a photo it showed before, now in the cache: the cached photo answers at
    /// once (while the page unzooms) and stays. It was cleared right after, leaving a black page
    /// for good, when the pager came back to a photo three pages away.
    @Test func aPhotoShownAgainFromTheCacheStaysShown() {
        let page = PhotoPage(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let images = ImageService()
        let first = PhotoLibraryTests.photosFolder + "/landscape-1.png", second = PhotoLibraryTests.photosFolder + "/landscape-2.png"
        page.show(index: 0, path: first, images: images)
        images.drain()
        page.show(index: 3, path: second, images: images)
        images.drain()
        page.show(index: 0, path: first, images: images)
        #expect(images.decodeCount == 2, "the first photo came from the cache")
        #expect(page.imageView.image?.width == 640 && page.shownLevel == 1)
        images.drain()
        #expect(page.imageView.image?.width == 640)
    }
}
