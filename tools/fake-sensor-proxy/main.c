/*
 * Test-only: a stand-in for iio-sensor-proxy on the bus DBUS_SYSTEM_BUS_ADDRESS names
 * (OrientationSensorTests run it on a private dbus-daemon). It owns net.hadess.SensorProxy and
 * serves /net/hadess/SensorProxy with the interface's accelerometer part, as iio-sensor-proxy's
 * net.hadess.SensorProxy.xml describes it: HasAccelerometer, AccelerometerOrientation,
 * ClaimAccelerometer, ReleaseAccelerometer.
 *
 * It prints "ready" once it owns the name. Each line on stdin ("left-up", "normal", …) becomes
 * the orientation, announced with PropertiesChanged; it prints "claims N" after each claim or
 * release (N claims held), and exits at the end of stdin.
 */
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <systemd/sd-bus.h>
#include <unistd.h>

static char orientation[32] = "normal";
static int claims = 0;

static int get_has(sd_bus *bus, const char *path, const char *interface, const char *property,
                   sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)userdata; (void)error;
    return sd_bus_message_append(reply, "b", 1);
}

static int get_orientation(sd_bus *bus, const char *path, const char *interface, const char *property,
                           sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)userdata; (void)error;
    return sd_bus_message_append(reply, "s", orientation);
}

static int claim(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)userdata; (void)error;
    claims++;
    printf("claims %d\n", claims);
    fflush(stdout);
    return sd_bus_reply_method_return(m, "");
}

static int release(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)userdata; (void)error;
    if (claims > 0) claims--;
    printf("claims %d\n", claims);
    fflush(stdout);
    return sd_bus_reply_method_return(m, "");
}

static const sd_bus_vtable vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_PROPERTY("HasAccelerometer", "b", get_has, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("AccelerometerOrientation", "s", get_orientation, 0, SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    SD_BUS_METHOD("ClaimAccelerometer", "", "", claim, 0),
    SD_BUS_METHOD("ReleaseAccelerometer", "", "", release, 0),
    SD_BUS_VTABLE_END,
};

int main(void) {
    sd_bus *bus = NULL;
    sd_bus_slot *slot = NULL;
    int r = sd_bus_open_system(&bus);
    if (r < 0) { fprintf(stderr, "fake-sensor-proxy: cannot connect: %s\n", strerror(-r)); return 1; }
    r = sd_bus_add_object_vtable(bus, &slot, "/net/hadess/SensorProxy", "net.hadess.SensorProxy", vtable, NULL);
    if (r < 0) { fprintf(stderr, "fake-sensor-proxy: cannot add the object: %s\n", strerror(-r)); return 1; }
    r = sd_bus_request_name(bus, "net.hadess.SensorProxy", 0);
    if (r < 0) { fprintf(stderr, "fake-sensor-proxy: cannot own the name: %s\n", strerror(-r)); return 1; }
    printf("ready\n");
    fflush(stdout);
    char line[64];
    size_t used = 0;
    for (;;) {
        while ((r = sd_bus_process(bus, NULL)) > 0) {}
        if (r < 0) break;
        struct pollfd fds[2] = {{.fd = 0, .events = POLLIN}, {.fd = sd_bus_get_fd(bus), .events = POLLIN}};
        if (poll(fds, 2, -1) < 0) break;
        if (fds[0].revents) {
            ssize_t n = read(0, line + used, sizeof line - 1 - used);
            if (n <= 0) break;
            used += (size_t)n;
            line[used] = 0;
            char *end;
            while ((end = strchr(line, '\n'))) {
                *end = 0;
                snprintf(orientation, sizeof orientation, "%s", line);
                sd_bus_emit_properties_changed(bus, "/net/hadess/SensorProxy", "net.hadess.SensorProxy",
                                               "AccelerometerOrientation", NULL);
                sd_bus_flush(bus);
                used -= (size_t)(end + 1 - line);
                memmove(line, end + 1, used + 1);
            }
            if (used == sizeof line - 1) used = 0;
        }
    }
    sd_bus_slot_unref(slot);
    sd_bus_flush_close_unref(bus);
    return 0;
}
