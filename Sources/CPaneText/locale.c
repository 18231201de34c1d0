#include "pane_text.h"
#include <string.h>
#include <unicode/uloc.h>

/// `locale`'s ICU id in `canonical`: "ar_EG.UTF-8@euro" -> "ar_EG" canonicalized (the codeset and
/// modifier are POSIX's, not ICU's). 0, or -1 for no usable locale or no language in it.
static int canonical_id(const char *locale, char *canonical, int32_t size) {
    if (!locale || !*locale) return -1;
    char id[64];
    size_t n = strcspn(locale, ".@");
    if (n == 0 || n >= sizeof id) return -1;
    memcpy(id, locale, n);
    id[n] = 0;
    UErrorCode status = U_ZERO_ERROR;
    uloc_canonicalize(id, canonical, size, &status);
    if (U_FAILURE(status)) return -1;
    char language[ULOC_LANG_CAPACITY];
    status = U_ZERO_ERROR;
    uloc_getLanguage(canonical, language, sizeof language, &status);
    return U_FAILURE(status) || !*language ? -1 : 0;
}

int pane_locale_likely_script(const char *locale, char *script) {
    char canonical[ULOC_FULLNAME_CAPACITY];
    if (canonical_id(locale, canonical, sizeof canonical) != 0) return -1;
    // ICU knows the likely script of a language (uloc_addLikelySubtags: "uk" -> "uk_Cyrl_UA");
    // an unknown language has none: "Zzzz" or the locale unchanged.
    char full[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_addLikelySubtags(canonical, full, sizeof full, &status);
    if (U_FAILURE(status)) return -1;
    char found[ULOC_SCRIPT_CAPACITY];
    status = U_ZERO_ERROR;
    int32_t length = uloc_getScript(full, found, sizeof found, &status);
    if (U_FAILURE(status) || length != 4 || strcmp(found, "Zzzz") == 0) return -1;
    memcpy(script, found, 5);
    return 0;
}

int pane_locale_is_right_to_left(const char *locale) {
    char script[5];
    if (pane_locale_likely_script(locale, script) != 0) return -1;
    char canonical[ULOC_FULLNAME_CAPACITY];
    if (canonical_id(locale, canonical, sizeof canonical) != 0) return -1;
    return uloc_isRightToLeft(canonical) ? 1 : 0;
}
