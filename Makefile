# Pane's two commands: `make run` and `make test`. Both install the Debian packages that are
# missing first (with apt-get; sudo when not root), so they work on a fresh Debian 12 with Swift.

SWIFT ?= swift
# C libraries the package links (Package.swift's systemLibrary targets).
BUILD_PACKAGES := pkg-config libdrm-dev libevdev-dev libpixman-1-dev libpng-dev libturbojpeg0-dev libmtdev-dev \
	libfreetype-dev fonts-dejavu-core libsystemd-dev
# The virtual panel (tools/panel-vm): a real kernel with DRM and uinput under QEMU.
VM_PACKAGES := qemu-system-x86 linux-image-amd64 busybox-static cpio
RUN_ARGS ?=

.PHONY: run test deps vm-deps build release benchmark clean package package-deps test-package

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

benchmark: deps
	cd Benchmarks && $(SWIFT) package benchmark --no-progress

clean:
	rm -rf .build out

# --- the Debian package (packaging/, README "Deploying") ----------------------------------
# make package            dist/pane-gallery_VERSION_amd64.deb: release binaries with the Swift
#                         runtime linked in (--static-swift-stdlib), Depends from dpkg-shlibdeps,
#                         checked with lintian (no errors allowed)
# make package ARCH=arm64 the same from `make arm64`'s binaries in ARM64_BIN, with the libraries
#                         looked up in ARM64_SYSROOT through the .deb files in ARM64_DEBS
# make test-package       boots a Debian 12 made with debootstrap in the panel VM, installs the
#                         package with apt, reboots, and checks the kiosk (tools/test-package)
ARCH ?= amd64
ARM64_BIN ?= .build-arm64/bin
ARM64_SYSROOT ?= .build-arm64/sysroot
ARM64_DEBS ?= $(ARM64_SYSROOT)/var/cache/apt/archives
PACKAGE_PACKAGES := dpkg-dev lintian binutils
TEST_PACKAGE_PACKAGES := debootstrap e2fsprogs

package-deps:
	@./tools/install-packages $(PACKAGE_PACKAGES) $(if $(filter arm64,$(ARCH)),binutils-aarch64-linux-gnu)

package: package-deps
ifeq ($(ARCH),arm64)
	./packaging/build-deb --arch arm64 --bin $(ARM64_BIN) --sysroot $(ARM64_SYSROOT) --debs $(ARM64_DEBS)
else ifeq ($(ARCH),amd64)
	@./tools/install-packages $(BUILD_PACKAGES)
	for p in gallery touch-replay fps; do $(SWIFT) build -c release --static-swift-stdlib --scratch-path .build-package --product $$p || exit 1; done
	./packaging/build-deb --arch amd64 --bin .build-package/release
else
	$(error ARCH is amd64 or arm64, not $(ARCH))
endif
	lintian --fail-on error --tag-display-limit 0 dist/pane-gallery_*_$(ARCH).deb

test-package: package vm-deps
	@./tools/install-packages $(TEST_PACKAGE_PACKAGES)
	./tools/test-package/test-package dist/pane-gallery_*_amd64.deb
