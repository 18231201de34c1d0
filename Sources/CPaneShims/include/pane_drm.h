// The C macros and struct layouts Swift cannot import, as plain functions and constants.
// Every symbol carries the `pane_` prefix. Each entry says why it exists; most can go when
// Swift's ClangImporter learns to import function-like and cast-carrying macros.
// One header per area; SwiftPM imports every header in this folder.
#pragma once
#include <stdint.h>
#include <stddef.h>

/// `DRM_FORMAT_XRGB8888` is built with `fourcc_code(...)` and casts, which Swift refuses to import.
uint32_t pane_drm_format_xrgb8888(void);
/// `DRM_FORMAT_ARGB8888`, for the same reason.
uint32_t pane_drm_format_argb8888(void);

/// What `pane_drm_read_events` found: page flips (or atomic commits with
/// `DRM_MODE_PAGE_FLIP_EVENT`) that completed, and the time of the last one.
typedef struct pane_drm_flip_events {
    /// Completed flips since the call began.
    uint32_t flips;
    /// The vblank counter of the last flip.
    uint32_t sequence;
    /// The last flip's time on `CLOCK_MONOTONIC` (the kernel's vblank timestamp; `DRM_CAP_TIMESTAMP_MONOTONIC`).
    uint64_t seconds;
    uint32_t microseconds;
} pane_drm_flip_events;

/// Reads the events waiting on the DRM fd and counts page-flip completions into `out`
/// (zeroed first). Returns 0, or -1 with errno set (EAGAIN when nothing was waiting on a
/// non-blocking fd).
///
/// Why in C: `drmHandleEvent` calls back through a `drmEventContext` of C function pointers
/// whose only context is the `user_data` given at commit time; a C callback writing into a
/// thread-local `out` keeps Swift closures and unmanaged pointers out of the commit path.
int pane_drm_read_events(int fd, pane_drm_flip_events *out);
