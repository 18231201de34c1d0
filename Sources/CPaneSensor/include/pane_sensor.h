#pragma once
/* The accelerometer's orientation from iio-sensor-proxy (net.hadess.SensorProxy on the system
 * bus), through sd-bus: sd-bus's calls are variadic, which Swift cannot call. */

typedef struct pane_orientation_sensor pane_orientation_sensor;

/* Connects to the system bus (sd-bus honours DBUS_SYSTEM_BUS_ADDRESS), claims the accelerometer,
 * reads AccelerometerOrientation and watches it; when iio-sensor-proxy restarts, claims it again
 * and reads the orientation anew. NULL with a message in `error` on failure. */
pane_orientation_sensor *pane_orientation_sensor_open(char *error, int error_length);

/* The bus connection's descriptor, to poll for reading. */
int pane_orientation_sensor_fd(pane_orientation_sensor *sensor);

/* Handles what arrived on the bus; returns 1 when the orientation changed, 0 when not, -1 when
 * the connection was lost. */
int pane_orientation_sensor_process(pane_orientation_sensor *sensor);

/* The last orientation iio-sensor-proxy gave: "normal", "bottom-up", "left-up", "right-up" or
 * "undefined". */
const char *pane_orientation_sensor_orientation(pane_orientation_sensor *sensor);

/* Releases the accelerometer and closes the connection. */
void pane_orientation_sensor_close(pane_orientation_sensor *sensor);
