#ifndef PANE_ALLOCATION_COUNTER_H
#define PANE_ALLOCATION_COUNTER_H

/// Counts the heap allocations the calling thread makes between `pane_allocations_begin()` and
/// `pane_allocations_end()`, which returns the count. Only for test binaries: linking this
/// target replaces the process's malloc family with counting wrappers around glibc's own.
/// Under a sanitizer the allocator is left alone and nothing is counted:
/// `pane_allocations_available()` is 0 there (1 otherwise) and `pane_allocations_end()` -1.
void pane_allocations_begin(void);
long pane_allocations_end(void);

/// 1 when this binary counts allocations; 0 when it was built with a sanitizer, which keeps its
/// own allocator.
int pane_allocations_available(void);
/// The sanitizer this binary was built with ("AddressSanitizer", "ThreadSanitizer"), or NULL.
const char *pane_allocations_sanitizer(void);

#endif
