#include "pane_evdev.h"
#include <mtdev-plumbing.h>

_Static_assert(sizeof(struct input_event) == 16 || sizeof(struct input_event) == 24,
               "input_event must be the 32-bit or the 64-bit kernel layout");

int64_t pane_input_event_sec(const struct input_event *event) { return event->input_event_sec; }
int64_t pane_input_event_usec(const struct input_event *event) { return event->input_event_usec; }
void pane_input_event_set_time(struct input_event *event, int64_t sec, int64_t usec) {
    event->input_event_sec = sec;
    event->input_event_usec = usec;
}

unsigned long pane_eviocgrab(void) { return EVIOCGRAB; }
unsigned long pane_eviocsclockid(void) { return EVIOCSCLOCKID; }

// struct pane_mtdev is struct mtdev; the distinct name only keeps mtdev.h out of the header.
struct pane_mtdev *pane_mtdev_new(void) {
    struct mtdev *dev = mtdev_new();
    if (dev == NULL) return NULL;
    if (mtdev_init(dev) != 0) {
        mtdev_delete(dev);
        return NULL;
    }
    // mtdev_configure would set these from the device (mtdev caps.c); without one the tracking
    // ids get their documented range (MT_ID_MIN..MT_ID_MAX, mtdev.h).
    mtdev_set_abs_minimum(dev, ABS_MT_TRACKING_ID, MT_ID_MIN);
    mtdev_set_abs_maximum(dev, ABS_MT_TRACKING_ID, MT_ID_MAX);
    return (struct pane_mtdev *)dev;
}

void pane_mtdev_set_axis(struct pane_mtdev *handle, int code, int minimum, int maximum, int resolution) {
    struct mtdev *dev = (struct mtdev *)handle;
    mtdev_set_mt_event(dev, code, 1);
    mtdev_set_abs_minimum(dev, code, minimum);
    mtdev_set_abs_maximum(dev, code, maximum);
    mtdev_set_abs_fuzz(dev, code, 0);
    mtdev_set_abs_resolution(dev, code, resolution);
    dev->caps.has_mtdata = mtdev_has_mt_event(dev, ABS_MT_POSITION_X) && mtdev_has_mt_event(dev, ABS_MT_POSITION_Y);
}

void pane_mtdev_put(struct pane_mtdev *handle, uint16_t type, uint16_t code, int32_t value, int64_t sec, int64_t usec) {
    struct input_event ev = {0};
    pane_input_event_set_time(&ev, sec, usec);
    ev.type = type;
    ev.code = code;
    ev.value = value;
    mtdev_put_event((struct mtdev *)handle, &ev);
}

int pane_mtdev_get(struct pane_mtdev *handle, uint16_t *type, uint16_t *code, int32_t *value, int64_t *sec, int64_t *usec) {
    struct mtdev *dev = (struct mtdev *)handle;
    if (mtdev_empty(dev)) return 0;
    struct input_event ev;
    mtdev_get_event(dev, &ev);
    *type = ev.type;
    *code = ev.code;
    *value = ev.value;
    *sec = pane_input_event_sec(&ev);
    *usec = pane_input_event_usec(&ev);
    return 1;
}

void pane_mtdev_delete(struct pane_mtdev *handle) {
    if (handle != NULL) mtdev_close_delete((struct mtdev *)handle);
}
