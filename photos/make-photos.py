#!/usr/bin/env python3
"""Writes the gallery's sample pictures: procedural scenes (sky, hills, sun, stripes), made
here, so they carry no one else's rights (CC0, see LICENSE). Standard library only:
PNG chunks are written with zlib and struct. Run from this folder: python3 make-photos.py"""
import math, struct, zlib

def png(path, w, h, pixel):
    rows = bytearray()
    for y in range(h):
        rows.append(0)
        for x in range(w):
            rows.extend(pixel(x, y))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(bytes(rows), 9)))
        f.write(chunk(b"IEND", b""))

def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))

def landscape(seed):
    sky_top = [(30, 60, 140), (250, 120, 60), (20, 20, 60), (120, 180, 230)][seed % 4]
    sky_low = [(150, 200, 250), (255, 210, 150), (90, 60, 140), (230, 240, 250)][seed % 4]
    hill = [(40, 120, 60), (110, 70, 40), (30, 40, 80), (60, 150, 90)][seed % 4]
    sun_x, sun_y = 120 + 70 * seed % 400, 90 + 13 * seed % 80
    def pixel(x, y):
        ridge = 300 + 40 * math.sin(x / (60 + 7 * seed) + seed) + 20 * math.sin(x / 23 + 2 * seed)
        if y > ridge:
            return mix(hill, (10, 20, 10), min(1, (y - ridge) / 200))
        d = math.hypot(x - sun_x, y - sun_y)
        if d < 36:
            return (255, 240, 190)
        return mix(sky_top, sky_low, y / 360)
    return pixel

def stripes(seed):
    colors = [(230, 70, 60), (240, 200, 60), (60, 160, 220), (250, 250, 245), (40, 40, 50)]
    def pixel(x, y):
        band = ((x + y * (seed % 3 - 1)) // (24 + 8 * seed)) % len(colors)
        return colors[(band + seed) % len(colors)]
    return pixel

if __name__ == "__main__":
    for i in range(8):
        png(f"landscape-{i + 1}.png", 640, 427, landscape(i))
    for i in range(4):
        png(f"stripes-{i + 1}.png", 480, 480, stripes(i))
