#!/usr/bin/env python3
"""Writes one-finger evemu 1.3 recordings of a virtual Raspberry Pi 7" panel ("generic ft5x06
(00)": X 0..799, Y 0..479 one to one with the 800x480 mode, protocol B, BTN_TOUCH, 60 Hz reports),
the same device the gallery's recordings describe (Tests/PaneGalleryTests/Recordings). A tap is a
touch-down, `hold` seconds still, and a lift; a drag moves in 1/60 s steps. Run it from the folder
it lives in: `python3 make-recordings.py NAME "tap X Y [HOLD]; wait S; drag X0 Y0 X1 Y1 SECONDS"`.
"""
import sys

EV_SYN, EV_KEY, EV_ABS = 0, 1, 3
BTN_TOUCH = 0x14a
ABS_X, ABS_Y, SLOT, POS_X, POS_Y, TRACK = 0x00, 0x01, 0x2f, 0x35, 0x36, 0x39
DT = 1.0 / 60

HEADER = """# EVEMU 1.3
# Raspberry Pi 7" DSI panel (generic ft5x06), 60 Hz reports, written by make-recordings.py.
# {comment}
N: generic ft5x06 (00)
I: 0018 0000 0000 0000
P: 02 00 00 00 00 00 00 00
B: 00 0b 00 00 00 00 00 00 00
""" + "".join("B: 01 " + ("00 04 00 00 00 00 00 00" if i == 5 else "00 00 00 00 00 00 00 00") + "\n" for i in range(12)) + \
"""B: 03 03 00 00 00 00 80 60 02
A: 00 0 799 0 0 0
A: 01 0 479 0 0 0
A: 2f 0 9 0 0 0
A: 35 0 799 0 0 0
A: 36 0 479 0 0 0
A: 39 0 65535 0 0 0
"""


class Finger:
    def __init__(self):
        self.lines, self.t, self.xy, self.id = [], 0.0, None, 24902

    def e(self, typ, code, value):
        self.lines.append(f"E: {self.t:.6f} {typ:04x} {code:04x} {value:04d}")

    def syn(self):
        self.e(EV_SYN, 0, 0)
        self.t += DT

    def down(self, x, y):
        self.e(EV_ABS, TRACK, self.id)
        self.id += 1
        self.e(EV_ABS, POS_X, x); self.e(EV_ABS, POS_Y, y)
        self.e(EV_KEY, BTN_TOUCH, 1)
        self.e(EV_ABS, ABS_X, x); self.e(EV_ABS, ABS_Y, y)
        self.xy = (x, y)
        self.syn()

    def move(self, x, y):
        if (x, y) == self.xy:
            self.t += DT       # nothing changed: the kernel sends no report
            return
        if x != self.xy[0]: self.e(EV_ABS, POS_X, x)
        if y != self.xy[1]: self.e(EV_ABS, POS_Y, y)
        if x != self.xy[0]: self.e(EV_ABS, ABS_X, x)
        if y != self.xy[1]: self.e(EV_ABS, ABS_Y, y)
        self.xy = (x, y)
        self.syn()

    def up(self):
        self.e(EV_ABS, TRACK, -1)
        self.e(EV_KEY, BTN_TOUCH, 0)
        self.syn()


def main():
    name, plan = sys.argv[1], sys.argv[2]
    f = Finger()
    for step in [s.split() for s in plan.split(";") if s.strip()]:
        kind, args = step[0], [float(a) for a in step[1:]]
        if kind == "tap":
            f.down(int(args[0]), int(args[1]))
            f.t += args[2] if len(args) > 2 else 0.08
            f.up()
        elif kind == "wait":
            f.t += args[0]
        elif kind == "drag":
            x0, y0, x1, y1, secs = args
            f.down(int(x0), int(y0))
            n = max(1, int(round(secs / DT)))
            for i in range(1, n + 1):
                f.move(int(round(x0 + (x1 - x0) * i / n)), int(round(y0 + (y1 - y0) * i / n)))
            f.up()
        else:
            sys.exit(f"unknown step {kind}")
    with open(f"{name}.evemu", "w") as out:
        out.write(HEADER.format(comment=plan) + "\n".join(f.lines) + "\n")


main()
