#pragma once
/// A non-blocking netlink socket receiving the kernel's uevents (group 1); -1 and errno on failure.
int pane_uevent_open(void);
