// Counting wrappers around glibc's allocator, for tests that assert a frame allocates nothing.
//
// An executable that defines malloc, calloc, realloc and the aligned allocators interposes them
// for every shared library in the process (the Swift runtime's swift_slowAlloc included); each
// wrapper counts, when the calling thread asked for it, and calls glibc's internal entry point
// (__libc_malloc and friends, exported by glibc for exactly this use: glibc manual, "Replacing
// malloc"). The flag and the count are thread-local, so tests running in parallel on other
// threads do not disturb a count, and the count is exact: no sampling, no hooks.
//
// Not under a sanitizer (`swift build --sanitize=address|thread` compiles this file with
// -fsanitize= too): ASan and TSan bring their own malloc family, which must stay in place for
// their checks; the wrappers replaced it, and were entered from __asan_init before the runtime
// was ready, so both runs died before their first test. There this file defines no allocator,
// `pane_allocations_available()` returns 0 and `pane_allocations_sanitizer()` names the
// sanitizer, so the tests that count allocations are skipped with that name (PaneTestSupport,
// Allocations.swift: the `.countsAllocations` trait).
#include "CAllocationCounter.h"

#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PANE_SANITIZER "AddressSanitizer"
#elif __has_feature(thread_sanitizer)
#define PANE_SANITIZER "ThreadSanitizer"
#endif
#endif
#if !defined(PANE_SANITIZER) && defined(__SANITIZE_ADDRESS__)
#define PANE_SANITIZER "AddressSanitizer"
#endif
#if !defined(PANE_SANITIZER) && defined(__SANITIZE_THREAD__)
#define PANE_SANITIZER "ThreadSanitizer"
#endif

#ifdef PANE_SANITIZER

int pane_allocations_available(void) { return 0; }
const char *pane_allocations_sanitizer(void) { return PANE_SANITIZER; }
void pane_allocations_begin(void) {}
long pane_allocations_end(void) { return -1; }

#else

int pane_allocations_available(void) { return 1; }
const char *pane_allocations_sanitizer(void) { return NULL; }

#include <errno.h>
#include <execinfo.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static __thread int counting;
static __thread long allocations;
static __thread int tracing;

// With PANE_ALLOCATION_BACKTRACES=N in the environment, the first N counted allocations of each
// count print a backtrace to stderr (resolve the `binary(+offset)` lines with addr2line): how
// to find what a frame allocates when a test says it does.
static void trace(void) {
    static long limit = -1;
    if (tracing) return;
    tracing = 1;
    if (limit < 0) {
        const char *text = getenv("PANE_ALLOCATION_BACKTRACES");
        limit = text ? atol(text) : 0;
    }
    if (allocations <= limit) {
        void *frames[24];
        int n = backtrace(frames, 24);
        backtrace_symbols_fd(frames, n, 2);
        static const char line[] = "--\n";
        (void)!write(2, line, sizeof line - 1);
    }
    tracing = 0;
}

#define COUNT() do { if (counting && !tracing) { allocations++; trace(); } } while (0)

void pane_allocations_begin(void) {
    allocations = 0;
    counting = 1;
}

long pane_allocations_end(void) {
    counting = 0;
    return allocations;
}

void *malloc(size_t size) {
    COUNT();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    COUNT();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    COUNT();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    COUNT();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    COUNT();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    COUNT();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *out = pointer;
    return 0;
}

#endif
