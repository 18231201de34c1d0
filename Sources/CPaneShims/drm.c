#include "pane_drm.h"
#include <drm_fourcc.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <errno.h>

uint32_t pane_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }
uint32_t pane_drm_format_argb8888(void) { return DRM_FORMAT_ARGB8888; }

// Swift builds FB_DAMAGE_CLIPS blobs as arrays of this struct (include/uapi/drm/drm_mode.h:
// "struct drm_mode_rect - Two dimensional rectangle", four __s32 x1, y1, x2, y2).
_Static_assert(sizeof(struct drm_mode_rect) == 16, "drm_mode_rect is four int32");
// drmModeDirtyFB takes drmModeClip = struct drm_clip_rect, four unsigned short.
_Static_assert(sizeof(drmModeClip) == 8, "drm_clip_rect is four uint16");

static _Thread_local pane_drm_flip_events *pane_current_events;

static void pane_page_flip_handler(int fd, unsigned int sequence, unsigned int tv_sec,
                                   unsigned int tv_usec, void *user_data) {
    (void)fd;
    (void)user_data;
    pane_drm_flip_events *out = pane_current_events;
    if (!out) return;
    out->flips += 1;
    out->sequence = sequence;
    out->seconds = tv_sec;
    out->microseconds = tv_usec;
}

int pane_drm_read_events(int fd, pane_drm_flip_events *out) {
    *out = (pane_drm_flip_events){0};
    // Version 2: page_flip_handler (xf86drm.h); atomic commits with DRM_MODE_PAGE_FLIP_EVENT
    // deliver the same DRM_EVENT_FLIP_COMPLETE event.
    drmEventContext context = {0};
    context.version = 2;
    context.page_flip_handler = pane_page_flip_handler;
    pane_current_events = out;
    int rc = drmHandleEvent(fd, &context);
    int saved = errno;
    pane_current_events = NULL;
    errno = saved;
    return rc;
}
