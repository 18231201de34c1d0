#!/usr/bin/env python3
"""Writes the PNG fixtures of PanePixelsTests: one small picture per colour type, bit depth,
transparency and interlace variant, with known pixel values (see PNGTests.swift). Standard
library only; chunks are assembled by hand so every byte is under control.
Run from this folder: python3 make-fixtures.py"""
import struct, zlib

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    raise ValueError(depth)

# Adam7 passes: (x start, y start, x step, y step), from the PNG specification section 8.2.
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def write(path, width, height, color_type, depth, pixels, plte=None, trns=None, interlace=False):
    """pixels[y][x] is a tuple of samples for the colour type."""
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
            raw.append(0)
            raw += pack_row([s for x in range(width) for s in pixels[y][x]], depth)
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
