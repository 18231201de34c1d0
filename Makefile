# Pane's two commands: `make run` and `make test`. Both install the Debian packages that are
# missing first (with apt-get; sudo when not root), so they work on a fresh Debian 12 with Swift.

SWIFT ?= swift
# C libraries the package links (Package.swift's systemLibrary targets), and what they read at run
# time: xkb-data (the keyboard layouts) and libx11-data (the compose tables for dead keys);
# libxkbcommon-tools is xkbcli, which the keymap tests compare with.
# libcurl4-openssl-dev: an app using URLSession (FoundationNetworking, Examples/OpeningHours) links
# it with --static-swift-stdlib (make package APP=...). libespeak-ng-dev and libasound2-dev: the
# headers CPaneSpeech checks its declarations against (it opens both libraries with dlopen).
# Input methods (CPaneInputMethods, opened with dlopen too): libhangul-dev, whose header the
# hangul calls are checked against, and libpinyin15 with libpinyin-data, the pinyin engine and the
# data its tests pin (2.8.1 in Debian 12 and 13).
BUILD_PACKAGES := pkg-config libdrm-dev libevdev-dev libpixman-1-dev libpng-dev libturbojpeg0-dev libmtdev-dev \
	libfreetype-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev libicu-dev libsystemd-dev \
	libxkbcommon-dev libxkbregistry-dev xkb-data libx11-data libxkbcommon-tools \
	libcurl4-openssl-dev libespeak-ng-dev espeak-ng-data libasound2-dev \
	libhangul-dev libpinyin15 libpinyin-data
# Fonts for text in every script PaneText is tested with (the Text article, Sources/Pane/Pane.docc/Articles/Text.md): Latin, Greek, Cyrillic,
# Hebrew and Arabic (DejaVu, Noto), Thai and Devanagari (Noto), Chinese, Japanese and Korean (Noto CJK),
# colour emoji (Noto Color Emoji); hb-shape (libharfbuzz-bin) is what the shaping tests compare with.
FONT_PACKAGES := fontconfig fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji libharfbuzz-bin
# The virtual panel (tools/panel-vm): a real kernel with DRM and uinput under QEMU.
VM_PACKAGES := qemu-system-x86 linux-image-amd64 busybox-static cpio
# make test checks the shell scripts of tools/, packaging/ and .ci/ first (tools/check-shell).
LINT_PACKAGES := shellcheck
# The desktop window (--display window, the Desktop article): SDL2, loaded at run time with
# dlopen, so neither the build nor a kiosk's package depends on it. Its tests drive a real X
# server (Xvfb) with xdotool and read it back with xwd (x11-apps); with libsdl2-dev installed the
# SDL shim checks its declarations against SDL's headers. make dev watches files with inotifywait.
WINDOW_PACKAGES := libsdl2-2.0-0
WINDOW_TEST_PACKAGES := xvfb xdotool x11-apps
DEV_PACKAGES := inotify-tools
# make dev APP=DIR PRODUCT=NAME: the live edit loop (tools/dev) on APP's files; the gallery by
# default (in the dev target only: an APP set for every target would make `make package` build
# an app package instead of the gallery's).
# MetricsTests check the --metrics file with promtool (prometheus) and scrape it through
# node_exporter's textfile collector (prometheus-node-exporter, run by the test on 127.0.0.1).
METRICS_TEST_PACKAGES := prometheus prometheus-node-exporter
# OrientationSensorTests run a private bus (dbus-daemon) with tools/fake-sensor-proxy on it in
# place of iio-sensor-proxy (--auto-rotate).
SENSOR_TEST_PACKAGES := dbus-daemon
RUN_ARGS ?=
# arm64 (tools/arm64/): the host tools that make the Debian 13 environment and sysroot, run
# arm64 binaries (qemu-aarch64) and boot the arm64 panel (qemu-system-aarch64). The arm64 sysroot
# and the Debian 13 environment hold the trixie versions of BUILD_PACKAGES and FONT_PACKAGES: add a
# library or a font there and it follows.
ARM64_HOST_PACKAGES := debootstrap qemu-user-static qemu-system-arm xz-utils kmod binutils
ARM64_FLAGS ?=

.PHONY: run dev test deps vm-deps build release benchmark frame-cost clean package package-deps test-package arm64 \
	test-arm64 arm64-deps fuzz test-sanitizers docs docs-archive docs-preview example

# On a desktop (DISPLAY or WAYLAND_DISPLAY set) the gallery opens in a window; elsewhere it plays
# its demo headless into ./out, or runs on the panel.
run: deps
	@$(if $(DISPLAY)$(WAYLAND_DISPLAY),./tools/install-packages $(WINDOW_PACKAGES),true)
	$(SWIFT) build -c release --product gallery
	./.build/release/gallery $(RUN_ARGS)

dev: deps
	@./tools/install-packages $(WINDOW_PACKAGES) $(DEV_PACKAGES)
	SWIFT=$(SWIFT) ./tools/dev $(or $(APP),Sources) $(or $(PRODUCT),gallery) $(RUN_ARGS)

