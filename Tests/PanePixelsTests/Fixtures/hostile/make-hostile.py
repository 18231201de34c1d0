#!/usr/bin/env python3
"""Writes the hostile PNG fixtures of issue 28 item 1 (PNGChunkTests.swift, and seeds for
`make fuzz`'s FuzzThumbnail). Standard library only. Run from this folder: python3 make-hostile.py

Every file is a 4x2 RGB picture (the pixels of ../rgb.png) or its first bytes, plus chunks that
used to make libpng allocate what they claim rather than what the file holds:
  *-length.png   a chunk header declaring 700 MiB, then the file ends (the 49-byte bomb):
                 tEXt, zTXt, iTXt, iCCP and a private ancillary chunk (prVt)
  *-inflate.png  one zTXt / iTXt whose text inflates to 7,000,000 bytes from about 7 KB; the
                 tests repeat the chunk (libpng kept up to 1,000 of them, 8 MB each)
  many-text.png  the picture with 1,200 small text chunks before the image data and 10 after
  tail-text-length.png  the whole picture, then a tEXt after IDAT declaring 700 MiB"""
import struct, zlib

def chunk(kind, data, declared=None):
    length = len(data) if declared is None else declared
    return struct.pack(">I", length) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

SIG = b"\x89PNG\r\n\x1a\n"
IHDR = chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 2, 8, 2, 0, 0, 0))
ROWS = [[(255, 0, 0), (0, 255, 0), (0, 0, 255), (12, 34, 56)], [(255, 255, 255), (0, 0, 0), (200, 100, 50), (1, 2, 3)]]
IDAT = chunk(b"IDAT", zlib.compress(b"".join(b"\x00" + bytes(s for p in row for s in p) for row in ROWS), 9))
IEND = chunk(b"IEND", b"")
MIB700 = 700 << 20

def save(name, data):
    with open(name, "wb") as f:
        f.write(data)

# A chunk header claiming 700 MiB followed by three bytes of data, and nothing more.
for kind in [b"tEXt", b"zTXt", b"iTXt", b"iCCP", b"prVt"]:
    save(kind.decode().lower() + "-length.png", SIG + IHDR + struct.pack(">I", MIB700) + kind + b"k\x00v")

inflating = zlib.compress(b"a" * 7_000_000, 9)
save("ztxt-inflate.png", SIG + IHDR + chunk(b"zTXt", b"k\x00\x00" + inflating) + IDAT + IEND)
save("itxt-inflate.png", SIG + IHDR + chunk(b"iTXt", b"k\x00\x01\x00\x00\x00" + inflating) + IDAT + IEND)

texts = b""
for i in range(400):
    texts += chunk(b"tEXt", b"key%d\x00value %d" % (i, i))
    texts += chunk(b"zTXt", b"z%d\x00\x00" % i + zlib.compress(b"compressed %d" % i))
    texts += chunk(b"iTXt", b"i%d\x00\x00\x00en\x00\x00text %d" % (i, i))
after = b"".join(chunk(b"tEXt", b"after%d\x00x" % i) for i in range(10))
save("many-text.png", SIG + IHDR + texts + IDAT + after + IEND)

save("tail-text-length.png", SIG + IHDR + IDAT + struct.pack(">I", MIB700) + b"tEXt" + b"k\x00v")
