#!/usr/bin/env python3
"""Writes the gesture fixtures: evemu 1.3 recordings of taps, drags and a pinch on touchscreens
described in docs/devices.md. Each device restates its devices.md row (bus, ids, ranges,
slots, properties); each stream is what such a controller sends for the gesture.
Run it from this folder; the .evemu output is committed and read by PaneGesturesTests and by
`touch-replay --gestures`."""

EV_SYN, EV_KEY, EV_ABS, EV_MSC = 0, 1, 3, 4
BTN_TOOL_PEN, BTN_TOUCH = 0x140, 0x14a
ABS_X, ABS_Y = 0, 1
SLOT, POS_X, POS_Y, TRACK = 0x2f, 0x35, 0x36, 0x39
MSC_SCAN = 4
INPUT_PROP_DIRECT = 1
MAXCODE = {EV_SYN: 0x0f, EV_KEY: 0x2ff, EV_ABS: 0x3f, EV_MSC: 0x07}


def bits(codes, maxcode):
    """A kernel bit mask as evemu prints it: rows of 8 bytes."""
    nbytes = ((maxcode + 8) // 8 + 7) // 8 * 8
    b = [0] * nbytes
    for c in codes:
        b[c // 8] |= 1 << (c % 8)
    return [b[i:i + 8] for i in range(0, nbytes, 8)]


def header(comment, name, ids, props, keys, axes, msc=()):
    out = ["# EVEMU 1.3"] + [f"# {line}" for line in comment]
    out += [f"N: {name}", "I: " + " ".join(f"{v:04x}" for v in ids)]
    for row in bits(props, 0x1f):
        out.append("P: " + " ".join(f"{x:02x}" for x in row))
    types = [EV_SYN, EV_KEY, EV_ABS] + ([EV_MSC] if msc else [])
    for row in bits(types, 0x1f):
        out.append("B: 00 " + " ".join(f"{x:02x}" for x in row))
    for t, codes in ((EV_KEY, keys), (EV_ABS, [a[0] for a in axes]), (EV_MSC, msc)):
        if t in types:
            for row in bits(codes, MAXCODE[t]):
                out.append(f"B: {t:02x} " + " ".join(f"{x:02x}" for x in row))
    for code, lo, hi, fuzz, res in axes:
        out.append(f"A: {code:02x} {lo} {hi} {fuzz} 0 {res}")
    return out


def event(t, typ, code, value):
    return f"E: {t:.6f} {typ:04x} {code:04x} {value:04d}"


def report(t):
    return event(t, EV_SYN, 0, 0)


class Slots:
    """Protocol B: one contact per slot, new tracking ids counting up from `first_id`."""

    def __init__(self, first_id=0):
        self.lines, self.next_id, self.slot = [], first_id, None

    def _slot(self, t, s):
        if s != self.slot:
            self.lines.append(event(t, EV_ABS, SLOT, s))
            self.slot = s

    def down(self, t, s, x, y):
        self._slot(t, s)
        self.lines.append(event(t, EV_ABS, TRACK, self.next_id))
        self.next_id += 1
        self.lines += [event(t, EV_ABS, POS_X, x), event(t, EV_ABS, POS_Y, y)]

    def move(self, t, s, x=None, y=None):
        self._slot(t, s)
        if x is not None:
            self.lines.append(event(t, EV_ABS, POS_X, x))
        if y is not None:
            self.lines.append(event(t, EV_ABS, POS_Y, y))

    def up(self, t, s):
        self._slot(t, s)
        self.lines.append(event(t, EV_ABS, TRACK, -1))

    def key(self, t, code, value):
        self.lines.append(event(t, EV_KEY, code, value))

    def report(self, t):
        self.lines.append(report(t))


def ft5x06():
    """Raspberry Pi 7" DSI panel, "generic ft5x06 (00)": I2C, X 0..799, Y 0..479 (1:1 with the
    800x480 mode), 10 slots, INPUT_PROP_DIRECT, about 25 Hz (a report every 40 ms)."""
    out = header(["Raspberry Pi 7\" DSI panel (devices.md row 1): I2C, 0..799 x 0..479, 10 slots,",
                  "INPUT_PROP_DIRECT, ~25 Hz. A tap at (400, 240) lifted after 80 ms; at 1 s a",
                  "drag from (200, 100) down 60 px in six 40 ms reports; lifted at 1.28 s."],
                 "generic ft5x06 (00)", (0x18, 0, 0, 0), [INPUT_PROP_DIRECT], [BTN_TOUCH],
                 [(ABS_X, 0, 799, 0, 0), (ABS_Y, 0, 479, 0, 0), (SLOT, 0, 9, 0, 0),
                  (POS_X, 0, 799, 0, 0), (POS_Y, 0, 479, 0, 0), (TRACK, 0, 65535, 0, 0)])
    s = Slots()
    s.down(0.0, 0, 400, 240); s.key(0.0, BTN_TOUCH, 1); s.report(0.0)
    s.up(0.08, 0); s.key(0.08, BTN_TOUCH, 0); s.report(0.08)
    s.down(1.0, 0, 200, 100); s.key(1.0, BTN_TOUCH, 1); s.report(1.0)
    for i in range(1, 7):
        t = 1.0 + 0.04 * i
        s.move(t, 0, y=100 + 10 * i); s.report(t)
    s.up(1.28, 0); s.key(1.28, BTN_TOUCH, 0); s.report(1.28)
    return out + s.lines


def egalax_saw():
    """eGalax SAW single-touch monitor, USB 0eef:0001: X 30..4040, Y 60..4035, BTN_TOUCH and
    BTN_TOOL_PEN, MSC_SCAN, no INPUT_PROP_DIRECT, no slots."""
    out = header(["eGalax SAW single touch (devices.md): USB 0eef:0001, X 30..4040, Y 60..4035,",
                  "BTN_TOUCH + BTN_TOOL_PEN, MSC_SCAN, no INPUT_PROP_DIRECT. A double tap (lifts",
                  "at 0.1 s and 0.45 s, 0.25 s apart), then at 2 s a drag right by 401 raw units",
                  "in 10 ms reports (about 100 Hz) and a lift at 2.1 s."],
                 "eGalax Inc. USB TouchController", (0x03, 0x0eef, 0x0001, 0x0100), [], [BTN_TOOL_PEN, BTN_TOUCH],
                 [(ABS_X, 30, 4040, 0, 0), (ABS_Y, 60, 4035, 0, 0)], msc=[MSC_SCAN])
    lines = []

    def press(t, x, y, down):
        lines.extend([event(t, EV_MSC, MSC_SCAN, 0x90001)])
        if down:
            lines.extend([event(t, EV_ABS, ABS_X, x), event(t, EV_ABS, ABS_Y, y)])
        lines.extend([event(t, EV_KEY, BTN_TOUCH, 1 if down else 0),
                      event(t, EV_KEY, BTN_TOOL_PEN, 1 if down else 0), report(t)])

    press(0.0, 2000, 2000, True); press(0.1, 0, 0, False)
    press(0.35, 2010, 2005, True); press(0.45, 0, 0, False)
    press(2.0, 1000, 1500, True)
    for i in range(1, 6):
        t = 2.0 + 0.01 * i
        x = 1000 + round(401 * i / 5)
        lines.extend([event(t, EV_ABS, ABS_X, x), report(t)])
    press(2.1, 0, 0, False)
    return out + lines


def microtouch_pinch():
    """3M MicroTouch USB 0596:0502: 0..32767 both axes, fuzz 15, 60 slots, no INPUT_PROP bits;
    the first contact arrives without ABS_MT_SLOT."""
    out = header(["3M MicroTouch USB (devices.md): 0596:0502, 0..32767, fuzz 15, 60 slots, no",
                  "INPUT_PROP bits, first contact without ABS_MT_SLOT. Two fingers 4096 units apart",
                  "horizontally spread to 8192 apart in 16 ms reports, then lift."],
                 "3M 3M USB Touchscreen - EX II", (0x03, 0x0596, 0x0502, 0x0110), [], [BTN_TOUCH],
                 [(ABS_X, 0, 32767, 15, 0), (ABS_Y, 0, 32767, 15, 0), (SLOT, 0, 59, 0, 0),
                  (POS_X, 0, 32767, 15, 0), (POS_Y, 0, 32767, 15, 0), (TRACK, 0, 65535, 0, 0)])
    s = Slots(first_id=40)
    s.slot = 0   # quirk 2: the first contact comes with no ABS_MT_SLOT
    s.down(0.0, 0, 14336, 16384); s.down(0.0, 1, 18432, 16384); s.key(0.0, BTN_TOUCH, 1); s.report(0.0)
    for i in range(1, 9):
        t = 0.016 * i
        d = 256 * i
        s.move(t, 0, x=14336 - d); s.move(t, 1, x=18432 + d); s.report(t)
    s.up(0.2, 0); s.up(0.2, 1); s.key(0.2, BTN_TOUCH, 0); s.report(0.2)
    return out + s.lines


for name, lines in (("ft5x06-tap-pan", ft5x06()), ("egalax-saw-double-tap-pan", egalax_saw()),
                    ("microtouch-pinch", microtouch_pinch())):
    with open(f"{name}.evemu", "w") as f:
        f.write("\n".join(lines) + "\n")
