#pragma once
#include <stdint.h>
#include <stddef.h>
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
