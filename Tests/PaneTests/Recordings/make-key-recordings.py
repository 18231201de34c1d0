#!/usr/bin/env python3
"""Writes the keyboard recordings that KeyRecordingTests replays (and that the panel VM types
through uinput): evemu 1.3 streams of a USB keyboard and of a barcode scanner in keyboard
emulation, as `touch-replay --record` (libevdev) describes such devices. Each key is what the
kernel sends for a USB keyboard: EV_MSC MSC_SCAN with the HID usage (0x70000 + usage), then
EV_KEY, then SYN_REPORT. Key codes are linux/input-event-codes.h's. Run it from this folder;
the .evemu files are committed."""

import os

here = os.path.dirname(os.path.abspath(__file__))

EV_SYN, EV_KEY, EV_MSC, EV_LED, EV_REP = 0, 1, 4, 0x11, 0x14
MSC_SCAN = 4
MAXCODE = {EV_SYN: 0x1f, EV_KEY: 0x2ff, EV_MSC: 0x07, EV_LED: 0x0f, EV_REP: 0x01}

LETTERS = {"a": 30, "b": 48, "c": 46, "d": 32, "e": 18, "f": 33, "g": 34, "h": 35, "i": 23, "j": 36, "k": 37,
           "l": 38, "m": 50, "n": 49, "o": 24, "p": 25, "q": 16, "r": 19, "s": 31, "t": 20, "u": 22, "v": 47,
           "w": 17, "x": 45, "y": 21, "z": 44}
DIGITS = {"1": 2, "2": 3, "3": 4, "4": 5, "5": 6, "6": 7, "7": 8, "8": 9, "9": 10, "0": 11}
KEY_ENTER, KEY_SPACE, KEY_COMMA, KEY_MINUS, KEY_LEFTSHIFT, KEY_RIGHTALT = 28, 57, 51, 12, 42, 100
KEY_LEFTBRACE, KEY_GRAVE, KEY_TAB, KEY_BACKSPACE = 26, 41, 15, 14
HID = {}
for c, code in LETTERS.items():
    HID[code] = 4 + ord(c) - ord("a")
for c, code in DIGITS.items():
    HID[code] = 0x1e + (int(c) - 1) % 10
HID.update({KEY_ENTER: 0x28, KEY_SPACE: 0x2c, KEY_COMMA: 0x36, KEY_MINUS: 0x2d, KEY_LEFTSHIFT: 0xe1,
            KEY_RIGHTALT: 0xe6, KEY_LEFTBRACE: 0x2f, KEY_GRAVE: 0x35, KEY_TAB: 0x2b, KEY_BACKSPACE: 0x2a})


