# Pane's two commands: `make run` and `make test`. Both install the Debian packages that are
# missing first (with apt-get; sudo when not root), so they work on a fresh Debian 12 with Swift.

SWIFT ?= swift
# C libraries the package links (Package.swift's systemLibrary targets).
BUILD_PACKAGES := pkg-config libdrm-dev libevdev-dev libpixman-1-dev libpng-dev libturbojpeg0-dev libmtdev-dev \
	libfreetype-dev fonts-dejavu-core
# The virtual panel (tools/panel-vm): a real kernel with DRM and uinput under QEMU.
VM_PACKAGES := qemu-system-x86 linux-image-amd64 busybox-static cpio
RUN_ARGS ?=

.PHONY: run test deps vm-deps build release benchmark clean fuzz test-sanitizers

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

# libFuzzer harnesses of Fuzz/ (evemu, thumbnails, boards, flags), FUZZ_SECONDS each (tools/fuzz).
fuzz: deps
	SWIFT=$(SWIFT) ./tools/fuzz

# The suite under AddressSanitizer, then ThreadSanitizer (tools/test-sanitizers).
test-sanitizers: deps
	SWIFT=$(SWIFT) ./tools/test-sanitizers

clean:
	rm -rf .build out
