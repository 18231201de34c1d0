// The Linux virtual terminal (VT) calls a kiosk on the console needs: graphics mode, process-
// controlled VT switching, and a restore on the crash path. In C because the crash path runs
// in a signal handler (only async-signal-safe calls: ioctl, sigaction, raise), and because
// `struct vt_mode` and the `KD*`/`VT_*` requests live in <linux/kd.h> and <linux/vt.h>, which
// the Glibc module does not include.
#pragma once

/// `KDGETMODE`: `KD_TEXT` (0) or `KD_GRAPHICS` (1), or -1 with errno when `fd` is not a VT.
int pane_vt_get_mode(int fd);
/// `KDSETMODE` with `KD_TEXT` (0) or `KD_GRAPHICS` (1). 0, or -1 and errno.
int pane_vt_set_mode(int fd, int mode);
/// The VT's number (the N of /dev/ttyN) from the descriptor's device numbers, or -1 when it is
/// not a VT (major 4, minors 1 to 63: Documentation/admin-guide/devices.txt).
int pane_vt_number(int fd);
/// `VT_SETMODE` with `VT_PROCESS`: the kernel sends `release_signal` before switching away
/// and waits for `pane_vt_release`; it sends `acquire_signal` after switching back.
int pane_vt_set_process_switching(int fd, int release_signal, int acquire_signal);
/// `VT_SETMODE` with `VT_AUTO`: the kernel switches on its own again.
int pane_vt_set_auto_switching(int fd);
/// `VT_RELDISP` 1: lets a pending switch away go ahead.
int pane_vt_release(int fd);
/// `VT_RELDISP` `VT_ACKACQ`: acknowledges the switch back.
int pane_vt_acknowledge_acquire(int fd);
/// `VT_ACTIVATE` then `VT_WAITACTIVE`: switches the console to VT `number` (as chvt does).
int pane_vt_activate(int fd, int number);
/// Remembers `fd` and `text_mode` and installs handlers for SIGSEGV, SIGBUS, SIGILL, SIGFPE,
/// SIGABRT and SIGTRAP that put the VT back (`KDSETMODE text_mode`, `VT_AUTO`) before the
/// crash goes on to the handler that was there before (the Swift runtime's backtracer, or the
/// default action). 0, or -1 and errno.
int pane_vt_install_crash_restore(int fd, int text_mode);
/// Takes those handlers out again (the previous ones come back).
void pane_vt_remove_crash_restore(void);
