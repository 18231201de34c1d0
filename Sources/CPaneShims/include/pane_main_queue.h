// The main dispatch queue served by Pane's run loop instead of dispatch_main(): how Swift's
// main actor runs on Linux (its executor is that queue). libdispatch exports the two calls a
// run loop needs for this (Foundation's CFRunLoop uses them on Linux; libdispatch's
// src/queue.c, `_dispatch_get_main_queue_handle_4CF` and `_dispatch_main_queue_callback_4CF`).
#pragma once

/// True on the process's first thread (its thread id is the process id): the thread the main
/// queue is bound to until dispatch_main() is called, after which that thread is gone.
int pane_is_main_thread(void);
/// An eventfd that libdispatch makes readable when work is queued on the main queue; read it
/// (8 bytes) before draining. Only meaningful on the main thread.
int pane_main_queue_descriptor(void);
/// Runs the work queued on the main queue so far. Call only on the main thread (libdispatch
/// stops the process when called from another thread, or after dispatch_main()).
void pane_main_queue_drain(void);
