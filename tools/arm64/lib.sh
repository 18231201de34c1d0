# shellcheck shell=bash disable=SC2034
# (SC2034: the settings below are read by the scripts that source this file.)
# Shared by the tools/arm64 scripts (sourced, bash): where things live, one-line failures, the
# checks every step makes first, and apt pointed at Debian 13 "trixie" without touching the
# machine's own apt sources (docs/arm64.md, "Debian 13 packages from a Debian 12 host").

set -u -o pipefail

# The repository, the per-clone output folder and the machine-level cache.
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
OUT="$ROOT/.build-arm64"
# The big environments (the amd64 compiler environment, 3.5 GB; the arm64 sysroot, 0.8 GB; the
# arm64 VM's kernel) live outside the clone so that a fresh clone (CI) reuses them.
CACHE="${PANE_ARM64_CACHE:-/var/cache/pane/arm64}"
SUITE=trixie
# The compiler's version that the environment must report (Debian 13's swiftlang).
SWIFT_VERSION_EXPECTED="6.0.3"
# What the sysroot and the compiler environment hold on top of the project's C libraries:
# the project's list is the Makefile's BUILD_PACKAGES and FONT_PACKAGES, passed in as PANE_PACKAGES (one list for
# this machine, the amd64 environment and the arm64 sysroot); make test-arm64 adds the desktop
# window's WINDOW_PACKAGES and WINDOW_TEST_PACKAGES (SDL2 for the arm64 gallery's window, Xvfb,
# xdotool and xwd for its tests).
# linux-image-arm64, busybox-static and kmod make the same folder the arm64 panel VM's root
# (tools/panel-vm --arch arm64: its kernel, modules and initramfs shell come from there).
SYSROOT_EXTRA="libc6-dev libstdc++-14-dev libswiftlang linux-image-arm64 busybox-static kmod"
ENV_EXTRA="swiftlang libc6-dev libstdc++-14-dev qemu-system-x86 linux-image-amd64 busybox-static cpio xz-utils zstd util-linux ca-certificates"

say() { echo "arm64: $*" >&2; }
# One clear line and a non-zero exit; a half-made tree (PARTIAL) is removed, so a full disk
# gets its space back.
PARTIAL=""
fail() {
    echo "arm64: error: $*" >&2
    [ -z "$PARTIAL" ] || rm -rf "$PARTIAL"
    exit 1
}

# need_tool COMMAND PACKAGE: the host tool, or one line naming the package.
need_tool() {
    command -v "$1" >/dev/null 2>&1 || fail "the host tool '$1' is missing (apt install $2)"
}

# need_space DIR GIGABYTES: free space on DIR's file system, or one line saying how much is missing.
need_space() {
    local dir=$1 want=$2 avail
    mkdir -p "$dir" 2>/dev/null || fail "cannot create $dir"
    avail=$(df -Pk "$dir" | awk 'NR==2 {print int($4 / 1048576)}')
    [ "$avail" -ge "$want" ] || fail "not enough disk space in $dir: ${avail} GB free, ${want} GB needed"
}

# A disk that fills up during a step ends it with this line rather than a tar or dpkg message.
check_full() {  # check_full DIR (after a failed command)
    local avail
    avail=$(df -Pk "$1" 2>/dev/null | awk 'NR==2 {print $4}')
    [ -n "$avail" ] && [ "$avail" -lt 102400 ] && fail "the disk holding $1 is full (under 100 MB left)"
    return 0
}

# The Debian mirror: the one this machine's apt uses (debian.sources or sources.list), or
# PANE_DEBIAN_MIRROR.
mirror() {
    if [ -n "${PANE_DEBIAN_MIRROR:-}" ]; then echo "$PANE_DEBIAN_MIRROR"; return; fi
    local m=""
    if [ -r /etc/apt/sources.list.d/debian.sources ]; then
        m=$(awk '/^URIs:/ {for (i = 2; i <= NF; i++) if ($i !~ /security/) {print $i; exit}}' /etc/apt/sources.list.d/debian.sources)
    fi
    if [ -z "$m" ] && [ -r /etc/apt/sources.list ]; then
        m=$(awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /^https?:/ && $i !~ /security/) {print $i; exit}}' /etc/apt/sources.list)
    fi
    echo "${m:-http://deb.debian.org/debian}"
}

# The host apt's settings for reaching its mirror, as apt.conf lines, for an apt that runs inside
# a new tree (make-env): the proxy and the Valid-Until and Date checks, where this machine sets them.
host_acquire_settings() {
    local key value
    for key in Acquire::http::Proxy Acquire::https::Proxy Acquire::Check-Valid-Until Acquire::Check-Date Acquire::Retries; do
        value=$(apt-config dump "$key" 2>/dev/null | awk -v k="$key" '$1 == k {print $2; exit}')
        [ -n "$value" ] && printf '%s %s\n' "$key" "$value"
    done
    return 0
}

# The trixie sources, lists and package cache of these scripts, for arm64 and amd64.
APT_DIR="$CACHE/apt"
apt_trixie() {
    apt-get -q -o Dir::Etc::sourcelist="$APT_DIR/sources.list" -o Dir::Etc::sourceparts=/nonexistent \
        -o Dir::State::Lists="$APT_DIR/lists" -o Dir::Cache="$APT_DIR/cache" \
        -o APT::Architectures::=arm64 -o APT::Architectures::=amd64 \
        -o Debug::NoLocking=1 -o APT::Sandbox::User=root "$@"
}

