// The kernel's device events (uevents) on a netlink socket, for display hot-plug: the same
// messages udev reads (netlink(7), NETLINK_KOBJECT_UEVENT; multicast group 1 is the kernel's
// own, which needs no udev daemon and no privilege to read).
#include <linux/netlink.h>
#include <sys/socket.h>
#include <string.h>
#include <unistd.h>
#include "pane_loop.h"

int pane_uevent_open(void) {
    int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, NETLINK_KOBJECT_UEVENT);
    if (fd < 0) return -1;
    struct sockaddr_nl address;
    memset(&address, 0, sizeof address);
    address.nl_family = AF_NETLINK;
    address.nl_groups = 1;
    if (bind(fd, (struct sockaddr *)&address, sizeof address) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}
