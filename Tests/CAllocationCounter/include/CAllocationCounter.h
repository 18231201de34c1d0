#ifndef PANE_ALLOCATION_COUNTER_H
#define PANE_ALLOCATION_COUNTER_H

/// Counts the heap allocations the calling thread makes between `pane_allocations_begin()` and
/// `pane_allocations_end()`, which returns the count. Only for test binaries: linking this
/// target replaces the process's malloc family with counting wrappers around glibc's own.
void pane_allocations_begin(void);
long pane_allocations_end(void);

#endif
