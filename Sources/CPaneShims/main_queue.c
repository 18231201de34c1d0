#define _GNU_SOURCE
#include "pane_main_queue.h"
#include <sys/syscall.h>
#include <unistd.h>

// libdispatch's run-loop integration, declared in its private headers (dispatch/private.h on
// Linux: dispatch_runloop_handle_t is an int there). Exported by libdispatch.so and .a.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int pane_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

int pane_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void pane_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(0); }