# Fetches trixie's package lists (at most once an hour); an unreachable mirror is one line.
apt_trixie_update() {
    local m stamp="$APT_DIR/lists/.updated"
    m=$(mirror)
    mkdir -p "$APT_DIR/lists/partial" "$APT_DIR/cache/archives/partial" || fail "cannot create $APT_DIR"
    local keyring=/usr/share/keyrings/debian-archive-keyring.gpg
    [ -r "$keyring" ] || fail "no Debian archive keyring at $keyring (apt install debian-archive-keyring)"
    echo "deb [arch=arm64,amd64 signed-by=$keyring] $m $SUITE main" > "$APT_DIR/sources.list"
    if [ -e "$stamp" ] && [ -n "$(find "$stamp" -mmin -60)" ]; then return 0; fi
    if ! apt_trixie update >"$APT_DIR/update.log" 2>&1 || grep -q '^\(E\|Err\):' "$APT_DIR/update.log"; then
        check_full "$APT_DIR"
        fail "cannot reach the Debian mirror $m for $SUITE ($(grep -m1 '^\(E\|Err\)' "$APT_DIR/update.log" | cut -c1-160); log: $APT_DIR/update.log)"
    fi
    touch "$stamp"
}

# The project's packages (PANE_PACKAGES from the Makefile) less the host-only pkg-config.
project_packages() {
    local p out=""
    for p in ${PANE_PACKAGES:-}; do [ "$p" = pkg-config ] || out="$out $p"; done
    [ -n "$out" ] || fail "PANE_PACKAGES is empty: run this through make (make arm64 / make test-arm64)"
    echo $out
}

# A key for what an environment holds: this folder's scripts' stamp version and its package list.
key_of() { echo "$*" | tr ' ' '\n' | sed '/^$/d' | sort -u | tr '\n' ' ' | sed 's/ $//'; }

# Holds an exclusive lock on the cache while a step builds (another clone may be building too).
lock_cache() {
    mkdir -p "$CACHE" || fail "cannot create $CACHE"
    exec {lock_fd}>"$CACHE/.lock" || fail "cannot open $CACHE/.lock"
    if ! flock -n "$lock_fd"; then
        say "waiting for another build using $CACHE"
        flock "$lock_fd"
    fi
}

# Runs a command inside the amd64 environment, in a private mount namespace (nothing to
# unmount afterwards, even when killed), with this repository, the arm64 sysroot and the cache
# at the same paths as outside, and PANE_REAL_RECORDINGS's folder when it is set:
# env_run [--cwd DIR] COMMAND...
ENV_DIR="$CACHE/env-amd64"
env_run() {
    local cwd="$ROOT"
    if [ "${1:-}" = --cwd ]; then cwd=$2; shift 2; fi
    local binds="$ROOT ${PANE_EXTRA_BINDS:-}"
    # PANE_REAL_RECORDINGS names a folder of other people's touch recordings, outside the
    # repository, that RecordingsTests reads when it is set: bound and passed on. A value that is
    # no folder is passed on unchanged, so the tests inside fail on it as they would outside.
    local recordings="${PANE_REAL_RECORDINGS:-}"
    if [ -n "$recordings" ] && [ -d "$recordings" ]; then
        recordings=$(cd "$recordings" && pwd -P)
        binds="$binds $recordings"
    fi
    [ -d "$CACHE/sysroot-arm64" ] && binds="$binds $CACHE/sysroot-arm64"
    [ -d "$CACHE/vm-arm64" ] && binds="$binds $CACHE/vm-arm64"
    PANE_ENV="$ENV_DIR" PANE_BINDS="$binds" PANE_CWD="$cwd" PANE_RECORDINGS="$recordings" unshare --mount --propagation private -- bash -c '
        set -e
        e=$PANE_ENV
        mount --rbind /dev "$e/dev"; mount -t proc proc "$e/proc"; mount --rbind /sys "$e/sys"
        mount -t tmpfs tmp "$e/tmp"
        for b in $PANE_BINDS; do mkdir -p "$e$b"; mount --bind "$b" "$e$b"; done
        cp -L /etc/resolv.conf "$e/etc/resolv.conf" 2>/dev/null || true
        cd "$e"
        exec chroot "$e" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
            HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" CI="${CI:-}" PANE_REAL_RECORDINGS="$PANE_RECORDINGS" ${PANE_ENV_VARS:-} \
            bash -c "cd \"\$0\" && exec \"\$@\"" "$PANE_CWD" "$@"
    ' bash "$@"
}

# Runs the environment's swift for aarch64: SwiftPM 6.0.3 reads .pc files itself and would take
# the amd64 ones without these (docs/arm64.md, pitfall 2).
cross_swift() {
    local s="$CACHE/sysroot-arm64"
    local pc="$s/usr/lib/aarch64-linux-gnu/pkgconfig:$s/usr/share/pkgconfig"
    PANE_ENV_VARS="PKG_CONFIG_PATH=$pc PKG_CONFIG_LIBDIR=$pc PKG_CONFIG_SYSROOT_DIR=$s" env_run swift "$@"
}