# The test suites that boot the panel VM (regular expressions over suite names).
VM_SUITES := PanelVMTests|KMSDisplayVMTests|PanelVMToolTests

test: deps vm-deps
	@./tools/install-packages $(LINT_PACKAGES) $(METRICS_TEST_PACKAGES) $(SENSOR_TEST_PACKAGES) python3 $(WINDOW_PACKAGES) $(WINDOW_TEST_PACKAGES) $(DEV_PACKAGES) libsdl2-dev
	./tools/check-shell
	$(SWIFT) build --build-tests
	@# Every public symbol of the library modules has a summary: the symbol graphs of the build
	@# just made (about 20 s, nothing rebuilt), read by tools/doc-coverage (as `make docs` does).
	$(SWIFT) package dump-symbol-graph --minimum-access-level public > /dev/null
	./tools/doc-coverage --symbol-graphs "$$($(SWIFT) build --show-bin-path)/../symbolgraph" $(DOC_MODULES)
	@# The panel VM suites on their own after the rest: their waits block threads of the
	@# cooperative pool for minutes, which the other suites' tasks need, and their guests replay
	@# touches in real time, which the other suites' load would stretch.
	$(SWIFT) test --skip-build --skip '$(VM_SUITES)'
	$(SWIFT) test --skip-build --filter '$(VM_SUITES)'

build: deps
	$(SWIFT) build

deps:
	@./tools/install-packages $(BUILD_PACKAGES) $(FONT_PACKAGES)

vm-deps:
	@./tools/install-packages $(VM_PACKAGES)

# gallery, touch-replay and fps for aarch64 into .build-arm64/bin/ (static Swift runtime;
# ARM64_FLAGS=--dynamic for the dynamic one), with Debian 13's swiftlang 6.0.3.
arm64: arm64-deps
	@PANE_PACKAGES="$(BUILD_PACKAGES) $(FONT_PACKAGES)" ./tools/arm64/build $(ARM64_FLAGS)

# The suite with swiftlang 6.0.3 on amd64, the release binaries and the suite under
# qemu-aarch64, the arm64 panel VM (tools/arm64/test).
test-arm64: deps vm-deps arm64-deps
	@./tools/install-packages $(WINDOW_PACKAGES) $(WINDOW_TEST_PACKAGES) $(DEV_PACKAGES) $(SENSOR_TEST_PACKAGES)
	@PANE_PACKAGES="$(BUILD_PACKAGES) $(FONT_PACKAGES) $(WINDOW_PACKAGES) $(WINDOW_TEST_PACKAGES) $(DEV_PACKAGES) $(METRICS_TEST_PACKAGES) $(SENSOR_TEST_PACKAGES)" SWIFT="$(SWIFT)" ./tools/arm64/test

arm64-deps:
	@./tools/install-packages $(ARM64_HOST_PACKAGES)

benchmark: deps
	cd Benchmarks && $(SWIFT) package benchmark --no-progress --target PaneBenchmarks

# Instructions per steady frame of the benchmark scenes, counted by callgrind (noise-free):
# `make frame-cost SCENES="compass plain-100 plain-10000"`. See Benchmarks/callgrind-frame-cost.
SCENES ?= compass
frame-cost: deps
	@./tools/install-packages valgrind
	./Benchmarks/callgrind-frame-cost $(SCENES)

# libFuzzer harnesses of Fuzz/ (evemu, thumbnails, boards, flags), FUZZ_SECONDS each (tools/fuzz).
fuzz: deps
	SWIFT=$(SWIFT) ./tools/fuzz

# The suite under AddressSanitizer, then ThreadSanitizer (tools/test-sanitizers).
test-sanitizers: deps
	SWIFT=$(SWIFT) ./tools/test-sanitizers

clean:
	rm -rf .build .build-arm64 .build-package out

# The reference of every library module and the articles and tutorial of Sources/Pane/Pane.docc, as
# one combined DocC archive in DOCS_ARCHIVE (swift-docc-plugin's
# --enable-experimental-combined-documentation: one archive per module, linked to the archives of
# the modules it imports, then `docc merge`d under a "Pane" package page). The archive is laid out
# for static hosting already (an index.html for every page). Any DocC warning (a broken symbol link,
# a parameter documented under the wrong name, a tutorial directive missing) fails it, and so does a
# public symbol without a summary (tools/doc-coverage, which reads the symbol graphs this build
# extracts). Its own scratch folder so it does not rebuild the debug build's modules with symbol
# graphs; PANE_DOCS=1 adds the plugin to Package.swift's dependencies (no other build resolves it), and
# tools/own-resolution keeps the Package.resolved that pins it in .build-docs/, out of the working
# tree, where it sent `make arm64` (no network) to fetch the plugin.
DOC_MODULES := PaneSystem PaneGeometry PanePixels PaneText PanePhysics PaneInput PaneGestures PaneUI PaneKit PaneDisplay Pane PaneTesting
DOCS_ARCHIVE := .build-docs/plugins/Swift-DocC/outputs/Pane.doccarchive
DOCS_PORT ?= 8765
docs: docs-archive
	./tools/doc-coverage --symbol-graphs .build-docs $(DOC_MODULES)
	@echo "docs: $(DOCS_ARCHIVE) (make docs-preview serves it)"

