#if canImport(Glibc)
import Glibc
#endif
internal import CDRM
internal import CPaneShims
import PanePixels

/// One XRGB8888 dumb buffer, its framebuffer and its mapping: what the CRTC scans out.
///
/// Made with `drmModeCreateDumbBuffer` → `drmModeAddFB2` → `drmModeMapDumbBuffer` + `mmap`
/// (kernel.md A5, dvdhrm `modeset.c`); rows are `pitch` bytes apart as the kernel returns it,
/// never assumed `width * 4`. The mapping is write-combined or uncached on most drivers: write
/// it row by row, never read it (`pixels` is for writing only; DESIGN.md §4).
///
/// Freed (unmapped, framebuffer removed, dumb buffer destroyed) by `deinit`, which must run
/// while the card's fd is still open: `KMSDisplay` drops its buffers before its card.
final class KMSBuffer {
    let fd: Int32
    let width: Int
    let height: Int
    let handle: UInt32
    let pitch: Int
    let framebuffer: UInt32
    private let map: UnsafeMutableRawPointer
    private let mapSize: Int

    init(fd: Int32, width: Int, height: Int, path: String) throws(DisplayError) {
        self.fd = fd
        self.width = width
        self.height = height
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        var rc = drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), 32, 0, &handle, &pitch, &size)
        guard rc == 0 else { throw .call("drmModeCreateDumbBuffer", on: path, errno: -rc) }
        var framebuffer: UInt32 = 0
        var handles: (UInt32, UInt32, UInt32, UInt32) = (handle, 0, 0, 0)
        var pitches: (UInt32, UInt32, UInt32, UInt32) = (pitch, 0, 0, 0)
        var offsets: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        rc = withUnsafeMutableBytes(of: &handles) { h in
            withUnsafeMutableBytes(of: &pitches) { p in
                withUnsafeMutableBytes(of: &offsets) { o in
                    drmModeAddFB2(fd, UInt32(width), UInt32(height), pane_drm_format_xrgb8888(),
                                  h.baseAddress!.assumingMemoryBound(to: UInt32.self),
                                  p.baseAddress!.assumingMemoryBound(to: UInt32.self),
                                  o.baseAddress!.assumingMemoryBound(to: UInt32.self), &framebuffer, 0)
                }
            }
        }
        guard rc == 0 else {
            drmModeDestroyDumbBuffer(fd, handle)
            throw .call("drmModeAddFB2", on: path, errno: -rc)
        }
        var offset: UInt64 = 0
        rc = drmModeMapDumbBuffer(fd, handle, &offset)
        guard rc == 0 else {
            drmModeRmFB(fd, framebuffer)
            drmModeDestroyDumbBuffer(fd, handle)
            throw .call("drmModeMapDumbBuffer", on: path, errno: -rc)
        }
        let mapped = mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset))
        guard let mapped, mapped != MAP_FAILED else {
            let e = errno
            drmModeRmFB(fd, framebuffer)
            drmModeDestroyDumbBuffer(fd, handle)
            throw .call("mmap (dumb buffer)", on: path, errno: e)
        }
        self.handle = handle
        self.pitch = Int(pitch)
        self.framebuffer = framebuffer
        map = mapped
        mapSize = Int(size)
    }

    deinit {
        munmap(map, mapSize)
        drmModeRmFB(fd, framebuffer)
        drmModeDestroyDumbBuffer(fd, handle)
    }

    /// The mapping as pixels, for writing. The kernel's pitch is a whole number of pixels for
    /// 32-bit formats.
    var pixels: PixelBuffer {
        PixelBuffer(base: map.assumingMemoryBound(to: UInt32.self), width: width, height: height, stride: pitch / 4)
    }

    /// Fills the whole buffer with black, row by row (a new dumb buffer is zeroed by the
    /// kernel, but not every driver promises it).
    func clear() {
        let p = pixels
        for y in 0..<height { p.row(y).update(repeating: 0xFF00_0000) }
    }
}
