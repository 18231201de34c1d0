# Pane's two commands: `make run` and `make test`. Both install the Debian packages that are
# missing first (with apt-get; sudo when not root), so they work on a fresh Debian 12 with Swift.

SWIFT ?= swift
# C libraries the package links (Package.swift's systemLibrary targets).
BUILD_PACKAGES := pkg-config libdrm-dev libevdev-dev libpixman-1-dev libpng-dev libturbojpeg0-dev libmtdev-dev \
	libfreetype-dev fonts-dejavu-core
# The virtual panel (tools/panel-vm): a real kernel with DRM and uinput under QEMU.
VM_PACKAGES := qemu-system-x86 linux-image-amd64 busybox-static cpio
RUN_ARGS ?=

.PHONY: run test deps vm-deps build release benchmark frame-cost clean

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
	cd Benchmarks && $(SWIFT) package benchmark --no-progress --target PaneBenchmarks

# Instructions per steady frame of the benchmark scenes, counted by callgrind (noise-free):
# `make frame-cost SCENES="compass plain-100 plain-10000"`. See Benchmarks/callgrind-frame-cost.
SCENES ?= compass
frame-cost: deps
	@./tools/install-packages valgrind
	./Benchmarks/callgrind-frame-cost $(SCENES)

clean:
	rm -rf .build out
