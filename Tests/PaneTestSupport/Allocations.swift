import CAllocationCounter
public import Testing

/// How many heap allocations (malloc, calloc, realloc, the aligned allocators) `body` makes on
/// the calling thread: exact and deterministic, whatever other tests do on other threads.
///
/// The count comes from `CAllocationCounter`, which replaces the test binary's allocator with
/// counting wrappers around glibc's. Keep `body` synchronous: a suspension could move it to
/// another thread, whose allocations would not be counted. Under a sanitizer nothing is counted
/// (the result is -1): a test that calls this carries the `.countsAllocations` trait, which
/// skips it there.
public func countAllocations(_ body: () throws -> Void) rethrows -> Int {
    pane_allocations_begin()
    defer { _ = pane_allocations_end() }
    try body()
    return pane_allocations_end()
}

/// Whether this test binary counts allocations: false when it was built with a sanitizer
/// (`make test-sanitizers`), which keeps its own allocator in place.
public let allocationCountingAvailable = pane_allocations_available() != 0

/// Why allocations cannot be counted here (the sanitizer's name), or `nil` when they can.
public let allocationCountingUnavailableReason: String? = pane_allocations_sanitizer().map {
    "allocations are not counted under \(String(cString: $0)): it keeps its own allocator"
}

extension Trait where Self == ConditionTrait {
    /// For a test or suite that calls `countAllocations`: skipped, with the sanitizer named,
    /// in a binary built with one (`make test-sanitizers`); run everywhere else.
    public static var countsAllocations: Self {
        .enabled(
            if: allocationCountingAvailable,
            Comment(rawValue: allocationCountingUnavailableReason ?? "allocations are counted"))
    }
}
