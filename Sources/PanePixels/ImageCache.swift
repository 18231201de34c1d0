/// Decoded images kept for reuse, bounded by the bytes of their pixels, least recently used
/// evicted first.
///
/// Keys are a path and the size it was decoded for (`ImageCache.Key`), since a thumbnail and a
/// full-screen decode of one file are different pixels. `byteCount` is the sum of the cached
/// images' `Image.byteCount`; it never exceeds `byteLimit` after an insertion returns. An image
/// larger than the whole limit is not kept at all. The cache holds references: an evicted image
/// stays alive as long as a view still shows it.
///
/// Lookups, insertions and evictions are O(1) (a dictionary over a doubly linked list kept in
/// arrays); the arrays only grow to the largest number of images held at once. Not
/// thread-safe: use it from the run-loop thread, next to `ImageLoader.drainCompleted()`.
public final class ImageCache {
    /// What a cached image is found by: a file, the size it was decoded for, and a variant.
    public struct Key: Hashable, Sendable, CustomStringConvertible {
        /// The file's path as bytes (`FilePath`): names need not be UTF-8.
        public var path: FilePath
        /// The size asked of the decoder; 0 x 0 for the image's own size.
        public var width: Int
        /// The height asked of the decoder; 0 with a width of 0 for the image's own size.
        public var height: Int
        /// Tells apart pictures of one file and size made differently (cropped to fill the size,
        /// or fitted inside it); 0 unless the caller says otherwise.
        public var variant: Int

        /// A key for the file at `path` (its UTF-8 bytes), decoded for `width` x `height` as `variant`.
        public init(path: String, width: Int = 0, height: Int = 0, variant: Int = 0) {
            self.init(path: FilePath(path), width: width, height: height, variant: variant)
        }

        /// A key for the file at `path`, decoded for `width` x `height` as `variant`.
        public init(path: FilePath, width: Int = 0, height: Int = 0, variant: Int = 0) {
            self.path = path
            self.width = width
            self.height = height
            self.variant = variant
        }

        public var description: String { "\(path)@\(width)x\(height)" + (variant == 0 ? "" : "#\(variant)") }
    }

    /// The most bytes of pixels kept; a negative limit given at init is 0, which keeps nothing.
    public let byteLimit: Int
    /// Bytes of pixels held: the sum of `Image.byteCount` over the cached images.
    public private(set) var byteCount = 0

    private struct Entry {
        var key: Key
        var image: Image?
        var newer: Int
        var older: Int
    }

    private static let none = -1
    private var index: [Key: Int] = [:]
    private var entries: [Entry] = []
    private var freeSlots: [Int] = []
    private var newest = ImageCache.none
    private var oldest = ImageCache.none

    /// An empty cache that holds at most `byteLimit` bytes of pixels.
    public init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The number of images held.
    public var count: Int { index.count }

    /// The image for `key`, which becomes the most recently used; `nil` when not cached.
    public func image(for key: Key) -> Image? {
        guard let slot = index[key] else { return nil }
        moveToNewest(slot)
        return entries[slot].image
    }

    /// Whether `key` is cached, without changing the order of use.
    public func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Keeps `image` under `key` as the most recently used, replacing what `key` held, then
    /// evicts the least recently used images until `byteCount <= byteLimit`.
    ///
    /// Returns the keys evicted, oldest first (not `key` itself when replaced). An image over
    /// `byteLimit` on its own is not kept and evicts nothing; the result is then `nil`.
    @discardableResult
    public func insert(_ image: Image, for key: Key) -> [Key]? {
        guard image.byteCount <= byteLimit else {
            removeImage(for: key)
            return nil
        }
        if let slot = index[key] {
            byteCount += image.byteCount - (entries[slot].image?.byteCount ?? 0)
            entries[slot].image = image
            moveToNewest(slot)
        } else {
            let slot = allocateSlot(Entry(key: key, image: image, newer: Self.none, older: Self.none))
            index[key] = slot
            byteCount += image.byteCount
            link(slot)
        }
        var evicted: [Key] = []
        while byteCount > byteLimit, oldest != Self.none {
            let victim = entries[oldest].key
            evicted.append(victim)
            removeImage(for: victim)
        }
        return evicted
    }

    /// Drops `key`'s image; returns it, or `nil` when it was not cached.
    @discardableResult
    public func removeImage(for key: Key) -> Image? {
        guard let slot = index.removeValue(forKey: key) else { return nil }
        unlink(slot)
        let image = entries[slot].image
        byteCount -= image?.byteCount ?? 0
        entries[slot].image = nil
        freeSlots.append(slot)
        return image
    }

    /// Drops every image, as on a memory warning; views showing one keep it alive.
    public func removeAll() {
        index.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        newest = Self.none
        oldest = Self.none
        byteCount = 0
    }

    /// The cached keys from least to most recently used: the order eviction takes them in.
    public var keysByRecency: [Key] {
        var keys: [Key] = []
        var slot = oldest
        while slot != Self.none {
            keys.append(entries[slot].key)
            slot = entries[slot].newer
        }
        return keys
    }

    private func allocateSlot(_ entry: Entry) -> Int {
        if let slot = freeSlots.popLast() {
            entries[slot] = entry
            return slot
        }
        entries.append(entry)
        return entries.count - 1
    }

    /// Puts an unlinked `slot` at the newest end.
    private func link(_ slot: Int) {
        entries[slot].older = newest
        entries[slot].newer = Self.none
        if newest != Self.none { entries[newest].newer = slot }
        newest = slot
        if oldest == Self.none { oldest = slot }
    }

    private func unlink(_ slot: Int) {
        let newer = entries[slot].newer, older = entries[slot].older
        if newer != Self.none { entries[newer].older = older } else { newest = older }
        if older != Self.none { entries[older].newer = newer } else { oldest = newer }
        entries[slot].newer = Self.none
        entries[slot].older = Self.none
    }

    private func moveToNewest(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        link(slot)
    }
}