def bits(codes, maxcode):
    """A kernel bit mask as evemu prints it: rows of 8 bytes."""
    nbytes = ((maxcode + 8) // 8 + 7) // 8 * 8
    b = [0] * nbytes
    for c in codes:
        b[c // 8] |= 1 << (c % 8)
    return [b[i:i + 8] for i in range(0, nbytes, 8)]


def header(name, ident, keys, comment):
    out = ["# EVEMU 1.3"] + [f"# {line}" for line in comment]
    out += [f"N: {name}", "I: " + " ".join(f"{x:04x}" for x in ident)]
    out += ["P: " + " ".join(f"{x:02x}" for x in row) for row in bits([], 0x1f)]
    types = [EV_SYN, EV_KEY, EV_MSC, EV_LED, EV_REP]
    out += ["B: 00 " + " ".join(f"{x:02x}" for x in row) for row in bits(types, MAXCODE[EV_SYN])]
    out += ["B: 01 " + " ".join(f"{x:02x}" for x in row) for row in bits(keys, MAXCODE[EV_KEY])]
    out += ["B: 04 " + " ".join(f"{x:02x}" for x in row) for row in bits([MSC_SCAN], MAXCODE[EV_MSC])]
    out += ["B: 11 " + " ".join(f"{x:02x}" for x in row) for row in bits([0, 1, 2], MAXCODE[EV_LED])]
    out += ["B: 14 " + " ".join(f"{x:02x}" for x in row) for row in bits([0, 1], MAXCODE[EV_REP])]
    return out


# A full-size USB keyboard: every code from KEY_ESC to KEY_KPDOT and the navigation block.
KEYBOARD_KEYS = list(range(1, 84)) + [86, 87, 88, 96, 97, 98, 99, 100, 102, 103, 104, 105, 106, 107, 108, 109,
                                      110, 111, 119, 125, 126, 127]
KEYBOARD = ("USB keyboard (Pane test recording)", (0x0003, 0x0001, 0x0001, 0x0111))
# A scanner in keyboard emulation: digits, letters, shift, minus, enter (what it can type).
SCANNER_KEYS = sorted(set(DIGITS.values()) | set(LETTERS.values()) | {KEY_ENTER, KEY_LEFTSHIFT, KEY_MINUS, KEY_BACKSPACE})
SCANNER = ("Barcode scanner in keyboard emulation (Pane test recording)", (0x0003, 0x0002, 0x0002, 0x0100))


class Keys:
    def __init__(self):
        self.lines = []

    def event(self, t, code, value):
        if value != 2:
            self.lines.append(f"E: {t:.6f} {EV_MSC:04x} {MSC_SCAN:04x} {0x70000 + HID[code]:04d}")
        self.lines.append(f"E: {t:.6f} {EV_KEY:04x} {code:04x} {value:04d}")
        self.lines.append(f"E: {t:.6f} {EV_SYN:04x} 0000 0000")

    def tap(self, t, code, gap):
        self.event(t, code, 1)
        self.event(t + gap / 2, code, 0)
        return t + gap

    def type_us(self, t, text, gap):
        """Types `text` on a US board (letters, digits, space, comma, minus; capitals with shift)."""
        for c in text:
            if c.isupper():
                self.event(t, KEY_LEFTSHIFT, 1)
                t = self.tap(t + gap / 4, LETTERS[c.lower()], gap / 2)
                self.event(t, KEY_LEFTSHIFT, 0)
                t += gap / 2
            else:
                code = LETTERS.get(c) or DIGITS.get(c) or {" ": KEY_SPACE, ",": KEY_COMMA, "-": KEY_MINUS}[c]
                t = self.tap(t, code, gap)
        return t


def us_typing(k):
    t = k.type_us(0.0, "Hello, world", 0.080)
    k.tap(t, KEY_ENTER, 0.080)
    return KEYBOARD, ["Typing 'Hello, world' then return on a US keyboard, a key every 80 ms."]


def de_typing(k):
    """The same board read with the German layout: keys are places, the layout says what they type."""
    t = 0.0
    k.event(t, KEY_LEFTSHIFT, 1)
    t = k.tap(t + 0.02, LETTERS["g"], 0.06)
    k.event(t, KEY_LEFTSHIFT, 0)
    for code in [LETTERS["r"], KEY_LEFTBRACE, KEY_MINUS, LETTERS["e"], KEY_SPACE, KEY_GRAVE, LETTERS["e"],
                 LETTERS["y"], LETTERS["z"]]:
        t = k.tap(t + 0.02, code, 0.08)
    k.event(t, KEY_RIGHTALT, 1)
    t = k.tap(t + 0.02, LETTERS["q"], 0.06)
    k.event(t, KEY_RIGHTALT, 0)
    k.tap(t + 0.08, KEY_ENTER, 0.08)
    return KEYBOARD, ["With --keyboard-layout de this types 'Grüße êzy@' then return: shift-G, r, the ü key",
                      "(US [), the ß key (US -), e, space, dead circumflex (US `) then e, the z key (US y),",
                      "the y key (US z), AltGr-q; a key every 80 ms. With us it types 'Gr[-e `eyz' and q."]


SCAN = "ORDER-2026-11-29-0001234567-KIOSK-LANE-7"


def scanner_burst(k):
    """40 characters in 20 ms (a down and an up every 0.25 ms; shifted letters inside that), then return."""
    assert len(SCAN) == 40
    t, step = 0.0, 0.020 / 40
    for c in SCAN:
        code = LETTERS.get(c.lower()) or DIGITS.get(c) or KEY_MINUS
        if c.isalpha():
            k.event(t, KEY_LEFTSHIFT, 1)
        k.event(t, code, 1)
        k.event(t + step / 2, code, 0)
        if c.isalpha():
            k.event(t + step / 2, KEY_LEFTSHIFT, 0)
        t += step
    k.event(t, KEY_ENTER, 1)
    k.event(t + step / 2, KEY_ENTER, 0)
    return SCANNER, [f"A scan of '{SCAN}' (40 characters) in 20 ms, then return: a barcode scanner's burst."]


def gallery_scan(k):
    """40 keys in 20 ms, 5 s in (after keys-gallery-filter's typing when both are replayed): 29
    backspaces, more than the field holds, then 'landscape-3'. Every key shows in the result: a
    lost backspace leaves a character of 'scape-2', a lost letter changes the name."""
    text = "landscape-3"
    keys = [KEY_BACKSPACE] * (40 - len(text)) + [LETTERS.get(c) or DIGITS.get(c) or KEY_MINUS for c in text]
    t, step = 5.0, 0.020 / 40
    for code in keys:
        k.event(t, code, 1)
        k.event(t + step / 2, code, 0)
        t += step
    return SCANNER, ["A scanner's burst 5 s in: 29 backspaces and 'landscape-3', 40 keys in 20 ms. Replayed after",
                     "keys-gallery-filter, the gallery's filter field ends up holding exactly 'landscape-3'."]


def repeat(k):
    """'a' held for 0.6 s: the kernel's autorepeat (250 ms delay, 33 ms period) repeats it 11 times."""
    k.event(0.0, LETTERS["a"], 1)
    t = 0.250
    for _ in range(11):
        k.event(t, LETTERS["a"], 2)
        t += 0.033
    k.event(0.600, LETTERS["a"], 0)
    k.tap(0.700, KEY_ENTER, 0.08)
    return KEYBOARD, ["'a' held 600 ms: the press, 11 autorepeats (250 ms delay, 33 ms period), the release;",
                      "then return. Typed into a field: 12 a's."]


def unplugged(k):
    """Keys still down when the recording ends, as when a keyboard is pulled mid-press."""
    t = k.type_us(0.0, "ok", 0.08)
    k.event(t, KEY_LEFTSHIFT, 1)
    k.event(t + 0.02, LETTERS["x"], 1)
    return KEYBOARD, ["Typing 'ok', then shift and x go down and the keyboard is unplugged: the recording",
                      "ends with both held. A replay releases them (a warning), so nothing stays stuck."]


def gallery_filter(k):
    """Tab to the gallery's filter field (the first control in reading order), then type."""
    t = k.tap(0.0, KEY_TAB, 0.15)
    k.type_us(t, "scape-2", 0.15)
    return KEYBOARD, ["Tab, then 'scape-2', a key every 150 ms: in the gallery, Tab focuses the filter field",
                      "and the grid narrows to landscape-2."]


EV_REL = 2
REL_X, REL_Y, REL_HWHEEL, REL_WHEEL = 0, 1, 6, 8
BTN_LEFT, BTN_RIGHT, BTN_MIDDLE = 0x110, 0x111, 0x112
MOUSE = ("USB optical mouse (Pane test recording)", (0x0003, 0x0003, 0x0003, 0x0110))


def mouse_header(comment):
    out = ["# EVEMU 1.3"] + [f"# {line}" for line in comment]
    out += [f"N: {MOUSE[0]}", "I: " + " ".join(f"{x:04x}" for x in MOUSE[1])]
    out += ["P: " + " ".join(f"{x:02x}" for x in row) for row in bits([], 0x1f)]
    out += ["B: 00 " + " ".join(f"{x:02x}" for x in row) for row in bits([EV_SYN, EV_KEY, EV_REL, EV_MSC], MAXCODE[EV_SYN])]
    out += ["B: 01 " + " ".join(f"{x:02x}" for x in row) for row in bits([BTN_LEFT, BTN_RIGHT, BTN_MIDDLE], MAXCODE[EV_KEY])]
    out += ["B: 02 " + " ".join(f"{x:02x}" for x in row) for row in bits([REL_X, REL_Y, REL_HWHEEL, REL_WHEEL], 0x0f)]
    out += ["B: 04 " + " ".join(f"{x:02x}" for x in row) for row in bits([MSC_SCAN], MAXCODE[EV_MSC])]
    return out


class Mouse:
    def __init__(self):
        self.lines = []

    def report(self, t, events):
        for typ, code, value in events:
            self.lines.append(f"E: {t:.6f} {typ:04x} {code:04x} {'-' if value < 0 else ''}{abs(value):04d}")
        self.lines.append(f"E: {t:.6f} {EV_SYN:04x} 0000 0000")

    def move(self, t, dx, dy, steps, dt=0.008):
        for i in range(steps):
            self.report(t + i * dt, [(EV_REL, REL_X, dx // steps), (EV_REL, REL_Y, dy // steps)])
        return t + steps * dt


def mouse_click_wheel(m):
    """From the middle of an 800x480 screen: to (100, 40), a click, to (400, 300), three detents down."""
    t = m.move(0.0, -300, -200, 20)
    m.report(t + 0.1, [(EV_MSC, MSC_SCAN, 0x90001), (EV_KEY, BTN_LEFT, 1)])
    m.report(t + 0.18, [(EV_MSC, MSC_SCAN, 0x90001), (EV_KEY, BTN_LEFT, 0)])
    t = m.move(t + 0.3, 300, 260, 20)
    for i in range(3):
        m.report(t + 0.1 + 0.05 * i, [(EV_REL, REL_WHEEL, -1)])
    return ["A mouse: from the screen's middle (400, 240) 300 left and 200 up in 20 reports to (100, 40),",
            "a left click there (80 ms), then to (400, 300) and three wheel detents towards the user."]


FLOWS = [("keys-us-typing", us_typing), ("keys-de-typing", de_typing), ("keys-scanner-burst", scanner_burst),
         ("keys-repeat", repeat), ("keys-unplugged", unplugged), ("keys-gallery-filter", gallery_filter),
         ("keys-gallery-scan", gallery_scan)]

if __name__ == "__main__":
    m = Mouse()
    comment = mouse_click_wheel(m) + ["Written by Tests/PaneTests/Recordings/make-key-recordings.py."]
    with open(os.path.join(here, "mouse-click-wheel.evemu"), "w") as f:
        f.write("\n".join(mouse_header(comment) + m.lines) + "\n")
    for name, flow in FLOWS:
        k = Keys()
        (device, ident), comment = flow(k)
        keys = SCANNER_KEYS if device.startswith("Barcode") else KEYBOARD_KEYS
        lines = header(device, ident, keys, comment + ["Written by Tests/PaneTests/Recordings/make-key-recordings.py."])
        with open(os.path.join(here, f"{name}.evemu"), "w") as f:
            f.write("\n".join(lines + k.lines) + "\n")
