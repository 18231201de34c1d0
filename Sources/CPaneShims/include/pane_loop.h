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
/// Arms `fd` to fire every `interval_nanoseconds` from now on (`it_interval`), for periodic
/// work such as a service watchdog's pings. 0, or -1 and errno.
int pane_timerfd_arm_periodic(int fd, int64_t interval_nanoseconds);
/// `eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)`; -1 and errno on failure.
int pane_eventfd_create(void);
/// Blocks SIGINT, SIGTERM and SIGHUP in the calling thread (so they queue) and returns a
/// non-blocking signalfd that reads them; -1 and errno on failure.
int pane_signalfd_create_for_termination(void);
/// Blocks `first` and `second` in the calling thread and returns a non-blocking signalfd that
/// reads them (VT switching's release and acquire signals); -1 and errno on failure.
int pane_signalfd_create_for(int first, int second);
/// Reads one queued signal from a signalfd: its number, 0 when none is waiting, -1 on error.
int pane_signalfd_read(int fd);
/// Restores the signal mask saved by `pane_signalfd_create_for_termination`.
void pane_signalfd_unblock(void);

/// A non-blocking netlink socket receiving the kernel's uevents (group 1: display hot-plug,
/// uevent.c); -1 and errno on failure.
int pane_uevent_open(void);
