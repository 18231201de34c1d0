#!/usr/bin/env python3
"""Writes the PaneInput fixtures: evemu 1.3 recordings written from the facts in
docs/devices.md, one per quirk in its list (its quirk table names each fixture). Each device below
restates a row of devices.md; each event list is the smallest stream that shows the quirk.
Run it from this folder; the output is committed, the tests read the .evemu files."""

EV_SYN, EV_KEY, EV_REL, EV_ABS, EV_MSC = 0, 1, 2, 3, 4
SYN_REPORT, SYN_MT_REPORT, SYN_DROPPED = 0, 2, 3
BTN_LEFT, BTN_RIGHT, BTN_TOOL_PEN, BTN_TOUCH = 0x110, 0x111, 0x140, 0x14a
ABS_X, ABS_Y, ABS_MISC = 0, 1, 0x28
SLOT, MAJOR, POS_X, POS_Y, TOOL, TRACK, DIST = 0x2f, 0x30, 0x35, 0x36, 0x37, 0x39, 0x3b
MSC_SCAN = 4
INPUT_PROP_DIRECT = 1
MAXCODE = {EV_SYN: 0x0f, EV_KEY: 0x2ff, EV_REL: 0x0f, EV_ABS: 0x3f, EV_MSC: 0x07}


def mask(codes, maxcode):
    n = (maxcode + 8) // 8
    n = (n + 7) // 8 * 8
    b = [0] * n
    for c in codes:
        b[c // 8] |= 1 << (c % 8)
    return [b[i:i + 8] for i in range(0, n, 8)]


def description(name, ids, props, keys, abs_axes, rel=(), msc=()):
    out = ["# EVEMU 1.3", f"N: {name}", "I: " + " ".join(f"{v:04x}" for v in ids)]
    for chunk in mask(props, 0x1f):
        out.append("P: " + " ".join(f"{x:02x}" for x in chunk))
    types = {EV_SYN, EV_ABS} | ({EV_KEY} if keys else set()) | ({EV_REL} if rel else set()) | ({EV_MSC} if msc else set())
    for chunk in mask(types, 0x1f):
        out.append("B: 00 " + " ".join(f"{x:02x}" for x in chunk))
    for t, codes in ((EV_KEY, keys), (EV_REL, rel), (EV_ABS, [a[0] for a in abs_axes]), (EV_MSC, msc)):
        if t in types:
            for chunk in mask(codes, MAXCODE[t]):
                out.append(f"B: {t:02x} " + " ".join(f"{x:02x}" for x in chunk))
    for code, lo, hi, fuzz, res in abs_axes:
        out.append(f"A: {code:02x} {lo} {hi} {fuzz} 0 {res}")
    return out


def events(frames):
    """frames: list of (time, [(type, code, value), ...]); a SYN_REPORT ends each frame
    unless the frame's list already ends with SYN_REPORT or SYN_DROPPED."""
    out = []
    for t, evs in frames:
        if not evs or evs[-1][:2] not in ((EV_SYN, SYN_REPORT), (EV_SYN, SYN_DROPPED)):
            evs = evs + [(EV_SYN, SYN_REPORT, 0)]
        for typ, code, value in evs:
            out.append(f"E: {int(t)}.{round((t - int(t)) * 1e6):06d} {typ:04x} {code:04x} {value:04d}")
    return out


def write(path, comment, desc, frames=()):
    with open(path, "w") as f:
        f.write("\n".join(desc[:1] + [f"# {line}" for line in comment.split("\n")] + desc[1:] + events(frames)) + "\n")


def mt_axes(xmax, ymax, slots, fuzz=0, res=0, extra=()):
    return [(ABS_X, 0, xmax, fuzz, res), (ABS_Y, 0, ymax, fuzz, res), (SLOT, 0, slots - 1, 0, 0),
            (POS_X, 0, xmax, fuzz, res), (POS_Y, 0, ymax, fuzz, res), (TRACK, 0, 65535, 0, 0)] + list(extra)


def A(code, v): return (EV_ABS, code, v)
def K(code, v): return (EV_KEY, code, v)


FT5X06 = description("generic ft5x06 (00)", (0x18, 0, 0, 0), [INPUT_PROP_DIRECT], [BTN_TOUCH], mt_axes(799, 479, 10))

write("ssd253x-tracking-ids.evemu",
      "Quirk 1: tracking ids are arbitrary, only increase, start at 9 (ssd253x, lv_port_linux#40).\n"
      "800x480 panel, 0..799 x 0..479.",
      description("ssd253x fixture", (0x18, 0, 0, 0), [INPUT_PROP_DIRECT], [BTN_TOUCH], mt_axes(799, 479, 10)),
      [(0.000, [A(SLOT, 0), A(TRACK, 9), A(POS_X, 100), A(POS_Y, 200), K(BTN_TOUCH, 1)]),
       (0.010, [A(SLOT, 1), A(TRACK, 10), A(POS_X, 300), A(POS_Y, 400)]),
       (0.020, [A(SLOT, 0), A(TRACK, -1)]),
       (0.030, [A(SLOT, 1), A(TRACK, -1), K(BTN_TOUCH, 0)]),
       (0.040, [A(SLOT, 0), A(TRACK, 11), A(POS_X, 110), A(POS_Y, 210), K(BTN_TOUCH, 1)]),
       (0.050, [A(TRACK, -1), K(BTN_TOUCH, 0)])])

write("3m-first-contact-without-slot.evemu",
      "Quirk 2: the first contact arrives with no ABS_MT_SLOT (3M MicroTouch 0596:0502):\n"
      "0..32767 both axes, fuzz 15, 60 slots, no INPUT_PROP bits.",
      description("3M 3M USB Touchscreen - EX II", (0x3, 0x596, 0x502, 0x110), [], [BTN_TOUCH], mt_axes(32767, 32767, 60, fuzz=15)),
      [(0.000, [A(TRACK, 5), A(POS_X, 8192), A(POS_Y, 8192), K(BTN_TOUCH, 1), A(ABS_X, 8192), A(ABS_Y, 8192)]),
       (0.008, [A(POS_X, 16384), A(ABS_X, 16384)]),
       (0.016, [A(SLOT, 1), A(TRACK, 6), A(POS_X, 24576), A(POS_Y, 16384)]),
       (0.024, [A(SLOT, 0), A(TRACK, -1), A(SLOT, 1), A(TRACK, -1), K(BTN_TOUCH, 0)])])

write("position-kept-across-contacts.evemu",
      "Quirk 3: a new contact carries no position when it equals the slot's last one\n"
      "(the kernel drops unchanged values). ft5x06-like 800x480 panel.",
      FT5X06,
      [(0.000, [A(TRACK, 100), A(POS_X, 50), A(POS_Y, 60), K(BTN_TOUCH, 1)]),
       (0.010, [A(TRACK, -1), K(BTN_TOUCH, 0)]),
       (0.020, [A(TRACK, 101), K(BTN_TOUCH, 1)]),
       (0.030, [A(TRACK, -1), K(BTN_TOUCH, 0)])])

write("tracking-id-replaced.evemu",
      "Quirk 4: a tracking id changes without a -1 in between: an end and a begin.",
      FT5X06,
      [(0.000, [A(TRACK, 7), A(POS_X, 10), A(POS_Y, 20), K(BTN_TOUCH, 1)]),
       (0.010, [A(TRACK, 8), A(POS_X, 500), A(POS_Y, 300)]),
       (0.020, [A(TRACK, -1), K(BTN_TOUCH, 0)])])

write("hover.evemu",
      "Quirk 5: ABS_MT_DISTANCE > 0, or BTN_TOUCH up with a live tracking id, is hovering.\n"
      "Atmel maXTouch portrait panel (Kohaku): 0..1079 x 0..1919, 16 slots, ABS_MT_DISTANCE.",
      description("Atmel maXTouch Touchscreen", (0x18, 0, 0, 0), [INPUT_PROP_DIRECT], [BTN_TOUCH],
                  mt_axes(1079, 1919, 16, extra=[(DIST, 0, 255, 0, 0)])),
      [(0.000, [A(TRACK, 1), A(POS_X, 100), A(POS_Y, 200), A(DIST, 10)]),
       (0.010, [A(DIST, 0), K(BTN_TOUCH, 1)]),
       (0.020, [A(POS_X, 120)]),
       (0.030, [A(DIST, 5), K(BTN_TOUCH, 0)]),
       (0.040, [A(POS_X, 130)]),
       (0.050, [A(TRACK, -1)]),
       (0.060, [A(TRACK, 2), A(POS_X, 200), A(POS_Y, 300), A(DIST, 0)]),
       (0.070, [K(BTN_TOUCH, 1)]),
       (0.080, [A(TRACK, -1), K(BTN_TOUCH, 0)])])

write("palm.evemu",
      "Quirk 6: ABS_MT_TOOL_TYPE == MT_TOOL_PALM cancels the touch; the palm stays ignored\n"
      "until its contact ends. 800x480 panel with ABS_MT_TOOL_TYPE (as the Wacom AES finger).",
      description("Wacom AES fixture", (0x18, 0, 0, 0), [INPUT_PROP_DIRECT], [BTN_TOUCH],
                  mt_axes(799, 479, 10, extra=[(TOOL, 0, 2, 0, 0)])),
      [(0.000, [A(SLOT, 0), A(TRACK, 1), A(TOOL, 0), A(POS_X, 100), A(POS_Y, 100), K(BTN_TOUCH, 1)]),
       (0.010, [A(SLOT, 1), A(TRACK, 2), A(POS_X, 400), A(POS_Y, 200)]),
       (0.020, [A(TOOL, 2), A(POS_X, 410)]),
       (0.030, [A(POS_X, 420)]),
       (0.040, [A(TRACK, -1), A(SLOT, 0), A(POS_X, 110)]),
       (0.050, [A(SLOT, 1), A(TRACK, 3), A(TOOL, 0), A(POS_X, 500), A(POS_Y, 250)]),
       (0.060, [A(SLOT, 0), A(TRACK, -1), A(SLOT, 1), A(TRACK, -1), K(BTN_TOUCH, 0)])])

write("egalax-saw-nonzero-minimum.evemu",
      "Quirks 7 and 8: non-zero minimum (X 30..4040, Y 60..4035), values outside the range,\n"
      "BTN_TOUCH plus BTN_TOOL_PEN, MSC_SCAN, no INPUT_PROP_DIRECT (eGalax SAW 0eef:0001).",
      description("eGalax Inc. USB TouchController Touchscreen", (0x3, 0xeef, 0x1, 0x210), [], [BTN_TOOL_PEN, BTN_TOUCH],
                  [(ABS_X, 30, 4040, 0, 0), (ABS_Y, 60, 4035, 0, 0)], msc=[MSC_SCAN]),
      [(0.000, [(EV_MSC, MSC_SCAN, 852034), K(BTN_TOUCH, 1), A(ABS_X, 30), A(ABS_Y, 60)]),
       (0.008, [A(ABS_X, 20), A(ABS_Y, 4100)]),
       (0.016, [A(ABS_X, 4040), A(ABS_Y, 4035)]),
       (0.024, [(EV_MSC, MSC_SCAN, 852034), K(BTN_TOUCH, 0)])])

write("negative-range.evemu",
      "Quirk 7: a negative range (libinput's generic single-touch test device:\n"
      "X 10000..20000, Y -2000..2000).",
      description("generic single-touch fixture", (0x3, 0, 0, 0), [], [BTN_TOUCH],
                  [(ABS_X, 10000, 20000, 0, 10), (ABS_Y, -2000, 2000, 0, 9)]),
      [(0.000, [K(BTN_TOUCH, 1), A(ABS_X, 15000), A(ABS_Y, -2000)]),
       (0.010, [A(ABS_Y, 0)]),
       (0.020, [K(BTN_TOUCH, 0)])])

write("elo-2700-btn-left.evemu",
      "Quirk 8: a single-touch panel that presses BTN_LEFT, not BTN_TOUCH\n"
      "(Elo 2700 IntelliTouch 04e7:0020): ABS_X/Y 0..4095, ABS_MISC, no INPUT_PROP bits.",
      description("Elo TouchSystems 2700 IntelliTouch USB Touchmonitor", (0x3, 0x4e7, 0x20, 0x100), [], [BTN_LEFT],
                  [(ABS_X, 0, 4095, 0, 0), (ABS_Y, 0, 4095, 0, 0), (ABS_MISC, 0, 256, 0, 0)], msc=[MSC_SCAN]),
      [(0.000, [A(ABS_X, 1000), A(ABS_Y, 2000), K(BTN_LEFT, 1)]),
       (0.010, [A(ABS_X, 1010)]),
       (0.020, [K(BTN_LEFT, 0)])])

write("pen-button-single-touch.evemu",
      "Quirk 8: a single-touch panel that says BTN_TOOL_PEN and nothing else; 0..2047 (eGalax Mimo range).",
      description("eGalax pen-button fixture", (0x3, 0xeef, 0x1, 0x100), [], [BTN_TOOL_PEN],
                  [(ABS_X, 0, 2047, 0, 0), (ABS_Y, 0, 2047, 0, 0)]),
      [(0.000, [K(BTN_TOOL_PEN, 1), A(ABS_X, 1024), A(ABS_Y, 512)]),
       (0.010, [K(BTN_TOOL_PEN, 0)])])

write("maxtouch-no-direct.evemu",
      "Quirk 8: a touchscreen without INPUT_PROP_DIRECT (Atmel maXTouch, Chromebook Pixel):\n"
      "0..2559 x 0..1699, res 20, 16 slots.",
      description("Atmel maXTouch Touchscreen", (0x18, 0, 0, 0), [], [BTN_TOUCH], mt_axes(2559, 1699, 16, res=20)),
      [(0.000, [A(TRACK, 40), A(POS_X, 1280), A(POS_Y, 850), K(BTN_TOUCH, 1)]),
       (0.050, [A(TRACK, -1), K(BTN_TOUCH, 0)])])

write("ilitek-twin-touch.evemu",
      "Quirk 9: the multitouch node of a twin pair (ILITEK-TP, Chromium event_device_test_util.cc):\n"
      "INPUT_PROP_DIRECT, 0..16384 x 0..9600, res 76/71. Description only.",
      description("ILITEK ILITEK-TP", (0x3, 0x222a, 0x1, 0x110), [INPUT_PROP_DIRECT], [BTN_TOUCH],
                  [(ABS_X, 0, 16384, 0, 76), (ABS_Y, 0, 9600, 0, 71), (SLOT, 0, 9, 0, 0),
                   (POS_X, 0, 16384, 0, 76), (POS_Y, 0, 9600, 0, 71), (TRACK, 0, 65535, 0, 0)]))

write("ilitek-twin-mouse.evemu",
      "Quirk 9: the mouse twin: same name, no INPUT_PROP bits, BTN_LEFT with ABS_X/Y. Description only.",
      description("ILITEK ILITEK-TP", (0x3, 0x222a, 0x1, 0x110), [], [BTN_LEFT, BTN_RIGHT],
                  [(ABS_X, 0, 16384, 0, 76), (ABS_Y, 0, 9600, 0, 71)]))

write("never-release.evemu",
      "Quirk 10: a controller that never sends a release (Goodix gt9xx, tslib#152; resistive\n"
      "0..4095): the contact just stops reporting. 4096x4096 units.",
      description("Goodix Capacitive TouchScreen", (0x18, 0x416, 0x1001, 0x100), [INPUT_PROP_DIRECT], [BTN_TOUCH],
                  mt_axes(4095, 4095, 10)),
      [(0.000, [A(TRACK, 0), A(POS_X, 1000), A(POS_Y, 1000), K(BTN_TOUCH, 1)]),
       (0.010, [A(POS_X, 1010)]),
       (0.020, [A(POS_X, 1020)]),
       (1.000, [A(POS_X, 3000), A(POS_Y, 2000)]),
       (1.010, [A(POS_X, 3010)])])

write("protocol-a.evemu",
      "Quirk 11: protocol A (SYN_MT_REPORT, no slots, no tracking ids), as the Sitronix ST1232\n"
      "and the N-Trig in a Dell XT2 send. 800x480 units.",
      description("Sitronix ST1232 fixture", (0x18, 0, 0, 0), [INPUT_PROP_DIRECT], [BTN_TOUCH],
                  [(ABS_X, 0, 799, 0, 0), (ABS_Y, 0, 479, 0, 0), (POS_X, 0, 799, 0, 0), (POS_Y, 0, 479, 0, 0)]),
      [(0.000, [A(POS_X, 100), A(POS_Y, 100), (EV_SYN, SYN_MT_REPORT, 0), A(POS_X, 500), A(POS_Y, 300),
                (EV_SYN, SYN_MT_REPORT, 0), K(BTN_TOUCH, 1)]),
       (0.010, [A(POS_X, 110), A(POS_Y, 100), (EV_SYN, SYN_MT_REPORT, 0), A(POS_X, 510), A(POS_Y, 300),
                (EV_SYN, SYN_MT_REPORT, 0)]),
       (0.020, [A(POS_X, 520), A(POS_Y, 300), (EV_SYN, SYN_MT_REPORT, 0)]),
       (0.030, [K(BTN_TOUCH, 0)])])

write("fuzz-not-refiltered.evemu",
      "Quirk 12: the kernel already smoothed by fuzz (31 here, the WeTab's eGalax): every\n"
      "change that arrives is reported, nothing is filtered again. 0..32760.",
      description("eGalax fuzz fixture", (0x3, 0xeef, 0x72a1, 0x210), [], [BTN_TOUCH], mt_axes(32760, 32760, 2, fuzz=31)),
      [(0.000, [A(TRACK, 1), A(POS_X, 1000), A(POS_Y, 1000), K(BTN_TOUCH, 1)]),
       (0.004, [A(POS_X, 1001)]),
       (0.008, [A(POS_X, 1003)]),
       (0.012, [A(POS_Y, 1002)]),
       (0.016, [A(TRACK, -1), K(BTN_TOUCH, 0)])])

write("syn-dropped.evemu",
      "Quirk 13: SYN_DROPPED in the middle of a frame, followed by libevdev's sync events\n"
      "(LIBEVDEV_READ_FLAG_SYNC): slot 0 changed contact, slot 1 ended, slot 2 began during the gap.",
      FT5X06,
      [(0.000, [A(SLOT, 0), A(TRACK, 1), A(POS_X, 100), A(POS_Y, 100), A(SLOT, 1), A(TRACK, 2), A(POS_X, 200),
                A(POS_Y, 200), K(BTN_TOUCH, 1)]),
       (0.010, [A(SLOT, 0), A(POS_X, 105), (EV_SYN, SYN_DROPPED, 0)]),
       (0.050, [A(SLOT, 0), A(TRACK, 4), A(POS_X, 150), A(POS_Y, 150), A(SLOT, 1), A(TRACK, -1),
                A(SLOT, 2), A(TRACK, 3), A(POS_X, 300), A(POS_Y, 300)]),
       (0.060, [A(SLOT, 0), A(TRACK, -1), A(SLOT, 2), A(TRACK, -1), K(BTN_TOUCH, 0)])])


# Issue 11: recordings that crashed or hung a replay. Each is replayed through RecordingReplay.
ST1232 = description("Sitronix ST1232 fixture", (0x18, 0, 0, 0), [INPUT_PROP_DIRECT], [BTN_TOUCH],
                     [(ABS_X, 0, 799, 0, 0), (ABS_Y, 0, 479, 0, 0), (POS_X, 0, 799, 0, 0), (POS_Y, 0, 479, 0, 0)])

write("fault-abs-above-max.evemu",
      "Issue 11 item 2: a protocol A description (MT X/Y, no ABS_MT_SLOT) and an EV_ABS event whose\n"
      "code (0x7f) is above ABS_MAX (0x3f): mtdev indexed its tables with it and wrote out of bounds.\n"
      "Also an undeclared key (BTN_LEFT), a type above EV_MAX (0x20) and an EV_SYN code no device\n"
      "sends (9). Each is skipped with one warning; the touch around them decodes.",
      ST1232,
      [(0.000, [A(POS_X, 100), A(POS_Y, 100), (EV_SYN, SYN_MT_REPORT, 0), K(BTN_TOUCH, 1)]),
       (0.010, [A(0x7f, 1), A(POS_X, 110), A(POS_Y, 100), (EV_SYN, SYN_MT_REPORT, 0), K(BTN_LEFT, 1),
                (0x20, 0, 1), (EV_SYN, 9, 0)]),
       (0.020, [(EV_SYN, SYN_MT_REPORT, 0), K(BTN_TOUCH, 0)])])

write("fault-ends-inside-frame.evemu",
      "Issue 11 item 3: a recording stopped with Ctrl-C inside a frame: two complete frames, then\n"
      "events with no SYN_REPORT after them. The complete frames replay; the tail is dropped.",
      FT5X06,
      [(0.000, [A(SLOT, 0), A(TRACK, 1), A(POS_X, 100), A(POS_Y, 100), K(BTN_TOUCH, 1)]),
       (0.010, [A(SLOT, 0), A(TRACK, -1), K(BTN_TOUCH, 0)])])
with open("fault-ends-inside-frame.evemu", "a") as f:
    f.write("\n".join(events([(0.020, [A(SLOT, 0), A(TRACK, 2), A(POS_X, 300), (EV_SYN, SYN_DROPPED, 0)])])[:-1]) + "\n")

write("fault-ends-finger-down.evemu",
      "Issue 11 item 3: a recording that ends with a finger still down, moving. A replay cancels it\n"
      "at the last event (as an unplugged device's touches are) and the app settles.",
      FT5X06,
      [(0.000, [A(SLOT, 0), A(TRACK, 1), A(POS_X, 400), A(POS_Y, 300), K(BTN_TOUCH, 1)]),
       (0.016, [A(POS_Y, 280)]),
       (0.033, [A(POS_Y, 260)])])

write("fault-syn-dropped-no-resync.evemu",
      "Issue 11 item 8: SYN_DROPPED with no resynchronisation after it (a raw reader's recording):\n"
      "slot 0's finger lifted during the gap, but its tracking id -1 was lost with it; slot 1's\n"
      "finger stays down (so BTN_TOUCH stays 1) and is mentioned after the drop. Slot 0 speaks\n"
      "again 580 ms later, with a new contact.",
      FT5X06,
      [(0.000, [A(SLOT, 0), A(TRACK, 1), A(POS_X, 100), A(POS_Y, 400), A(SLOT, 1), A(TRACK, 2),
                A(POS_X, 600), A(POS_Y, 400), K(BTN_TOUCH, 1)]),
       (0.016, [A(SLOT, 0), A(POS_Y, 380)]),
       (0.033, [A(SLOT, 0), A(POS_Y, 350), (EV_SYN, SYN_DROPPED, 0)]),
       (0.050, [A(SLOT, 1), A(POS_Y, 390)]),
       (0.630, [A(SLOT, 0), A(TRACK, 3), A(POS_X, 200), A(POS_Y, 200)]),
       (0.650, [A(SLOT, 0), A(TRACK, -1), A(SLOT, 1), A(TRACK, -1), K(BTN_TOUCH, 0)])])
