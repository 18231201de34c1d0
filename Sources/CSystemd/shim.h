#pragma once
// libsystemd's service notification API (sd_notify(3), sd_watchdog_enabled(3)) and the
// journal's structured logging (sd_journal_sendv(3)).
#include <systemd/sd-daemon.h>
#include <systemd/sd-journal.h>
