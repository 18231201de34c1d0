#include "pane_text.h"
#include <unicode/ubrk.h>
#include <unicode/uchar.h>

static int32_t collect(UBreakIterator *it, int32_t *offsets, uint8_t *hard, int32_t capacity) {
    int32_t n = 0;
    for (int32_t b = ubrk_next(it); b != UBRK_DONE && n < capacity; b = ubrk_next(it)) {
        offsets[n] = b;
        // UBRK_LINE_HARD (100..199) marks a mandatory break (ICU's ubrk.h, ULineBreakTag).
        if (hard) hard[n] = ubrk_getRuleStatus(it) >= UBRK_LINE_HARD ? 1 : 0;
        n++;
    }
    return n;
}

int32_t pane_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                         int32_t *offsets, uint8_t *hard, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, locale ? locale : "", (const UChar *)text, length, &status);
    if (U_FAILURE(status) || !it) return -1;
    int32_t n = collect(it, offsets, hard, capacity);
    ubrk_close(it);
    return n;
}

int32_t pane_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_CHARACTER, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status) || !it) return -1;
    int32_t n = collect(it, offsets, 0, capacity);
    ubrk_close(it);
    return n;
}

int pane_is_emoji_presentation(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_EMOJI_PRESENTATION); }
int pane_is_extended_pictographic(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_EXTENDED_PICTOGRAPHIC); }
int pane_is_default_ignorable(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT); }
