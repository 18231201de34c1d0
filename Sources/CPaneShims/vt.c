#define _GNU_SOURCE
#include "pane_vt.h"
#include <errno.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

int pane_vt_get_mode(int fd) {
    int mode = 0;
    if (ioctl(fd, KDGETMODE, &mode) != 0) return -1;
    return mode;
}

int pane_vt_set_mode(int fd, int mode) { return ioctl(fd, KDSETMODE, (unsigned long)mode); }

int pane_vt_number(int fd) {
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISCHR(st.st_mode)) return -1;
    // TTY_MAJOR 4; minors 1..63 are the virtual consoles (MAX_NR_CONSOLES is 63).
    if (major(st.st_rdev) != 4 || minor(st.st_rdev) < 1 || minor(st.st_rdev) > 63) return -1;
    return (int)minor(st.st_rdev);
}

int pane_vt_set_process_switching(int fd, int release_signal, int acquire_signal) {
    struct vt_mode mode;
    memset(&mode, 0, sizeof mode);
    mode.mode = VT_PROCESS;
    mode.relsig = (short)release_signal;
    mode.acqsig = (short)acquire_signal;
    return ioctl(fd, VT_SETMODE, &mode);
}

int pane_vt_set_auto_switching(int fd) {
    struct vt_mode mode;
    memset(&mode, 0, sizeof mode);
    mode.mode = VT_AUTO;
    return ioctl(fd, VT_SETMODE, &mode);
}

int pane_vt_release(int fd) { return ioctl(fd, VT_RELDISP, 1); }

int pane_vt_acknowledge_acquire(int fd) { return ioctl(fd, VT_RELDISP, VT_ACKACQ); }

int pane_vt_activate(int fd, int number) {
    if (ioctl(fd, VT_ACTIVATE, number) != 0) return -1;
    return ioctl(fd, VT_WAITACTIVE, number);
}

// The crash path. Only async-signal-safe calls below (signal-safety(7): ioctl is a plain
// system call here, sigaction and raise are on the list).
static volatile sig_atomic_t pane_crash_fd = -1;
static volatile sig_atomic_t pane_crash_mode = KD_TEXT;
static const int pane_crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
enum { pane_crash_signal_count = sizeof pane_crash_signals / sizeof pane_crash_signals[0] };
static struct sigaction pane_crash_previous[pane_crash_signal_count];
static int pane_crash_installed;

static void pane_crash_handler(int sig, siginfo_t *info, void *context) {
    (void)context;
    int fd = pane_crash_fd;
    if (fd >= 0) {
        struct vt_mode mode;
        memset(&mode, 0, sizeof mode);
        mode.mode = VT_AUTO;
        ioctl(fd, VT_SETMODE, &mode);
        ioctl(fd, KDSETMODE, (unsigned long)pane_crash_mode);
        pane_crash_fd = -1;
    }
    for (int i = 0; i < pane_crash_signal_count; i++) {
        if (pane_crash_signals[i] == sig) sigaction(sig, &pane_crash_previous[i], NULL);
    }
    // A fault raised by an instruction (si_code > 0) happens again when the handler returns,
    // now reaching the previous handler with its real context; a signal sent by kill, tgkill
    // or abort (si_code <= 0, SI_USER/SI_TKILL) is raised again by hand.
    if (info == NULL || info->si_code <= 0) raise(sig);
}

int pane_vt_install_crash_restore(int fd, int text_mode) {
    pane_crash_mode = text_mode;
    pane_crash_fd = fd;
    if (pane_crash_installed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = pane_crash_handler;
    action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < pane_crash_signal_count; i++) {
        if (sigaction(pane_crash_signals[i], &action, &pane_crash_previous[i]) != 0) {
            int saved = errno;
            while (--i >= 0) sigaction(pane_crash_signals[i], &pane_crash_previous[i], NULL);
            errno = saved;
            return -1;
        }
    }
    pane_crash_installed = 1;
    return 0;
}

void pane_vt_remove_crash_restore(void) {
    pane_crash_fd = -1;
    if (!pane_crash_installed) return;
    for (int i = 0; i < pane_crash_signal_count; i++) sigaction(pane_crash_signals[i], &pane_crash_previous[i], NULL);
    pane_crash_installed = 0;
}
