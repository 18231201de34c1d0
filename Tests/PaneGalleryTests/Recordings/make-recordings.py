#!/usr/bin/env python3
"""Writes the gallery flow recordings: evemu 1.3 streams of a virtual Raspberry Pi 7" panel
("generic ft5x06 (00)", docs/devices.md row 1: I2C, X 0..799, Y 0..479 one to one with
the 800x480 mode, 10 slots, INPUT_PROP_DIRECT, protocol B with tracking ids, BTN_TOUCH, no
pressure). GalleryFlowTests replays each one with `--replay`, as a user would.

What the stream looks like is what the kernel makes of edt-ft5x06's reports:
- one report about every 1/60 s while a finger is down (the driver's polled mode, about 17 ms;
  the old firmware driver polled at 25 Hz), on the controller's own clock, not the display's:
  each gesture starts at a random phase of the display's 60 Hz frame, reports come every
  16.75 ms (the controller's oscillator runs 0.5 % slow against the panel's refresh, so reports
  drift across frames) with up to +-0.8 ms of interrupt and I2C latency each. Nothing lands on
  the frame grid (a replay's grid starts at the first report; no report comes within 2 us of a
  frame time), so a replay delivers reports as a panel would. The random draws are seeded per
  recording, so running this again writes the same files;
- per report, each slot that changed: ABS_MT_SLOT (only when it differs from the last one sent),
  ABS_MT_TRACKING_ID on a new contact (ids count up from 24902, as a real ft5x06 dump shows,
  docs/kernel.md B12) or -1 on a lift, ABS_MT_POSITION_X/Y only when they changed (the input
  core drops repeated values, input_handle_abs_event in drivers/input/input.c);
- then the pointer emulation of input_mt_report_pointer_emulation: BTN_TOUCH when it changes,
  ABS_X/ABS_Y of the oldest contact when they change; then SYN_REPORT. A report in which nothing
  changed is not passed on (input_handle_event passes a frame only with at least 2 values), so a
  finger resting still sends nothing.

Key positions of the on-screen keyboard follow KeyboardView.layoutSubviews at 800x480 (220 pt
tall, so its top is y 260). Run it from this folder; the .evemu files are committed, and
demo.evemu is also copied into Sources/PaneGallery/DemoScript.swift (`make run`'s demo)."""

import os
import random

EV_SYN, EV_KEY, EV_ABS = 0, 1, 3
BTN_TOUCH = 0x14a
ABS_X, ABS_Y = 0x00, 0x01
SLOT, POS_X, POS_Y, TRACK = 0x2f, 0x35, 0x36, 0x39
INPUT_PROP_DIRECT = 1
MAXCODE = {EV_SYN: 0x0f, EV_KEY: 0x2ff, EV_ABS: 0x3f}
HZ = 60.0
DT = 1.0 / HZ              # the display's frame
PERIOD = 1.0 / 59.7        # the controller's report period: 16.75 ms, 0.5 % slower than a frame
JITTER = 0.0008            # +- latency of each report


