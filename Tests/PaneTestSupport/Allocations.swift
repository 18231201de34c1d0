import CAllocationCounter

/// How many heap allocations (malloc, calloc, realloc, the aligned allocators) `body` makes on
/// the calling thread: exact and deterministic, whatever other tests do on other threads.
///
/// The count comes from `CAllocationCounter`, which replaces the test binary's allocator with
/// counting wrappers around glibc's. Keep `body` synchronous: a suspension could move it to
/// another thread, whose allocations would not be counted.
public func countAllocations(_ body: () throws -> Void) rethrows -> Int {
    pane_allocations_begin()
    defer { _ = pane_allocations_end() }
    try body()
    return pane_allocations_end()
}
