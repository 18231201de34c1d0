#ifndef PANE_TEST_FONTS_H
#define PANE_TEST_FONTS_H

/// The fontconfig configuration the test binary pinned (Tests/Fonts/fonts.conf, as FONTCONFIG_FILE)
/// when it loaded; a test checks that the fonts seen are exactly the pinned ones.
const char *pane_test_fonts_config(void);

#endif
