// The C macros and struct layouts Swift cannot import, as plain functions and constants.
// Every symbol carries the `pane_` prefix. Each entry says why it exists; most can go when
// Swift's ClangImporter learns to import function-like and cast-carrying macros.
// One header per area; SwiftPM imports every header in this folder.
#pragma once
#include <stdint.h>
#include <stddef.h>
#include <linux/input.h>

/// `struct input_event` keeps its time in `time.tv_sec/tv_usec`, except on 32-bit userspace with a
/// 64-bit `time_t`, where the kernel header renames them `__sec/__usec` behind the
/// `input_event_sec` macros (linux/input.h). These read the right fields on every ABI.
int64_t pane_input_event_sec(const struct input_event *event);
int64_t pane_input_event_usec(const struct input_event *event);
void pane_input_event_set_time(struct input_event *event, int64_t sec, int64_t usec);

/// `EVIOCGRAB` is an `_IOW` macro, which Swift cannot import.
unsigned long pane_eviocgrab(void);
/// `EVIOCSCLOCKID` is an `_IOW` macro, which Swift cannot import.
unsigned long pane_eviocsclockid(void);

/// An mtdev protocol-A-to-B converter that needs no device fd. mtdev's plumbing API
/// (mtdev-plumbing.h: `mtdev_new`, `mtdev_init`, `mtdev_set_*`, `mtdev_put_event`,
/// `mtdev_get_event`) allows configuring "by hand, omitting" `mtdev_configure`, which is what
/// lets recordings and tests run through the same converter as devices. The CMtdev module
/// imports only mtdev.h, so the plumbing calls are wrapped here behind an opaque pointer; this
/// wrapper can go when CMtdev's shim also includes mtdev-plumbing.h.
struct pane_mtdev;

/// A converter with no axes yet, or NULL when out of memory.
struct pane_mtdev *pane_mtdev_new(void);
/// Declares the ABS_MT axis `code` with its range. Fuzz is left 0: the kernel already smoothed
/// the values (devices.md quirk 12).
void pane_mtdev_set_axis(struct pane_mtdev *dev, int code, int minimum, int maximum, int resolution);
/// Puts one event in; events come back out as protocol B with `pane_mtdev_get`.
void pane_mtdev_put(struct pane_mtdev *dev, uint16_t type, uint16_t code, int32_t value, int64_t sec, int64_t usec);
/// Takes the next converted event; returns 0 when none is waiting.
int pane_mtdev_get(struct pane_mtdev *dev, uint16_t *type, uint16_t *code, int32_t *value, int64_t *sec, int64_t *usec);
void pane_mtdev_delete(struct pane_mtdev *dev);
