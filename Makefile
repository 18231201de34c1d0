# Pane's two commands: `make run` and `make test`. Both install the Debian packages that are
# missing first (with apt-get; sudo when not root), so they work on a fresh Debian 12 with Swift.

SWIFT ?= swift
# C libraries the package links (Package.swift's systemLibrary targets).
BUILD_PACKAGES := pkg-config libdrm-dev libevdev-dev libpixman-1-dev libpng-dev libturbojpeg0-dev libmtdev-dev \
	libfreetype-dev fonts-dejavu-core
# The virtual panel (tools/panel-vm): a real kernel with DRM and uinput under QEMU.
VM_PACKAGES := qemu-system-x86 linux-image-amd64 busybox-static cpio
RUN_ARGS ?=
# arm64 (tools/arm64/): the host tools that make the Debian 13 environment and sysroot, run
# arm64 binaries (qemu-aarch64) and boot the arm64 panel (qemu-system-aarch64). The sysroot
# holds BUILD_PACKAGES' arm64 versions: add a library there and it follows.
ARM64_HOST_PACKAGES := debootstrap qemu-user-static qemu-system-arm xz-utils kmod binutils
ARM64_FLAGS ?=

.PHONY: run test deps vm-deps build release benchmark clean arm64 test-arm64 arm64-deps

run: deps
	$(SWIFT) build -c release --product gallery
	./.build/release/gallery $(RUN_ARGS)

test: deps vm-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

build: deps
	$(SWIFT) build

deps:
	@./tools/install-packages $(BUILD_PACKAGES)

vm-deps:
	@./tools/install-packages $(VM_PACKAGES)

# gallery, touch-replay and fps for aarch64 into .build-arm64/bin/ (static Swift runtime;
# ARM64_FLAGS=--dynamic for the dynamic one), with Debian 13's swiftlang 6.0.3.
arm64: arm64-deps
	@PANE_PACKAGES="$(BUILD_PACKAGES)" ./tools/arm64/build $(ARM64_FLAGS)

# The suite with swiftlang 6.0.3 on amd64, the release binaries and the suite under
# qemu-aarch64, the arm64 panel VM (tools/arm64/test).
test-arm64: deps vm-deps arm64-deps
	@PANE_PACKAGES="$(BUILD_PACKAGES)" SWIFT="$(SWIFT)" ./tools/arm64/test

arm64-deps:
	@./tools/install-packages $(ARM64_HOST_PACKAGES)

benchmark: deps
	cd Benchmarks && $(SWIFT) package benchmark --no-progress

clean:
	rm -rf .build .build-arm64 out
