#!/usr/bin/env python3
"""Writes the keypad recordings replayed with the screen reader on: keypad-order.evemu here
(CafeKioskKeypadTests) and Tests/PaneGalleryTests/Recordings/keypad-gallery.evemu
(GalleryKeypadTests). They are evemu 1.3 streams of an EZ-Access style keypad (up, down, select, help) as the USB HID boot
keyboard such keypads are, which the kernel describes with a full keyboard's keys. Only the
keypad's keys are pressed: KEY_UP, KEY_DOWN, KEY_ENTER (select) and KEY_F1 (help), and for
the gallery KEY_LEFT (a keypad with left and right as well), each with the EV_MSC MSC_SCAN of
its HID usage, held 0.1 s, a key every 0.5 s (1 s after one that starts a transition). It reuses the device
description and event writer of Tests/PaneTests/Recordings/make-key-recordings.py. Run it
from anywhere; the .evemu files are committed.

A recording made on a panel or a desktop does the same: `cafe-kiosk --display window
--screen-reader --record walk.evemu` writes the keys to walk-keys.evemu."""

import importlib.util
import os

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "make_key_recordings", os.path.join(here, "../../../../../Tests/PaneTests/Recordings/make-key-recordings.py"))
keys = importlib.util.module_from_spec(spec)
spec.loader.exec_module(keys)

KEY_ENTER, KEY_F1, KEY_UP, KEY_LEFT, KEY_RIGHT, KEY_DOWN = 28, 59, 103, 105, 106, 108
# HID usages (USB HID Usage Tables, keyboard page 0x07): F1 0x3a, right 0x4f, left 0x50,
# down 0x51, up 0x52.
keys.HID.update({KEY_F1: 0x3A, KEY_RIGHT: 0x4F, KEY_LEFT: 0x50, KEY_DOWN: 0x51, KEY_UP: 0x52})
NAMES = {"up": KEY_UP, "down": KEY_DOWN, "left": KEY_LEFT, "right": KEY_RIGHT, "select": KEY_ENTER, "help": KEY_F1}
KEYPAD = ("EZ-Access keypad (Pane test recording)", (0x0003, 0x0004, 0x0004, 0x0100))


def press(k, walk):
    """Each key of `walk` pressed for 0.1 s, one every 0.5 s from 0.5 s on; a name ending in
    "+" waits 1 s before the next key (a screen or a page slides in)."""
    t = 0.5
    for name in walk:
        code = NAMES[name.rstrip("+")]
        k.event(t, code, 1)
        k.event(t + 0.1, code, 0)
        t += 1.0 if name.endswith("+") else 0.5


# The café: down the menu past the cappuccino and back up, select it, down to the Order button,
# help, select, then down through the confirmation to "New order".
CAFE_ORDER = ["down", "down", "down", "up", "select", "down", "down", "down", "help", "select", "down", "down", "down"]

# The gallery: down to the second photo, select (the pager slides in), down to the page control,
# up (the next page), left twice to the back button, help, select (back to the grid), then down
# through all twelve photos (the grid scrolls to show the last row) and round to the title.
GALLERY = ["down", "down", "down", "select+", "down", "down", "up+", "left", "left", "help", "select+"] + ["down"] * 15

FLOWS = [("keypad-order.evemu", CAFE_ORDER,
          ["An EZ-Access keypad walking the café with the screen reader on: down, down, down, up (the",
           "cappuccino), select, down to 'Order Cappuccino', help, select, down through the confirmation;",
           "a key every 0.5 s."]),
         ("../../../../../Tests/PaneGalleryTests/Recordings/keypad-gallery.evemu", GALLERY,
          ["An EZ-Access keypad with left and right walking the gallery with the screen reader on: down to",
           "landscape-2, select, down to the page control, up (page 3), left to the back button, help,",
           "select, then down 15 times: the title, the filter, the twelve photos and round to the title."])]

if __name__ == "__main__":
    for name, walk, comment in FLOWS:
        k = keys.Keys()
        press(k, walk)
        lines = keys.header(KEYPAD[0], KEYPAD[1], keys.KEYBOARD_KEYS,
                            comment + ["Written by Examples/CafeKiosk/Tests/CafeKioskTests/Recordings/make-keypad-recordings.py."])
        with open(os.path.normpath(os.path.join(here, name)), "w") as f:
            f.write("\n".join(lines + k.lines) + "\n")
