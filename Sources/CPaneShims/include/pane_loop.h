// Linux-only descriptors for the run loop that Glibc's Swift module map does not cover
// (<sys/timerfd.h>, <sys/eventfd.h>, <sys/signalfd.h> are not in SwiftGlibc.h). Thin wrappers
// with the `pane_` prefix; they can go if the Glibc module ever includes those headers.
#pragma once
#include <stdint.h>

/// `timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC)`; -1 and errno on failure.
int pane_timerfd_create(void);
/// Arms `fd` to fire once at the absolute `CLOCK_MONOTONIC` time `nanoseconds`
/// (`TFD_TIMER_ABSTIME`), or disarms it when `nanoseconds` is negative. 0, or -1 and errno.
int pane_timerfd_arm(int fd, int64_t nanoseconds);
/// `eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)`; -1 and errno on failure.
int pane_eventfd_create(void);
/// Blocks SIGINT, SIGTERM and SIGHUP in the calling thread (so they queue) and returns a
/// non-blocking signalfd that reads them; -1 and errno on failure.
int pane_signalfd_create_for_termination(void);
/// Reads one queued signal from a signalfd: its number, 0 when none is waiting, -1 on error.
int pane_signalfd_read(int fd);
/// Restores the signal mask saved by `pane_signalfd_create_for_termination`.
void pane_signalfd_unblock(void);
