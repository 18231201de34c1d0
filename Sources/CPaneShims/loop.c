#define _GNU_SOURCE
#include "pane_loop.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

int pane_timerfd_create(void) { return timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC); }

int pane_timerfd_arm(int fd, int64_t nanoseconds) {
    struct itimerspec spec;
    memset(&spec, 0, sizeof spec);
    if (nanoseconds >= 0) {
        // An all-zero it_value disarms (timerfd_settime(2)), so time zero becomes 1 ns.
        int64_t ns = nanoseconds > 0 ? nanoseconds : 1;
        spec.it_value.tv_sec = (time_t)(ns / 1000000000);
        spec.it_value.tv_nsec = (long)(ns % 1000000000);
    }
    return timerfd_settime(fd, TFD_TIMER_ABSTIME, &spec, NULL);
}

int pane_timerfd_arm_periodic(int fd, int64_t interval_nanoseconds) {
    struct itimerspec spec;
    memset(&spec, 0, sizeof spec);
    int64_t ns = interval_nanoseconds > 0 ? interval_nanoseconds : 1;
    spec.it_interval.tv_sec = (time_t)(ns / 1000000000);
    spec.it_interval.tv_nsec = (long)(ns % 1000000000);
    spec.it_value = spec.it_interval;  // relative: the first expiry one interval from now
    return timerfd_settime(fd, 0, &spec, NULL);
}

int pane_eventfd_create(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

static sigset_t pane_saved_mask;
static int pane_mask_saved;

int pane_signalfd_create_for_termination(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigset_t old;
    if (pthread_sigmask(SIG_BLOCK, &set, &old) != 0) return -1;
    if (!pane_mask_saved) {
        pane_saved_mask = old;
        pane_mask_saved = 1;
    }
    return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

int pane_signalfd_create_for(int first, int second) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, first);
    sigaddset(&set, second);
    if (pthread_sigmask(SIG_BLOCK, &set, NULL) != 0) return -1;
    return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

int pane_signalfd_read(int fd) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof info);
    if (n == (ssize_t)sizeof info) return (int)info.ssi_signo;
    if (n < 0 && errno == EAGAIN) return 0;
    return -1;
}

void pane_signalfd_unblock(void) {
    if (pane_mask_saved) {
        pthread_sigmask(SIG_SETMASK, &pane_saved_mask, NULL);
        pane_mask_saved = 0;
    }
}
