// The input-method engines through dlopen: libhangul (Korean) and libpinyin (Chinese). A kiosk
// without Korean or Chinese needs neither library nor libpinyin's data, and its package only
// recommends them. Only the calls HangulInputMethod and PinyinInputMethod make are here.
#ifndef PANE_INPUT_METHODS_H
#define PANE_INPUT_METHODS_H

#include <stddef.h>
#include <stdint.h>

// --- libhangul ------------------------------------------------------------------------------

/// A libhangul input context (HangulInputContext).
typedef struct pane_hangul pane_hangul;

/// Loads libhangul.so.1 and opens an input context for `keyboard` ("2" is the 2-set,
/// dubeolsik). NULL with a reason in `error` (`size` bytes) when it cannot.
pane_hangul *pane_hangul_open(const char *keyboard, char *error, int size);

/// hangul_ic_process: takes one ASCII key; 0 when the key is not a jamo (the composition is
/// then committed: read pane_hangul_commit).
int pane_hangul_process(pane_hangul *hangul, int ascii);

/// hangul_ic_backspace: undoes the last jamo; 0 when nothing was composing.
int pane_hangul_backspace(pane_hangul *hangul);

/// The composition (preedit), NUL-terminated UCS-4, owned by the context until its next call.
const uint32_t *pane_hangul_preedit(pane_hangul *hangul);

/// What the last call committed, NUL-terminated UCS-4, owned by the context.
const uint32_t *pane_hangul_commit(pane_hangul *hangul);

/// hangul_ic_flush: ends the composition and returns it, NUL-terminated UCS-4.
const uint32_t *pane_hangul_flush(pane_hangul *hangul);

/// hangul_ic_delete.
void pane_hangul_close(pane_hangul *hangul);

// --- libpinyin ------------------------------------------------------------------------------

/// A libpinyin context and instance for one composition.
typedef struct pane_pinyin pane_pinyin;

/// The directory of libpinyin-data on this architecture (/usr/lib/<triplet>/libpinyin/data).
const char *pane_pinyin_default_data(void);

/// Loads libpinyin.so.15 and opens a context on the data in `data` (libpinyin's system dir);
/// `user` is its user dir (nothing is saved there). NULL with a reason in `error`.
pane_pinyin *pane_pinyin_open(const char *data, const char *user, char *error, int size);

/// Parses `letters` (full pinyin, NUL-terminated) afresh, guesses the sentence and the
/// candidates at the start. Returns the number of candidates.
unsigned pane_pinyin_update(pane_pinyin *pinyin, const char *letters);

/// How many of the letters libpinyin parsed as pinyin (the rest it could not).
size_t pane_pinyin_parsed_length(pane_pinyin *pinyin);

/// The UTF-8 text of candidate `index` (NULL past the end), owned by the instance until the
/// next update.
const char *pane_pinyin_candidate(pane_pinyin *pinyin, unsigned index);

/// Chooses candidate `index`: returns how many of the letters it stands for (from the start),
/// or -1.
int pane_pinyin_choose(pane_pinyin *pinyin, unsigned index);

/// pinyin_free_instance and pinyin_fini.
void pane_pinyin_close(pane_pinyin *pinyin);

#endif
