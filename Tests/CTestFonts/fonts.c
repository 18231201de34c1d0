// Pins the fonts of the whole test binary before any test runs (issue 26, item 4): a constructor
// sets FONTCONFIG_FILE to Tests/Fonts/fonts.conf, found beside this file, so PaneText's matcher,
// the fc-match the tests compare with and every app a test starts see the same fonts whatever
// else the machine has installed. It runs at load, before fontconfig is first initialized, and
// replaces any FONTCONFIG_FILE the environment had.
#include "CTestFonts.h"
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char config[PATH_MAX];

__attribute__((constructor))
static void pane_pin_test_fonts(void) {
    // __FILE__ is the absolute path SwiftPM compiled: <repo>/Tests/CTestFonts/fonts.c.
    const char *here = __FILE__;
    const char *slash = strrchr(here, '/');
    if (slash == NULL) return;
    int length = snprintf(config, sizeof config, "%.*s/../Fonts/fonts.conf", (int)(slash - here), here);
    if (length <= 0 || (size_t)length >= sizeof config) { config[0] = 0; return; }
    setenv("FONTCONFIG_FILE", config, 1);
}

const char *pane_test_fonts_config(void) { return config; }

// Pins the locale the same way (in this file, so it is linked wherever the fonts are): the
// on-screen keyboard's layouts and the layout direction follow LANG when no flag or board says
// otherwise, so a machine with LANG=de_DE.UTF-8 would otherwise give the in-process gallery a
// German keyboard and change its goldens. Tests of the locale rule set LANG themselves.
__attribute__((constructor))
static void pane_pin_test_locale(void) {
    setenv("LANG", "C.UTF-8", 1);
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    unsetenv("LANGUAGE");
}
