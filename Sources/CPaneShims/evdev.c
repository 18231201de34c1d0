#include "pane_evdev.h"

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
