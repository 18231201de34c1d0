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
