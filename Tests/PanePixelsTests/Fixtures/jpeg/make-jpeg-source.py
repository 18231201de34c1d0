#!/usr/bin/env python3
"""The picture behind the JPEG fixtures (a 48x32 gradient with a bright corner mark, so any
turn or mirror shows), and, with --exif, copies of s444.jpg carrying an Exif APP1 block whose
Orientation tag is 1 to 8 (TIFF little-endian "II", IFD0 with one entry, tag 0x0112)."""
import struct, sys

if "--exif" in sys.argv:
    data = open("s444.jpg", "rb").read()
    assert data[:2] == b"\xff\xd8"
    for value in range(1, 9):
        tiff = b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", 1) \
             + struct.pack("<HHIHH", 0x0112, 3, 1, value, 0) + struct.pack("<I", 0)
        payload = b"Exif\x00\x00" + tiff
        app1 = b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload
        open(f"orient-{value}.jpg", "wb").write(data[:2] + app1 + data[2:])
    sys.exit(0)

W, H = 48, 32
with open("source.ppm", "wb") as f:
    f.write(b"P6 %d %d 255\n" % (W, H))
    for y in range(H):
        for x in range(W):
            if x < 8 and y < 8:
                f.write(bytes([255, 255, 255]))     # the top-left mark
            else:
                f.write(bytes([x * 5, y * 7, 128]))
