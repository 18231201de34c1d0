#if canImport(Glibc)
import Glibc
#endif
import Pane
import FuzzGallery

/// A photo file as the gallery's grid asks for it: `ImageService.request` at thumbnail size,
/// decoded between frames (`drain`), PNG or JPEG told by its bytes, scaled by `Thumbnail`.
/// The input is written to a file in /dev/shm first, since the gallery reads files. The pixel
/// budget is the gallery's 40 megapixels divided by 10, so that inputs claiming big pictures
/// stay fast to run; the code is the same.
nonisolated(unsafe) let path = "/dev/shm/pane-fuzz-thumbnail-\(getpid())"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThumbnail(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { fatalError("cannot write \(path): errno \(errno)") }
    var done = 0
    while done < size {
        let n = write(fd, data + done, size - done)
        guard n > 0 else { break }
        done += n
    }
    close(fd)
    let service = ImageService(cacheLimit: 8 << 20, pixelBudget: 4_000_000)
    var answered = 0
    service.request(path, size: PixelSize(width: 190, height: 190)) { result in
        answered += 1
        if case .success(let image) = result {
            precondition(image.width <= 190 && image.height <= 190 && image.width > 0 && image.height > 0)
        }
    }
    service.drain()
    precondition(answered == 1, "a request answered \(answered) times")
    return 0
}