docs-archive: deps
	@./tools/install-packages python3
	rm -rf $(DOCS_ARCHIVE)
	PANE_DOCS=1 ./tools/own-resolution .build-docs $(SWIFT) package --scratch-path .build-docs generate-documentation \
		$(addprefix --target ,$(DOC_MODULES)) --enable-experimental-combined-documentation --warnings-as-errors
	@# The plugin does not check `docc merge`'s exit status: a missing archive is its failure.
	test -f $(DOCS_ARCHIVE)/documentation/index.html

# Serves DOCS_ARCHIVE on http://127.0.0.1:DOCS_PORT/documentation/ (the tutorial at /tutorials/pane)
# until interrupted: python3's static file server, bound to the loopback address only. It builds
# the archive first but does not wait for doc-coverage, so a page can be read while it is written.
docs-preview: docs-archive
	@echo "docs-preview: http://127.0.0.1:$(DOCS_PORT)/documentation/"
	python3 -m http.server $(DOCS_PORT) --bind 127.0.0.1 --directory $(DOCS_ARCHIVE)

# The tutorial's café kiosk (Examples/CafeKiosk), headless unless a panel is there.
example: deps
	$(SWIFT) build --product cafe-kiosk
	./.build/debug/cafe-kiosk $(RUN_ARGS)

# --- the Debian package (packaging/, the Deploying article) ----------------------------------
# make package            dist/pane-gallery_VERSION_amd64.deb: release binaries with the Swift
#                         runtime linked in (--static-swift-stdlib), Depends from dpkg-shlibdeps,
#                         checked with lintian (no errors allowed)
# make package ARCH=arm64 the same from `make arm64`'s binaries in ARM64_BIN, with the libraries
#                         looked up in ARM64_SYSROOT through the .deb files in ARM64_DEBS
# make package APP=DIR PRODUCT=NAME [ARCH=arm64]
#                         dist/NAME_VERSION_ARCH.deb: any app's product as a kiosk service
#                         (packaging/package-app; lintian must report nothing)
# make test-package       boots a Debian 12 made with debootstrap in the panel VM, installs the
#                         package with apt, reboots, and checks the kiosk (tools/test-package)
ARCH ?= amd64
ARM64_BIN ?= .build-arm64/bin
ARM64_SYSROOT ?= .build-arm64/sysroot
ARM64_DEBS ?= $(ARM64_SYSROOT)/var/cache/apt/archives
PACKAGE_PACKAGES := dpkg-dev lintian binutils
TEST_PACKAGE_PACKAGES := debootstrap e2fsprogs

package-deps:
	@./tools/install-packages $(PACKAGE_PACKAGES) $(if $(filter arm64,$(ARCH)),binutils-aarch64-linux-gnu patchelf)

package: package-deps
ifneq ($(APP),)
	@./tools/install-packages $(BUILD_PACKAGES) $(FONT_PACKAGES) $(if $(filter arm64,$(ARCH)),$(ARM64_HOST_PACKAGES))
	PANE_PACKAGES="$(BUILD_PACKAGES) $(FONT_PACKAGES)" ./packaging/package-app --app '$(APP)' --product '$(PRODUCT)' --arch $(ARCH)
else ifeq ($(ARCH),arm64)
	./packaging/build-deb --arch arm64 --bin $(ARM64_BIN) --sysroot $(ARM64_SYSROOT) --debs $(ARM64_DEBS)
else ifeq ($(ARCH),amd64)
	@./tools/install-packages $(BUILD_PACKAGES)
	for p in gallery touch-replay fps; do $(SWIFT) build -c release --static-swift-stdlib --scratch-path .build-package --product $$p || exit 1; done
	./packaging/build-deb --arch amd64 --bin .build-package/release
else
	$(error ARCH is amd64 or arm64, not $(ARCH))
endif
ifeq ($(APP),)
	lintian --fail-on error --tag-display-limit 0 dist/pane-gallery_*_$(ARCH).deb
endif

# The apps that are not the gallery: the café kiosk, and opening-hours, which loads over HTTP.
test-package: package vm-deps
	@./tools/install-packages $(TEST_PACKAGE_PACKAGES) busybox-static
	$(MAKE) package APP=Examples/CafeKiosk PRODUCT=cafe-kiosk ARCH=amd64
	$(MAKE) package APP=Examples/OpeningHours PRODUCT=opening-hours ARCH=amd64
	./tools/test-package/test-package dist/pane-gallery_*_amd64.deb \
		--app dist/cafe-kiosk_*_amd64.deb --app dist/opening-hours_*_amd64.deb
