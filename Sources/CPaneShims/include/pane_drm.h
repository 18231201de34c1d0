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
