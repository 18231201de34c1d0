public import Pane

/// Where the gallery's pictures come from: decoded, scaled to the size they are shown at, and
/// kept in a byte-bounded cache, so that scrolling back shows them at once.
///
/// A request is answered through its completion, on the run-loop thread, exactly once: with an
/// image, or with the error that a broken-image placeholder shows. Decoding happens off the
/// frame when a worker loader is attached; without one (headless runs, tests) it happens when the
/// app next drains the service, between frames, so that runs replay exactly.
public final class ImageService {
    public typealias Completion = (Result<Image, ImageError>) -> Void

    /// Bytes of decoded pixels the cache may hold.
    public let cacheLimit: Int
    /// Images over this many pixels are refused with `.tooLarge` before decoding.
    public let pixelBudget: Int
    public private(set) var cachedBytes = 0
    /// Decodes done so far (cache misses).
    public private(set) var decodeCount = 0
    /// One line per failed file, for the log.
    public var onError: ((String) -> Void)?

    struct Key: Hashable {
        var path: String
        var width: Int
        var height: Int
    }

    private var cache: [Key: (image: Image, stamp: Int)] = [:]
    private var clock = 0
    private var pending: [(key: Key, completion: Completion)] = []

    public init(cacheLimit: Int = 64 << 20, pixelBudget: Int = 40_000_000) {
        self.cacheLimit = cacheLimit
        self.pixelBudget = pixelBudget
    }

    /// Asks for `path` scaled to fill `size` (aspect fill, at most the image's own size);
    /// `.zero` keeps the image's size. A cached image answers at once.
    public func request(_ path: String, size: PixelSize, completion: @escaping Completion) {
        let key = Key(path: path, width: size.width, height: size.height)
        if let hit = cache[key] {
            clock += 1
            cache[key] = (hit.image, clock)
            completion(.success(hit.image))
            return
        }
        pending.append((key, completion))
    }

    /// Whether requests are waiting to be decoded.
    public var hasPending: Bool { !pending.isEmpty }

    /// Decodes every waiting request and calls its completion. The app calls this between
    /// frames; the results show in the next frame.
    public func drain() {
        while !pending.isEmpty {
            let (key, completion) = pending.removeFirst()
            if let hit = cache[key] {
                completion(.success(hit.image))
                continue
            }
            completion(decode(key))
        }
    }

    func decode(_ key: Key) -> Result<Image, ImageError> {
        decodeCount += 1
        do {
            let full = try decodeFile(key.path, minimum: key.width > 0 ? (key.width, key.height) : nil)
            let image = key.width > 0 && key.height > 0 ? Thumbnail.make(from: full, fitting: key.width, key.height) : full
            insert(image, for: key)
            return .success(image)
        } catch {
            onError?("gallery: \(key.path): \(error)")
            return .failure(error)
        }
    }

    /// PNG or JPEG by content; JPEG decodes at a reduced scale when that still covers `minimum`.
    func decodeFile(_ path: String, minimum: (width: Int, height: Int)?) throws(ImageError) -> Image {
        Image(try ImageFile.decode(path: path, maxPixels: pixelBudget, minimumSize: minimum))
    }

    private func insert(_ image: Image, for key: Key) {
        guard image.byteCount <= cacheLimit else { return }
        clock += 1
        cache[key] = (image, clock)
        cachedBytes += image.byteCount
        while cachedBytes > cacheLimit, let oldest = cache.min(by: { $0.value.stamp < $1.value.stamp }) {
            cache.removeValue(forKey: oldest.key)
            cachedBytes -= oldest.value.image.byteCount
        }
    }
}
