#include "pane_drm.h"
#include <drm_fourcc.h>

uint32_t pane_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }
uint32_t pane_drm_format_argb8888(void) { return DRM_FORMAT_ARGB8888; }
