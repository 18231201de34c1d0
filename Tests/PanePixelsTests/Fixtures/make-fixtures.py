#!/usr/bin/env python3
"""Writes the PNG fixtures of PanePixelsTests: one small picture per colour type, bit depth,
transparency and interlace variant, with known pixel values (see PNGTests.swift). Standard
library only; chunks are assembled by hand so every byte is under control.
Run from this folder: python3 make-fixtures.py"""
import struct, zlib

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def pack_row(samples, depth):
    if depth < 8:
        # Sub-byte samples fill each byte from its most significant bits; the last byte of a row
        # is padded with zero bits (PNG specification section 7.2).
        out, per_byte = bytearray(), 8 // depth
        for i in range(0, len(samples), per_byte):
            byte = 0
            for j, sample in enumerate(samples[i:i + per_byte]):
                byte |= sample << (8 - depth * (j + 1))
            out.append(byte)
        return bytes(out)
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    raise ValueError(depth)

# Adam7 passes: (x start, y start, x step, y step), from the PNG specification section 8.2.
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def sub_filter(row, bpp):
    """PNG filter type 1 (Sub): each byte minus the byte one pixel to its left."""
    return bytes((row[i] - (row[i - bpp] if i >= bpp else 0)) & 0xFF for i in range(len(row)))

def write(path, width, height, color_type, depth, pixels, plte=None, trns=None, interlace=False, bpp_for_sub=None):
    """pixels[y][x] is a tuple of samples for the colour type. With bpp_for_sub, rows use the
    Sub filter (to keep large smooth fixtures small); otherwise no filter."""
    raw = bytearray()
    if interlace:
        for x0, y0, dx, dy in ADAM7:
            for y in range(y0, height, dy):
                xs = range(x0, width, dx)
                if not xs:
                    continue
                raw.append(0)
                raw += pack_row([s for x in xs for s in pixels[y][x]], depth)
    else:
        for y in range(height):
            row = pack_row([s for x in range(width) for s in pixels[y][x]], depth)
            if bpp_for_sub:
                raw.append(1)
                raw += sub_filter(row, bpp_for_sub)
            else:
                raw.append(0)
                raw += row
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlace else 0))
    if plte:
        out += chunk(b"PLTE", b"".join(bytes(c) for c in plte))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    out += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    out += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(out)

W, H = 4, 2
gray = [[(0,), (85,), (170,), (255,)], [(10,), (20,), (30,), (40,)]]
write("gray.png", W, H, 0, 8, gray)
write("gray-trns.png", W, H, 0, 8, gray, trns=struct.pack(">H", 85))
gray_alpha = [[(255, 255), (255, 128), (100, 0), (200, 51)], [(0, 255), (60, 200), (255, 1), (128, 128)]]
write("gray-alpha.png", W, H, 4, 8, gray_alpha)
rgb = [[(255, 0, 0), (0, 255, 0), (0, 0, 255), (12, 34, 56)], [(255, 255, 255), (0, 0, 0), (200, 100, 50), (1, 2, 3)]]
write("rgb.png", W, H, 2, 8, rgb)
write("rgb-trns.png", W, H, 2, 8, rgb, trns=struct.pack(">HHH", 0, 255, 0))
rgba = [[(255, 0, 0, 255), (0, 255, 0, 128), (0, 0, 255, 0), (200, 100, 50, 64)],
        [(255, 255, 255, 200), (10, 20, 30, 255), (90, 180, 255, 17), (128, 128, 128, 128)]]
write("rgba.png", W, H, 6, 8, rgba)
palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (250, 200, 100)]
indexed = [[(0,), (1,), (2,), (3,)], [(3,), (2,), (1,), (0,)]]
write("palette.png", W, H, 3, 8, indexed, plte=palette)
write("palette-trns.png", W, H, 3, 8, indexed, plte=palette, trns=bytes([255, 128, 0]))
rgb16 = [[(0xFFFF, 0, 0), (0, 0x8080, 0), (0, 0, 0x1234), (0xABCD, 0x0101, 0xFEFE)],
         [(0, 0, 0), (0xFFFF, 0xFFFF, 0xFFFF), (0x7F7F, 0x8000, 0x80FF), (1, 2, 3)]]
write("rgb16.png", W, H, 2, 16, rgb16)
rgba16 = [[(0xFFFF, 0, 0, 0xFFFF), (0, 0xFFFF, 0, 0x8080), (0, 0, 0xFFFF, 0), (0x6464, 0x3232, 0x1919, 0x4040)],
          [(0xFFFF, 0xFFFF, 0xFFFF, 0xC8C8), (0x0A0A, 0x1414, 0x1E1E, 0xFFFF), (0, 0, 0, 0), (0x8080, 0x8080, 0x8080, 0x8080)]]
write("rgba16.png", W, H, 6, 16, rgba16)
# Interlaced: 9x9, so every Adam7 pass holds pixels; value = (x * 28, y * 28, (x + y) * 14).
big = [[(x * 28, y * 28, (x + y) * 14) for x in range(9)] for y in range(9)]
write("rgb-interlaced.png", 9, 9, 2, 8, big, interlace=True)
write("rgb-plain-9x9.png", 9, 9, 2, 8, big)
# Every 16-bit gray value once, 256x256 in order: value = y * 256 + x.
write("gray16-all.png", 256, 256, 0, 16, [[(y * 256 + x,) for x in range(256)] for y in range(256)], bpp_for_sub=2)
# 16-bit gray + alpha.
write("gray-alpha16.png", 2, 1, 4, 16, [[(0xFFFF, 0x8080), (0x4000, 0xFFFF)]])
# Sub-byte depths, widths that leave padding bits: 1-bit gray (5 wide), 2-bit gray (3 wide), 4-bit palette (3 wide).
write("gray1.png", 5, 2, 0, 1, [[(1,), (0,), (1,), (1,), (0,)], [(0,), (0,), (0,), (0,), (1,)]])
write("gray2.png", 3, 1, 0, 2, [[(0,), (2,), (3,)]])
write("palette4.png", 3, 2, 3, 4, [[(0,), (5,), (15,)], [(15,), (5,), (0,)]],
      plte=[(i * 17, 255 - i * 17, 100) for i in range(16)], trns=bytes([255, 255, 255, 255, 255, 64]))
# Broken files: a truncated IDAT and plain garbage with a PNG signature.
with open("rgb.png", "rb") as f:
    whole = f.read()
with open("truncated.png", "wb") as f:
    f.write(whole[: len(whole) - 30])
with open("garbage.png", "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + bytes(range(64)))
# A 20000x20000 RGB header over an IDAT of nothing: refused by the pixel budget before decoding.
with open("huge-header.png", "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b""))
# The RGB file with one IDAT byte changed, so that the chunk's CRC no longer matches.
with open("bad-crc.png", "wb") as f:
    idat = whole.index(b"IDAT") + 6
    f.write(whole[:idat] + bytes([whole[idat] ^ 0x01]) + whole[idat + 1:])
# A zero-width IHDR, which the PNG specification forbids.
with open("zero-width.png", "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 0, 4, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b""))
