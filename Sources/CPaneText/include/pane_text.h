#pragma once
#include <stdint.h>

/// Line-break opportunities of `text` (UTF-16, `length` units) by ICU's UAX #14 line break
/// iterator for `locale` (NULL: the root locale; "th" and the like use ICU's dictionaries).
/// Writes the UTF-16 offsets where a line may start (after 0, up to `length` inclusive) into
/// `offsets`, and 1 into `hard` where the break is mandatory (after a newline); at most
/// `capacity` entries. Returns the number written, or -1 when ICU fails.
int32_t pane_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                         int32_t *offsets, uint8_t *hard, int32_t capacity);

/// Extended grapheme cluster boundaries (UAX #29) of `text`, after 0 up to `length` inclusive;
/// at most `capacity`. Returns the number written, or -1 when ICU fails.
int32_t pane_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity);

/// Whether `c` has the Unicode property Emoji_Presentation (shown as an emoji by default).
int pane_is_emoji_presentation(uint32_t c);

/// Whether `c` has the Unicode property Extended_Pictographic (UTS #51).
int pane_is_extended_pictographic(uint32_t c);

/// Whether `c` is Default_Ignorable_Code_Point (drawn as nothing: ZWJ, ZWSP, variation selectors).
int pane_is_default_ignorable(uint32_t c);
/// Whether `locale` (a POSIX locale such as "ar_EG.UTF-8" or an ICU id) writes right to left:
/// 1, 0, or -1 when ICU does not know the language (ICU's uloc_isRightToLeft after
/// uloc_canonicalize).
int pane_locale_is_right_to_left(const char *locale);


/// The script `locale` is most likely written in, from ICU's likely subtags
/// (uloc_addLikelySubtags): its ISO 15924 code, four letters and a NUL, into `script` (5 bytes):
/// "Cyrl" for "uk", "Arab" for "ar_EG.UTF-8", "Jpan" for "ja", "Kore" for "ko", "Hans" for "zh".
/// 0, or -1 when ICU does not know the language.
int pane_locale_likely_script(const char *locale, char *script);
