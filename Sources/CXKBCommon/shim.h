#pragma once
// libxkbcommon: keymaps, key state and compose (dead keys, the compose key); libxkbregistry (the
// same Debian source, libxkbregistry-dev): the names of the layouts and variants xkb-data has.
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbregistry.h>
