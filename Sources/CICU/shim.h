#pragma once
// ICU's C API renames every function with its version (ubrk_open_72) through macros, which Swift
// cannot call; CPaneText wraps the few calls PaneText needs in plain C functions.
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
