#!/usr/bin/env python3
"""Writes the lift-frame recordings that ApplicationTests replays: evemu 1.3 streams of the same
virtual ft5x06 panel as the gallery's recordings (800x480, X 0..799 and Y 0..479 one to one,
protocol B; the device header and the kernel's event filtering come from
../../PaneGalleryTests/Recordings/make-recordings.py).

Each gesture moves at an exact speed so that the numbers the tests expect follow from the spec:
a finger 20 px per report, one report every 10 ms (2000 pt/s, 2 pt/ms; 40 px for 4 pt/ms),
starting 12 ms after the touch-down, lifted 10 ms after its last move. On the 60 Hz frame grid
that starts at the touch-down (HeadlessRunner), the last move (62 ms) lands in the frame at
66.7 ms and the lift (72 ms) alone in the frame at 83.3 ms: the lift frame. Run it from this
folder; the .evemu files are committed."""

import importlib.util
import os

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "gallery_recordings", os.path.join(here, "../../PaneGalleryTests/Recordings/make-recordings.py"))
gallery = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gallery)

MOVES = 6
FIRST_MOVE, STEP, LIFT = 0.012, 0.010, 0.072


def one_finger(p, start, delta):
    """Down at `start`, six moves of `delta` (dx, dy) px 10 ms apart from 12 ms, lifted at 72 ms."""
    p.report(0.0, {0: start})
    for k in range(1, MOVES + 1):
        p.report(FIRST_MOVE + (k - 1) * STEP, {0: (start[0] + k * delta[0], start[1] + k * delta[1])})
    p.report(LIFT, {})


def flick_2(p):
    one_finger(p, (400, 400), (0, -20))
    return ["A flick up at 2 pt/ms: (400, 400) up 20 px per 10 ms report, six moves, lifted moving."]


def flick_4(p):
    one_finger(p, (400, 450), (0, -40))
    return ["A flick up at 4 pt/ms: (400, 450) up 40 px per 10 ms report, six moves, lifted moving."]


def pull_down(p):
    one_finger(p, (400, 100), (0, 20))
    return ["A pull down past the top at 2 pt/ms: (400, 100) down 20 px per 10 ms, lifted moving."]


def swipe_left(p):
    one_finger(p, (600, 240), (-20, 0))
    return ["A swipe left at 2 pt/ms: (600, 240) left 20 px per 10 ms report, lifted moving."]


def pinch_out(p):
    """Two fingers 200 apart around (400, 240), each moving out 20 px per report: 440 apart."""
    p.report(0.0, {0: (300, 240), 1: (500, 240)})
    for k in range(1, MOVES + 1):
        p.report(FIRST_MOVE + (k - 1) * STEP, {0: (300 - 20 * k, 240), 1: (500 + 20 * k, 240)})
    p.report(LIFT, {})
    return ["A pinch out around (400, 240): fingers 200 apart, each 20 px out per 10 ms report,",
            "six moves (440 apart), both lifted together."]


def status_bar_tap(p):
    p.report(0.0, {0: (400, 10)})
    p.report(0.055, {})
    return ["A tap at (400, 10), in a 20 pt status-bar strip: down at 0, up at 55 ms."]


FLOWS = [("flick-2", flick_2), ("flick-4", flick_4), ("pull-down", pull_down), ("swipe-left", swipe_left),
         ("pinch-out", pinch_out), ("status-bar-tap", status_bar_tap)]

if __name__ == "__main__":
    for name, flow in FLOWS:
        panel = gallery.Panel()
        comment = ["generic ft5x06 at 800x480, written by Tests/PaneTests/Recordings/make-recordings.py."] + flow(panel)
        with open(os.path.join(here, f"{name}.evemu"), "w") as f:
            f.write("\n".join(gallery.header(comment) + panel.lines) + "\n")
