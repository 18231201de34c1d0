# Pane's two commands: `make run` and `make test`. Both install the Debian packages that are
# missing first (with apt-get; sudo when not root), so they work on a fresh Debian 12 with Swift.

SWIFT ?= swift
# C libraries the package links (Package.swift's systemLibrary targets).
BUILD_PACKAGES := pkg-config libdrm-dev libevdev-dev libpixman-1-dev libpng-dev libturbojpeg0-dev libmtdev-dev \
	libfreetype-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev libicu-dev
# Fonts for text in every script PaneText is tested with (README, "Text"): Latin, Greek, Cyrillic,
# Hebrew and Arabic (DejaVu, Noto), Thai and Devanagari (Noto), Chinese, Japanese and Korean (Noto CJK),
# colour emoji (Noto Color Emoji); hb-shape (libharfbuzz-bin) is what the shaping tests compare with.
FONT_PACKAGES := fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji libharfbuzz-bin
# The virtual panel (tools/panel-vm): a real kernel with DRM and uinput under QEMU.
VM_PACKAGES := qemu-system-x86 linux-image-amd64 busybox-static cpio
RUN_ARGS ?=

.PHONY: run test deps vm-deps build release benchmark clean

run: deps
	$(SWIFT) build -c release --product gallery
	./.build/release/gallery $(RUN_ARGS)

test: deps vm-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

build: deps
	$(SWIFT) build

deps:
	@./tools/install-packages $(BUILD_PACKAGES) $(FONT_PACKAGES)

vm-deps:
	@./tools/install-packages $(VM_PACKAGES)

benchmark: deps
	cd Benchmarks && $(SWIFT) package benchmark --no-progress

clean:
	rm -rf .build out
