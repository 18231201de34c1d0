#include "pane_sensor.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <systemd/sd-bus.h>

/* iio-sensor-proxy's D-Bus names (its README and net.hadess.SensorProxy.xml). */
#define PROXY_NAME "net.hadess.SensorProxy"
#define PROXY_PATH "/net/hadess/SensorProxy"
#define PROXY_INTERFACE "net.hadess.SensorProxy"

struct pane_orientation_sensor {
    sd_bus *bus;
    sd_bus_slot *match;
    sd_bus_slot *owner_match;
    char orientation[32];
    int changed;
};

static void set_orientation(pane_orientation_sensor *s, const char *value) {
    if (!value) return;
    if (strncmp(s->orientation, value, sizeof s->orientation - 1) != 0) s->changed = 1;
    snprintf(s->orientation, sizeof s->orientation, "%s", value);
}

/* PropertiesChanged(s interface, a{sv} changed, as invalidated): takes AccelerometerOrientation. */
static int on_properties_changed(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)error;
    pane_orientation_sensor *s = userdata;
    const char *interface = NULL;
    if (sd_bus_message_read(m, "s", &interface) < 0 || !interface || strcmp(interface, PROXY_INTERFACE) != 0) return 0;
    if (sd_bus_message_enter_container(m, SD_BUS_TYPE_ARRAY, "{sv}") < 0) return 0;
    while (sd_bus_message_enter_container(m, SD_BUS_TYPE_DICT_ENTRY, "sv") > 0) {
        const char *key = NULL;
        if (sd_bus_message_read(m, "s", &key) < 0) return 0;
        if (key && strcmp(key, "AccelerometerOrientation") == 0) {
            const char *value = NULL;
            if (sd_bus_message_enter_container(m, SD_BUS_TYPE_VARIANT, "s") < 0) return 0;
            if (sd_bus_message_read(m, "s", &value) < 0) return 0;
            set_orientation(s, value);
            sd_bus_message_exit_container(m);
        } else if (sd_bus_message_skip(m, "v") < 0) {
            return 0;
        }
        sd_bus_message_exit_container(m);
    }
    return 0;
}

/* The reply to Properties.Get(AccelerometerOrientation): a variant holding a string. */
static int on_orientation_read(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)error;
    const char *value = NULL;
    if (sd_bus_message_is_method_error(m, NULL)) return 0;
    if (sd_bus_message_enter_container(m, SD_BUS_TYPE_VARIANT, "s") < 0) return 0;
    if (sd_bus_message_read(m, "s", &value) >= 0) set_orientation(userdata, value);
    return 0;
}

/* The reply to ClaimAccelerometer after the proxy came back: then the orientation it has now. */
static int on_claimed(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)error;
    pane_orientation_sensor *s = userdata;
    if (sd_bus_message_is_method_error(m, NULL)) return 0;
    sd_bus_call_method_async(s->bus, NULL, PROXY_NAME, PROXY_PATH, "org.freedesktop.DBus.Properties", "Get",
                             on_orientation_read, s, "ss", PROXY_INTERFACE, "AccelerometerOrientation");
    return 0;
}

/* NameOwnerChanged(s name, s old, s new) for the proxy's name: iio-sensor-proxy restarted (its
 * systemd unit, an upgrade) and holds no claim of ours, so it would stop reporting; claim again. */
static int on_owner_changed(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)error;
    pane_orientation_sensor *s = userdata;
    const char *name = NULL, *old_owner = NULL, *new_owner = NULL;
    if (sd_bus_message_read(m, "sss", &name, &old_owner, &new_owner) < 0) return 0;
    if (!name || strcmp(name, PROXY_NAME) != 0 || !new_owner || !*new_owner) return 0;
    sd_bus_call_method_async(s->bus, NULL, PROXY_NAME, PROXY_PATH, PROXY_INTERFACE, "ClaimAccelerometer", on_claimed, s, NULL);
    return 0;
}

static void fail(char *error, int length, const char *what, int r, const sd_bus_error *e) {
    if (e && sd_bus_error_is_set(e))
        snprintf(error, (size_t)length, "%s: %s", what, e->message ? e->message : e->name);
    else
        snprintf(error, (size_t)length, "%s: %s", what, strerror(-r));
}

pane_orientation_sensor *pane_orientation_sensor_open(char *error, int error_length) {
    pane_orientation_sensor *s = calloc(1, sizeof *s);
    if (!s) { snprintf(error, (size_t)error_length, "out of memory"); return NULL; }
    sd_bus_error e = SD_BUS_ERROR_NULL;
    int r = sd_bus_open_system(&s->bus);
    if (r < 0) { fail(error, error_length, "cannot connect to the system bus", r, NULL); goto failed; }
    /* The signal first, so no change between the read below and the watch is missed. */
    r = sd_bus_match_signal(s->bus, &s->match, PROXY_NAME, PROXY_PATH, "org.freedesktop.DBus.Properties",
                            "PropertiesChanged", on_properties_changed, s);
    if (r < 0) { fail(error, error_length, "cannot watch " PROXY_NAME, r, NULL); goto failed; }
    r = sd_bus_add_match(s->bus, &s->owner_match,
                         "type='signal',sender='org.freedesktop.DBus',path='/org/freedesktop/DBus',"
                         "interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='" PROXY_NAME "'",
                         on_owner_changed, s);
    if (r < 0) { fail(error, error_length, "cannot watch " PROXY_NAME "'s owner", r, NULL); goto failed; }
    r = sd_bus_call_method(s->bus, PROXY_NAME, PROXY_PATH, PROXY_INTERFACE, "ClaimAccelerometer", &e, NULL, NULL);
    if (r < 0) { fail(error, error_length, PROXY_NAME ".ClaimAccelerometer", r, &e); goto failed; }
    char *value = NULL;
    r = sd_bus_get_property_string(s->bus, PROXY_NAME, PROXY_PATH, PROXY_INTERFACE, "AccelerometerOrientation", &e, &value);
    if (r < 0) { fail(error, error_length, "cannot read AccelerometerOrientation", r, &e); goto failed; }
    set_orientation(s, value);
    free(value);
    s->changed = 0;
    return s;
failed:
    sd_bus_error_free(&e);
    if (s->match) sd_bus_slot_unref(s->match);
    if (s->owner_match) sd_bus_slot_unref(s->owner_match);
    if (s->bus) sd_bus_flush_close_unref(s->bus);
    free(s);
    return NULL;
}

int pane_orientation_sensor_fd(pane_orientation_sensor *s) { return sd_bus_get_fd(s->bus); }

int pane_orientation_sensor_process(pane_orientation_sensor *s) {
    s->changed = 0;
    int r;
    while ((r = sd_bus_process(s->bus, NULL)) > 0) {}
    if (r < 0) return -1;
    return s->changed;
}

const char *pane_orientation_sensor_orientation(pane_orientation_sensor *s) { return s->orientation; }

void pane_orientation_sensor_close(pane_orientation_sensor *s) {
    if (!s) return;
    sd_bus_call_method(s->bus, PROXY_NAME, PROXY_PATH, PROXY_INTERFACE, "ReleaseAccelerometer", NULL, NULL, NULL);
    sd_bus_slot_unref(s->match);
    sd_bus_slot_unref(s->owner_match);
    sd_bus_flush_close_unref(s->bus);
    free(s);
}