def bits(codes, maxcode):
    """A kernel bit mask as evemu prints it: rows of 8 bytes."""
    nbytes = ((maxcode + 8) // 8 + 7) // 8 * 8
    b = [0] * nbytes
    for c in codes:
        b[c // 8] |= 1 << (c % 8)
    return [b[i:i + 8] for i in range(0, nbytes, 8)]


def header(comment):
    """The ft5x06 as `touch-replay --record` (libevdev) describes it."""
    out = ["# EVEMU 1.3"] + [f"# {line}" for line in comment]
    out += ["N: generic ft5x06 (00)", "I: 0018 0000 0000 0000"]
    out += ["P: " + " ".join(f"{x:02x}" for x in row) for row in bits([INPUT_PROP_DIRECT], 0x1f)]
    out += ["B: 00 " + " ".join(f"{x:02x}" for x in row) for row in bits([EV_SYN, EV_KEY, EV_ABS], 0x1f)]
    out += ["B: 01 " + " ".join(f"{x:02x}" for x in row) for row in bits([BTN_TOUCH], MAXCODE[EV_KEY])]
    axes = [(ABS_X, 799), (ABS_Y, 479), (SLOT, 9), (POS_X, 799), (POS_Y, 479), (TRACK, 65535)]
    out += ["B: 03 " + " ".join(f"{x:02x}" for x in row) for row in bits([a for a, _ in axes], MAXCODE[EV_ABS])]
    out += [f"A: {code:02x} 0 {hi} 0 0 0" for code, hi in axes]
    return out


class Panel:
    """The kernel's view of the controller: per-slot state and the filtering of repeated values."""

    def __init__(self, seed=0):
        self.rng = random.Random(seed)
        self.first = None        # the first report's time: where a replay's frame grid starts
        self.lines = []
        self.slot = 0            # ABS_MT_SLOT as last sent
        self.slots = {}          # slot -> [tracking id, x, y]
        self.last_xy = {}        # slot -> (x, y) as last sent, kept after a lift (devices.md quirk 3)
        self.next_id = 24902
        self.touch = False
        self.pointer = (None, None)

    def _e(self, t, typ, code, value):
        self.lines.append(f"E: {t:.6f} {typ:04x} {code:04x} {value:04d}")

    def _off_grid(self, t):
        """Whether `t` (rounded to evemu's microseconds) is at least 2 us from every frame time
        of a replay's 60 Hz grid."""
        if self.first is None:
            return True
        phase = (round(t, 6) - self.first) / DT
        return abs(phase - round(phase)) * DT >= 2e-6

    def start(self, t):
        """A gesture meant for `t` begins at a random phase of the display's frame."""
        while True:
            s = t + self.rng.uniform(0, DT)
            if self._off_grid(s):
                return s

    def tick(self, start, k):
        """The time of the k-th report (k >= 0, k = 0 is `start` itself) of a gesture from `start`."""
        if k == 0:
            return start
        while True:
            s = start + k * PERIOD + self.rng.uniform(-JITTER, JITTER)
            if self._off_grid(s):
                return s

    def report(self, t, contacts):
        """One report at `t`: `contacts` maps slot -> (x, y) for the fingers down now."""
        if self.first is None:
            self.first = round(t, 6)
        for s in sorted(set(self.slots) | set(contacts)):
            events = []
            if s in contacts:
                x, y = contacts[s]
                if s not in self.slots:
                    events.append((TRACK, self.next_id))
                    self.slots[s] = self.next_id
                    self.next_id += 1
                lx, ly = self.last_xy.get(s, (None, None))
                if x != lx:
                    events.append((POS_X, x))
                if y != ly:
                    events.append((POS_Y, y))
                self.last_xy[s] = (x, y)
            else:
                events.append((TRACK, -1))
                del self.slots[s]
            if events and s != self.slot:
                self._e(t, EV_ABS, SLOT, s)
                self.slot = s
            for code, value in events:
                self._e(t, EV_ABS, code, value)
        down = bool(contacts)
        if down != self.touch:
            self._e(t, EV_KEY, BTN_TOUCH, 1 if down else 0)
            self.touch = down
        if down:
            oldest = min(self.slots, key=lambda s: self.slots[s])
            px, py = contacts[oldest]
            if px != self.pointer[0]:
                self._e(t, EV_ABS, ABS_X, px)
            if py != self.pointer[1]:
                self._e(t, EV_ABS, ABS_Y, py)
            self.pointer = (px, py)
        self._e(t, EV_SYN, 0, 0)

    # Gestures meant for time `t`, on the controller's clock (`start`, `tick`).

    def tap(self, t, x, y, held=0.05):
        s = self.start(t)
        self.report(s, {0: (x, y)})
        self.report(self.tick(s, round(held * HZ)), {})

    def double_tap(self, t, x, y):
        """Two taps 0.2 s apart (within the 0.35 s of spec §7.4)."""
        self.tap(t, x, y)
        self.tap(t + 0.2, x, y)

    def drag(self, t, a, b, reports, hold=0, lift=True):
        """One finger from `a` to `b` in `reports` steps; `hold` reports resting (nothing sent)
        before the lift. Returns the time of the last report."""
        s = self.start(t)
        self.report(s, {0: a})
        for i in range(1, reports + 1):
            f = i / reports
            p = (round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f))
            self.report(self.tick(s, i), {0: p})
        end = self.tick(s, reports + hold + 1)
        if lift:
            self.report(end, {})
        return end


def keyboard_key(caption):
    """The centre of a key, from KeyboardView.layoutSubviews at 800x480 (keyboard top 260)."""
    rows = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"]
    top, row_height, gap = 260, (220 - 10) / 5, 6.0
    unit = (800 - gap) / 10
    for r, row in enumerate(rows):
        if caption in row:
            c = row.index(caption)
            inset = (10 - len(row)) * unit / 2
            return (round(gap + inset + c * unit + (unit - gap) / 2), round(top + 5 + r * row_height + row_height / 2))
    y = round(top + 5 + 4 * row_height + row_height / 2)
    return {"space": (round(gap + unit * 4.5 - gap / 2), y), "⌫": (round(gap + unit * 7.75 - gap / 2), y),
            "done": (round(gap + unit * 9.25 - gap / 2), y)}[caption]


# The grid at 800x480: 4 columns of 190 pt cells, 8 pt apart, under the 44 pt title bar; cell 1
# (the second photo) is at x 206..396, y 52..242 on screen when the grid is at the top.
OPEN_PHOTO_1 = (300, 150)
CENTRE = (400, 240)
TITLE = (300, 22)         # the navigation bar, left of the filter field (x 612..792)
FILTER = (700, 22)
BACK = (40, 22)           # the pager's back button "‹ Photos" at the bar's left end


def flick_up(p, t):
    """A fast flick up the grid (250 px in 6 reports, lifted while moving): it hits the bottom."""
    p.drag(t, (400, 400), (400, 150), 6, lift=True)


def grid_flick_scroll(p):
    flick_up(p, 0.0)
    # A slow drag down 100 px over a second, resting 0.2 s before the lift: no momentum.
    p.drag(3.0, (400, 150), (400, 250), 60, hold=12)
    return ["Grid: a flick up at 0 s (250 px in 100 ms) that ends at the bottom edge; at 3 s",
            "a slow drag down 100 px over 1 s, resting 0.2 s, then lifted."]


def status_bar_tap(p):
    flick_up(p, 0.0)
    p.tap(3.0, *TITLE)
    return ["Grid: a flick up at 0 s, then at 3 s a tap on the title bar at (300, 22)."]


def open_photo(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    return ["Grid: a tap on the second photo at (300, 150)."]


def page_swipe(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.drag(1.0, (600, 240), (200, 240), 16)
    return ["Open the second photo; at 1 s a swipe left 400 px in 16 reports (lifted while moving)."]


def pinch_zoom(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    # Two fingers 190 px apart around the centre: the first report spreads them to 200 (past the
    # pinch's 8 pt, spec §7.3, so it begins there), then 5 px per finger per report to 500 apart.
    s = p.start(1.0)
    p.report(s, {0: (305, 240), 1: (495, 240)})
    for i in range(0, 31):
        p.report(p.tick(s, i + 1), {0: (300 - 5 * i, 240), 1: (500 + 5 * i, 240)})
    p.report(p.tick(s, 36), {})
    return ["Open the second photo; at 1 s two fingers at (305, 240) and (495, 240) move to 200",
            "apart, then spread to (150, 240) and (650, 240) in 30 reports, rest 4 and lift together."]


def double_tap_zoom(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.double_tap(1.0, *CENTRE)
    p.double_tap(2.5, *CENTRE)
    return ["Open the second photo; a double tap at the centre at 1 s, another at 2.5 s."]


def close(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.tap(1.0, *CENTRE)
    return ["Open the second photo; at 1 s a single tap closes it."]


def slideshow(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.tap(10.0, *CENTRE)
    return ["Open the second photo, then nothing for 10 s (the gallery runs with",
            "--slideshow-after 5 --slide-interval 2); at 10 s a tap ends the show."]


def filter_keyboard(p):
    p.tap(0.0, *FILTER)
    for i, key in enumerate("str"):
        p.tap(0.6 + 0.6 * i, *keyboard_key(key))
    return ["A tap on the filter field at (700, 22) brings up the keyboard; at 0.6, 1.2 and",
            "1.8 s taps on its keys s, t and r."]


def pan_handoff(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.double_tap(1.0, *CENTRE)
    # Zoomed 2.5x at the centre: the photo can pan 600 pt right before its edge. One drag left
    # 760 px (20 px a report, 1200 pt/s), lifted while moving: 610 px take the photo to its
    # edge, the rest and the velocity belong to the pager.
    p.drag(2.5, (780, 240), (20, 240), 38)
    return ["Open the second photo, double tap to zoom it 2.5x at the centre; at 2.5 s one",
            "drag left from (780, 240) to (20, 240) in 38 reports, lifted while moving."]


def demo(p):
    flick_up(p, 0.0)
    p.tap(2.5, 400, 22)
    p.tap(4.0, 100, 150)
    p.drag(5.5, (640, 240), (160, 240), 12)
    p.double_tap(7.5, *CENTRE)
    p.double_tap(9.0, *CENTRE)
    p.tap(10.5, *BACK)
    return ["The flow `make run` plays: a flick up the grid, a tap on the title bar, a tap on",
            "the first photo, a swipe to the next, a double tap in and one out, back to the grid",
            "with the back button."]


def back_button(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.tap(1.0, *BACK)
    return ["Open the second photo; at 1 s a tap on the back button at (40, 22)."]


def edge_swipe(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    # From 5 px off the left edge (within the 20 pt of NavigationStack.edgeWidth), 500 px right
    # in 20 reports (about 1500 pt/s), lifted while moving: past half the width, it pops.
    p.drag(1.0, (5, 240), (505, 240), 20)
    return ["Open the second photo; at 1 s a drag from the left edge (5, 240) to (505, 240)",
            "in 20 reports, lifted while moving."]


def slideshow_from_grid(p):
    p.tap(0.0, *TITLE)
    p.tap(5.0, *BACK)
    return ["A tap on the title bar (the grid is at the top already), then nothing for 5 s (the",
            "gallery runs with --slideshow-after 2 --slide-interval 2); at 5 s a tap on the back button."]


# The edge swipe's decision at the lift (issue 27 item 1, InteractivePop): the pager, 800 pt
# wide, pops when the screen's position carried on at the release velocity and acceleration
# over 0.35 s passes 187.5 pt; a finger that rested has neither; a flick back toward the edge
# cancels. The screen's position is the finger's x less its 5 px start and the pan's 10 pt
# hysteresis.

def pop_rest_240(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.drag(1.0, (5, 240), (260, 240), 20, hold=20)
    return ["Open the second photo; at 1 s a drag from the left edge to (260, 240), about 770 pt/s,",
            "then 0.33 s at rest and the lift: resting at 245 pt, past 187.5, it pops."]


def pop_rest_100(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.drag(1.0, (5, 240), (115, 240), 10, hold=20)
    return ["Open the second photo; at 1 s a drag from the left edge to (115, 240), then 0.33 s at",
            "rest and the lift: resting at 100 pt, it slides back."]


def pop_slow(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.drag(1.0, (5, 240), (190, 240), 111)
    return ["Open the second photo; at 1 s a slow drag from the left edge to (190, 240), about",
            "100 pt/s, lifted while moving: 170 pt plus 35 passes 187.5, it pops (short of half",
            "the width and slower than 500 pt/s, the old rule slid it back)."]


def pop_fast(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.drag(1.0, (5, 240), (185, 240), 4)
    return ["Open the second photo; at 1 s a flick from the left edge to (185, 240) in 4 reports,",
            "about 2,700 pt/s, lifted while moving: it pops, never faster than the finger."]


def pop_paused(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    p.drag(1.0, (5, 240), (165, 240), 6, hold=12)
    return ["Open the second photo; at 1 s a fast drag from the left edge to (165, 240), about",
            "1,600 pt/s, then 0.2 s at rest and the lift: the rest leaves no velocity, at 150 pt it",
            "slides back."]


def pop_flick_back(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    s = p.start(1.0)
    p.report(s, {0: (5, 240)})
    path = [round(5 + 300 * i / 12) for i in range(1, 13)] + [285, 265, 245]
    for k, x in enumerate(path, start=1):
        p.report(p.tick(s, k), {0: (x, 240)})
    p.report(p.tick(s, len(path) + 1), {})
    return ["Open the second photo; at 1 s a drag from the left edge to (305, 240), then back to",
            "(245, 240) in 3 reports, about 1,200 pt/s toward the edge, lifted while moving back:",
            "at 230 pt, past 187.5, the flick back cancels it."]


def steps_from_edge(p, t, steps):
    """One finger from (5, 240) moving right by `steps[k]` px in report k + 1, lifted at the next
    report (while moving)."""
    s = p.start(t)
    x = 5
    p.report(s, {0: (x, 240)})
    for k, dx in enumerate(steps, start=1):
        x += dx
        p.report(p.tick(s, k), {0: (x, 240)})
    p.report(p.tick(s, len(steps) + 1), {})


def pop_slowing_down(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    steps_from_edge(p, 1.0, [15] * 8 + [13, 11, 9, 7, 5, 3, 1])
    return ["Open the second photo; at 1 s a drag from the left edge at about 900 pt/s that brakes",
            "evenly (2 px a report less each report, about 7,000 pt/s2) and is lifted at (174, 240)",
            "while still moving 1 px a report: at 159 pt its release velocity (about 155 pt/s)",
            "alone would carry it past 187.5, but slowing down it stops short: it slides back."]


def pop_speeding_up(p):
    p.tap(0.0, *OPEN_PHOTO_1)
    steps_from_edge(p, 1.0, [1] * 70 + [2, 3, 4, 5])
    return ["Open the second photo; at 1 s a slow drag from the left edge (1 px a report, 60 pt/s)",
            "that speeds up over its last four reports, lifted at (89, 240) while moving: at 74 pt",
            "its release velocity (about 250 pt/s) alone would leave it short of 187.5, but it was",
            "speeding up by about 3,000 pt/s2 and carries past: it pops."]


FLOWS = [("grid-flick-scroll", grid_flick_scroll), ("status-bar-tap", status_bar_tap),
         ("open-photo", open_photo), ("page-swipe", page_swipe), ("pinch-zoom", pinch_zoom),
         ("double-tap-zoom", double_tap_zoom), ("close", close), ("slideshow", slideshow),
         ("filter-keyboard", filter_keyboard), ("pan-handoff", pan_handoff), ("demo", demo),
         ("back-button", back_button), ("edge-swipe", edge_swipe), ("slideshow-from-grid", slideshow_from_grid),
         ("pop-rest-240", pop_rest_240), ("pop-rest-100", pop_rest_100), ("pop-slow", pop_slow),
         ("pop-fast", pop_fast), ("pop-paused", pop_paused), ("pop-flick-back", pop_flick_back),
         ("pop-slowing-down", pop_slowing_down), ("pop-speeding-up", pop_speeding_up)]

def copy_demo_into_the_executable(text):
    """Puts demo.evemu's text into DemoScript.swift's raw string literal (its closing delimiter
    on a line of its own after an empty one, so the string ends with the file's newline)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../Sources/PaneGallery/DemoScript.swift")
    with open(path) as f:
        swift = f.read()
    head, rest = swift.split('#"""\n', 1)
    _, tail = rest.split('"""#', 1)
    with open(path, "w") as f:
        f.write(head + '#"""\n' + text + '\n"""#' + tail)


if __name__ == "__main__":
    for seed, (name, flow) in enumerate(FLOWS):
        panel = Panel(seed=seed + 1)
        comment = ["Raspberry Pi 7\" DSI panel (generic ft5x06, devices.md row 1), reports about",
                   "every 16.75 ms off the 60 Hz frame grid, written by make-recordings.py."] + flow(panel)
        text = "\n".join(header(comment) + panel.lines) + "\n"
        with open(f"{name}.evemu", "w") as f:
            f.write(text)
        if name == "demo":
            copy_demo_into_the_executable(text)
