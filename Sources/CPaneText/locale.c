#include "pane_text.h"
#include <string.h>
#include <unicode/uloc.h>

int pane_locale_is_right_to_left(const char *locale) {
    if (!locale || !*locale) return -1;
    // "ar_EG.UTF-8@euro" -> "ar_EG": the codeset and modifier are POSIX's, not ICU's.
    char id[64];
    size_t n = strcspn(locale, ".@");
    if (n == 0 || n >= sizeof id) return -1;
    memcpy(id, locale, n);
    id[n] = 0;
    char canonical[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_canonicalize(id, canonical, sizeof canonical, &status);
    if (U_FAILURE(status)) return -1;
    char language[ULOC_LANG_CAPACITY];
    status = U_ZERO_ERROR;
    uloc_getLanguage(canonical, language, sizeof language, &status);
    if (U_FAILURE(status) || !*language) return -1;
    // ICU answers from the likely script of the language (uloc_addLikelySubtags); an unknown
    // language has none: "Zzzz" or the locale unchanged.
    char full[ULOC_FULLNAME_CAPACITY];
    status = U_ZERO_ERROR;
    uloc_addLikelySubtags(canonical, full, sizeof full, &status);
    if (U_FAILURE(status)) return -1;
    char script[ULOC_SCRIPT_CAPACITY];
    status = U_ZERO_ERROR;
    uloc_getScript(full, script, sizeof script, &status);
    if (U_FAILURE(status) || !*script) return -1;
    return uloc_isRightToLeft(canonical) ? 1 : 0;
}
