#!/bin/sh
# The guest side of `make test-package`, run as root at every boot by pane-test-driver.service
# (see make-rootfs). It only watches and reports: lines "@@pane-test: …@@" on ttyS0, which the
# host reads. Boot 1 installs the package with apt from the local folder of .deb files and
# reboots; boot 2 checks the kiosk that came up by itself.
S=/srv/share
say() { echo "@@pane-test: $*@@"; }
result() { say "result $*"; }
capture() {  # capture NAME: the host takes a screenshot to $S/NAME.png, then creates captured-NAME
    say "capture $1"
    i=0; while [ ! -e "$S/captured-$1" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
}
now_ms() { read up _ < /proc/uptime; echo "${up%.*}${up#*.}0"; }
kdmode() {  # kdmode [TTY]: KDGETMODE (0x4B3B, linux/kd.h) of tty1 (or TTY): 0 text, 1 graphics
    perl -e 'open(my $t, "<", $ARGV[0]) or die; my $m = pack("L", 9); ioctl($t, 0x4B3B, $m) or die; print unpack("L", $m)' "${1:-/dev/tty1}" 2>/dev/null || echo error
}
chvt() {  # VT_ACTIVATE (0x5606) then VT_WAITACTIVE (0x5607), as chvt does
    perl -e 'open(my $t, "<", "/dev/tty0") or die; ioctl($t, 0x5606, '"$1"') or die; ioctl($t, 0x5607, '"$1"') or die'
}
main_pid() { systemctl show -p MainPID --value pane-gallery; }
last_state() { journalctl -q -b -u pane-gallery -o cat --since "@$1" | grep -E '^pane: (settled|busy)$' | tail -n 1; }
wait_settled() {  # wait_settled SINCE: until the app's last state line since SINCE is "settled" for a second
    i=0
    while [ $i -lt 600 ]; do
        if [ "$(last_state "$1")" = "pane: settled" ]; then
            sleep 1
            [ "$(last_state "$1")" = "pane: settled" ] && return 0
        fi
        sleep 0.3; i=$((i+1))
    done
    return 1
}
wait_restart() {  # wait_restart OLDPID SINCE_MS TIMEOUT_S: until a new main process has said READY=1;
    # prints "restarted=MS ready=MS" from SINCE_MS (CLOCK_MONOTONIC): when systemd started the
    # new process and when it became active (READY=1: its first frame on the panel), both as
    # systemd recorded them (ExecMainStartTimestampMonotonic, ActiveEnterTimestampMonotonic).
    i=0
    while [ $i -lt $(($3 * 10)) ]; do
        pid=$(main_pid)
        if [ "$pid" != "$1" ] && [ "$pid" != 0 ] && [ "$(systemctl is-active pane-gallery)" = active ]; then
            started=$(( $(systemctl show -p ExecMainStartTimestampMonotonic --value pane-gallery) / 1000 ))
            ready=$(( $(systemctl show -p ActiveEnterTimestampMonotonic --value pane-gallery) / 1000 ))
            echo "restarted=$((started - $2)) ready=$((ready - $2))"; return 0
        fi
        sleep 0.2; i=$((i+2))
    done
    echo timeout; return 1
}
journal_ms() {  # journal_ms PATTERN: CLOCK_MONOTONIC ms of the unit's last journal line matching PATTERN
    journalctl -q -b -u pane-gallery -o short-monotonic | grep -- "$1" | tail -n 1 | sed 's/^\[ *\([0-9]*\)\.\([0-9]\{3\}\).*/\1\2/'
}

boot=$(cat $S/boot 2>/dev/null || echo 0); boot=$((boot + 1)); echo $boot > $S/boot; sync
say "boot $boot at $(cut -d' ' -f1 /proc/uptime) s"

if [ $boot = 1 ]; then
    # apt resolves the package's Depends: from a local repository of the .deb files it needs
    # (the guest has no network); nothing of Pane's is on the system before.
    result "before libdrm=$(ls /usr/lib/x86_64-linux-gnu/libdrm.so.2 2>/dev/null | wc -l)"
    echo "deb [trusted=yes] file:$S/debs ./" > /etc/apt/sources.list.d/pane-test.list
    t=$(now_ms)
    apt-get update -q > $S/apt-update.log 2>&1
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $S/pane-gallery.deb > $S/apt-install.log 2>&1
    result "install status=$? ms=$(( $(now_ms) - t ))"
    result "user $(id pane)"
    result "enabled $(systemctl is-enabled pane-gallery)"
    result "active-after-install $(systemctl is-active pane-gallery)"
    result "conffile $(dpkg-query -W -f='${Conffiles}' pane-gallery | awk '{print $1}')"
    # A setting changed the way the README says: no slideshow during the screen comparisons.
    sed -i 's/^SLIDESHOW_AFTER=.*/SLIDESHOW_AFTER=100000/' /etc/default/pane-gallery
    say reboot
    sync
    systemctl reboot
    exit 0
fi

# Boot 2: nobody logs in. The gallery must be on the panel by itself.
i=0; while [ "$(systemctl is-active pane-gallery)" != active ] && [ $i -lt 1200 ]; do sleep 0.1; i=$((i+1)); done
result "active $(systemctl is-active pane-gallery) at $(cut -d' ' -f1 /proc/uptime) s"
result "getty-tty1 $(systemctl is-active getty@tty1)"
pid=$(main_pid)
result "process user=$(stat -c %U /proc/$pid) groups=$(sed -n 's/^Groups:\t*//p' /proc/$pid/status | tr ' ' ,) stdin=$(readlink /proc/$pid/fd/0)"
# Each thread's scheduling policy (proc(5) stat field 41; 1 is SCHED_FIFO): the key reader's.
result "policies $(for t in /proc/$pid/task/*; do sed 's/.*) //' $t/stat | cut -d' ' -f39; done | sort -n | uniq -c | awk '{printf "%s:%s ", $2, $1}')"
start=$(journalctl -q -b -u pane-gallery -o short-unix | head -n 1 | cut -d' ' -f1); start=${start%.*}
wait_settled "$start"; result "settled $? at $(cut -d' ' -f1 /proc/uptime) s"
result "kdmode-running $(kdmode)"
result "security $(systemd-analyze security pane-gallery 2>/dev/null | tail -n 1)"
capture boot

# Touches through uinput, read by the app as user pane.
t=$(date +%s)
pane-touch-replay --uinput $S/open-photo.evemu --wait 3 --hold 2 > $S/replay.log 2>&1
result "replay status=$?"
wait_settled "$t"; result "settled-after-touch $?"
capture touched
journalctl -q -b -u pane-gallery -o cat | grep 'touch: reading' | tail -n 1 | sed 's/^/@@pane-test: result touchlog /; s/$/@@/'

# VT switching: away to tty2 (the panel released), back to tty1 (a full repaint).
chvt 2; sleep 2
result "kdmode-on-tty2 $(kdmode /dev/tty2) tty1-still $(kdmode)"
capture vt2
t=$(date +%s)
chvt 1
wait_settled "$t"; result "settled-after-vt $?"
capture vt1

# A crash: SIGSEGV. systemd restarts it; the console was put back in between.
pid=$(main_pid)
systemctl kill -s SEGV pane-gallery
# Timed from systemd's own "Sent signal SIGSEGV" line.
i=0; while [ -z "$(journal_ms 'Sent signal SIGSEGV')" ] && [ $i -lt 100 ]; do sleep 0.2; i=$((i+1)); done
result "segv-restart $(wait_restart $pid "$(journal_ms 'Sent signal SIGSEGV')" 60)"
journalctl -q -b -u pane-gallery -o cat | grep -m1 'status=11/SEGV' | sed 's/^/@@pane-test: result segv-log /; s/$/@@/'

# A hang: SIGSTOP. No watchdog pings, so systemd aborts and restarts it.
t=$(date +%s)
pid=$(main_pid)
ms=$(now_ms)
kill -STOP $pid
result "watchdog-restart $(wait_restart $pid $ms 90)"
journalctl -q -b -o cat --since "@$t" | grep -m1 -i 'watchdog timeout' | sed 's/^/@@pane-test: result watchdog-log /; s/$/@@/'
result "restarts $(systemctl show -p NRestarts --value pane-gallery)"
wait_settled "$t"; result "settled-after-restarts $?"
capture restarted

# Stopping leaves the console as it was: text mode, the console's own picture.
systemctl stop pane-gallery
result "stopped $(systemctl is-active pane-gallery) kdmode-after-stop $(kdmode)"
journalctl -q -b -u pane-gallery -o cat | grep -E 'restored|turned CRTC' | tail -n 1 | sed 's/^/@@pane-test: result restore /; s/$/@@/'
capture stopped

# Your own app through the template unit: here the gallery binary under another name.
install -m 755 /usr/bin/pane-gallery /usr/local/bin/my-kiosk
echo "FLAGS=--photos /usr/share/pane-gallery/photos --slideshow-after 100000" > /etc/default/pane-app-my-kiosk
t=$(date +%s)
systemctl start pane-app@my-kiosk
result "template $(systemctl is-active pane-app@my-kiosk) user=$(stat -c %U "/proc/$(systemctl show -p MainPID --value pane-app@my-kiosk)") kdmode=$(kdmode)"
i=0; while [ $i -lt 300 ]; do
    [ "$(journalctl -q -b -u pane-app@my-kiosk -o cat | grep -E '^pane: (settled|busy)$' | tail -n 1)" = "pane: settled" ] && break
    sleep 0.3; i=$((i+1))
done
capture template
systemctl stop pane-app@my-kiosk
result "template-stopped $(systemctl is-active pane-app@my-kiosk) kdmode=$(kdmode)"
journalctl -q -b -u pane-app@my-kiosk -o short-monotonic > $S/journal-template.txt 2>&1

# The crash path by itself: a gallery whose terminal is tty3 (setsid, then tty3 opened as its
# controlling terminal), killed with SIGSEGV, puts tty3 back in text mode from its signal handler.
setsid sh -c "exec /usr/bin/pane-gallery --display kms --photos /usr/share/pane-gallery/photos --slideshow-after 100000 </dev/tty3 >/dev/null 2>$S/crash.err" &
crash=$!
i=0; while [ "$(kdmode /dev/tty3)" != 1 ] && [ $i -lt 300 ]; do sleep 0.2; i=$((i+1)); done
before=$(kdmode /dev/tty3)
kill -SEGV $crash; wait $crash; status=$?
result "crash before=$before after=$(kdmode /dev/tty3) status=$status"
journalctl -q -b -u pane-gallery -o short-monotonic > $S/journal.txt 2>&1

# Apps that are not the gallery (make package APP=... PRODUCT=...): installed with apt from the
# local repository, each started through its own NAME.service, its screen captured.
for deb in $S/apps/*.deb; do
    [ -e "$deb" ] || continue
    name=$(basename "$deb" .deb)
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$deb" > $S/apt-install-$name.log 2>&1
    result "app-install-$name status=$?"
    result "app-user-$name $(id $name)"
    flags=$(cat $S/apps/$name.flags)
    [ -z "$flags" ] || sed -i "s|^FLAGS=.*|FLAGS=$flags|" /etc/default/$name
    httpd=""
    case "$flags" in
        *127.0.0.1:8080*)
            $S/busybox httpd -f -vv -p 127.0.0.1:8080 -h $S/www > $S/httpd-$name.log 2>&1 &
            httpd=$! ;;
    esac
    t=$(date +%s)
    systemctl start $name
    i=0; while [ $i -lt 300 ]; do
        [ "$(journalctl -q -b -u $name -o cat --since "@$t" | grep -E '^pane: (settled|busy)$' | tail -n 1)" = "pane: settled" ] && break
        sleep 0.3; i=$((i+1))
    done
    pid=$(systemctl show -p MainPID --value $name)
    result "app-$name $(systemctl is-active $name) user=$(stat -c %U /proc/$pid) kdmode=$(kdmode) state=$(stat -c %U /var/lib/$name 2>/dev/null)"
    capture app-$name
    if [ -n "$httpd" ]; then
        kill $httpd; wait $httpd
        result "app-http-$name requests=$(grep -c 'url:/hours.json' $S/httpd-$name.log)"
    fi
    # Its log lines are journal entries with fields: PANE_APP, and PRIORITY 5 (notice).
    result "app-journal-$name $(journalctl -q -b PANE_APP=$name -p 5..5 -o cat | grep -m1 'touch:')"
    systemctl stop $name
    result "app-stopped-$name $(systemctl is-active $name) kdmode=$(kdmode)"
    journalctl -q -b -u $name -o short-monotonic > $S/journal-$name.txt 2>&1
done
(systemd-analyze; systemd-analyze critical-chain pane-gallery.service; systemd-analyze blame | head -n 15) > $S/boot-analysis.txt 2>&1
systemctl status pane-gallery > $S/status.txt 2>&1
say "done"
sync
systemctl poweroff
