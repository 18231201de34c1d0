#pragma once
// libsystemd's service notification API (sd_notify(3), sd_watchdog_enabled(3)).
#include <systemd/sd-daemon.h>
