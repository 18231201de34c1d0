internal import CPixman

/// pixman images kept for buffers that are drawn from or into again and again (the frame, a
/// zoomed photo), so that a steady frame creates none: `pixman_image_create_bits` allocates.
///
/// Make one per drawing thread (the compositor owns one) and pass it to
/// `PixelBuffer.drawScaled(_:into:clip:alpha:filter:sourceIsOpaque:cache:)`. Images are keyed by
/// the buffer's address and geometry and only wrap its pixels, so an entry for memory that was
/// freed is harmless: it is used again only for a live buffer with that very address and shape.
/// The least recently used of `capacity` entries is replaced.
public final class PixmanImageCache {
    struct Key: Equatable {
        var base: UnsafeMutablePointer<UInt32>
        var width: Int
        var height: Int
        var stride: Int
        /// Sources get a transform and a filter; targets never do (pixman frees a transform
        /// set back to the identity, and would allocate it again the next frame).
        var isSource: Bool
    }

    private struct Entry {
        var key: Key
        var image: OpaquePointer
        var lastUse: UInt64
    }

    private var entries: [Entry] = []
    private var masks = [OpaquePointer?](repeating: nil, count: 256)
    private var clock: UInt64 = 0
    /// How many pixman images are kept before the least recently used is replaced.
    public let capacity: Int

    /// A cache of `capacity` images (at least 2: a draw needs a source and a target).
    public init(capacity: Int = 16) {
        precondition(capacity >= 2, "PixmanImageCache: room for a source and a target at least")
        self.capacity = capacity
        entries.reserveCapacity(capacity)
    }

    deinit {
        for e in entries { pixman_image_unref(e.image) }
        for case let mask? in masks { pixman_image_unref(mask) }
    }

    /// How many images the cache holds now (masks aside).
    public var count: Int { entries.count }

    /// A pixman image of all of `buffer`, made on first use.
    func image(for buffer: PixelBuffer, isSource: Bool) -> OpaquePointer? {
        clock &+= 1
        let key = Key(base: buffer.base, width: buffer.width, height: buffer.height, stride: buffer.stride, isSource: isSource)
        for i in entries.indices where entries[i].key == key {
            entries[i].lastUse = clock
            return entries[i].image
        }
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(buffer.width), Int32(buffer.height),
                                                   buffer.base, Int32(buffer.stride * 4)) else { return nil }
        let entry = Entry(key: key, image: image, lastUse: clock)
        if entries.count < capacity {
            entries.append(entry)
        } else {
            var oldest = 0
            for i in entries.indices where entries[i].lastUse < entries[oldest].lastUse { oldest = i }
            pixman_image_unref(entries[oldest].image)
            entries[oldest] = entry
        }
        return image
    }

    /// A solid mask of `alpha`, made once per value.
    func mask(alpha: UInt8) -> OpaquePointer? {
        if let mask = masks[Int(alpha)] { return mask }
        var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(alpha) * 257)
        let mask = pixman_image_create_solid_fill(&color)
        masks[Int(alpha)] = mask
        return mask
    }
}
