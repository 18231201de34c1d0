// libpinyin through dlopen (see pane_input_methods.h). The signatures and constants are
// pinyin.h's and pinyin_custom2.h's (libpinyin15-dev 2.8.1); that header needs glib's include
// path, so they are written out here. The calling sequence (parse, guess the sentence, guess the
// candidates at an offset, choose one) is the one ibus-libpinyin's PhoneticEditor uses.
#define _GNU_SOURCE
#include "pane_input_methods.h"
#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <unistd.h>
#include <fcntl.h>

// pinyin_custom2.h: PinyinTableFlag and PinyinAmbiguity2.
enum {
    PINYIN_INCOMPLETE = 1U << 3,
    USE_DIVIDED_TABLE = 1U << 7,
    USE_RESPLIT_TABLE = 1U << 8,
    DYNAMIC_ADJUST = 1U << 9,
    PINYIN_CORRECT_ALL = 0xFFU << 21,
};
// pinyin.h: sort_option_t.
enum { SORT_BY_PHRASE_LENGTH_AND_PINYIN_LENGTH_AND_FREQUENCY = 0x2 | 0x4 | 0x8 | 0x10 };

typedef void context_t, instance_t, candidate_t, key_rest_t;

static void *library;
static context_t *(*init)(const char *systemdir, const char *userdir);
static void (*fini)(context_t *);
static bool (*set_options)(context_t *, uint32_t options);
static instance_t *(*alloc_instance)(context_t *);
static void (*free_instance)(instance_t *);
static bool (*reset)(instance_t *);
static size_t (*parse_more_full_pinyins)(instance_t *, const char *);
static size_t (*parsed_input_length)(instance_t *);
static bool (*guess_sentence)(instance_t *);
static bool (*guess_candidates)(instance_t *, size_t offset, unsigned sort_option);
static bool (*n_candidate)(instance_t *, unsigned *num);
static bool (*get_candidate)(instance_t *, unsigned index, candidate_t **);
static bool (*candidate_string)(instance_t *, candidate_t *, const char **);
static int (*choose_candidate)(instance_t *, size_t offset, candidate_t *);
static bool (*key_rest)(instance_t *, size_t offset, key_rest_t **);
static bool (*key_rest_positions)(instance_t *, key_rest_t *, uint16_t *begin, uint16_t *end);

struct pane_pinyin {
    context_t *context;
    instance_t *instance;
};

const char *pane_pinyin_default_data(void) {
    // libpinyin-data installs into the multiarch library directory (Debian's package list).
#if defined(__x86_64__)
    return "/usr/lib/x86_64-linux-gnu/libpinyin/data";
#elif defined(__aarch64__)
    return "/usr/lib/aarch64-linux-gnu/libpinyin/data";
#elif defined(__arm__)
    return "/usr/lib/arm-linux-gnueabihf/libpinyin/data";
#else
    return "/usr/lib/libpinyin/data";
#endif
}

#define SYMBOL(field, name) if (!(*(void **)&field = dlsym(handle, name))) missing = name

static pthread_mutex_t loading = PTHREAD_MUTEX_INITIALIZER;

static int load_locked(char *error, int size) {
    if (library) return 0;
    void *handle = dlopen("libpinyin.so.15", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(error, (size_t)size, "libpinyin is not installed (%s): apt install libpinyin15 libpinyin-data", dlerror());
        return -1;
    }
    const char *missing = NULL;
    SYMBOL(init, "pinyin_init");
    SYMBOL(fini, "pinyin_fini");
    SYMBOL(set_options, "pinyin_set_options");
    SYMBOL(alloc_instance, "pinyin_alloc_instance");
    SYMBOL(free_instance, "pinyin_free_instance");
    SYMBOL(reset, "pinyin_reset");
    SYMBOL(parse_more_full_pinyins, "pinyin_parse_more_full_pinyins");
    SYMBOL(parsed_input_length, "pinyin_get_parsed_input_length");
    SYMBOL(guess_sentence, "pinyin_guess_sentence");
    SYMBOL(guess_candidates, "pinyin_guess_candidates");
    SYMBOL(n_candidate, "pinyin_get_n_candidate");
    SYMBOL(get_candidate, "pinyin_get_candidate");
    SYMBOL(candidate_string, "pinyin_get_candidate_string");
    SYMBOL(choose_candidate, "pinyin_choose_candidate");
    SYMBOL(key_rest, "pinyin_get_pinyin_key_rest");
    SYMBOL(key_rest_positions, "pinyin_get_pinyin_key_rest_positions");
    if (missing) {
        snprintf(error, (size_t)size, "libpinyin.so.15 lacks %s", missing);
        dlclose(handle);
        return -1;
    }
    library = handle;
    return 0;
}

// Engines may be opened on several threads at once (tests run in parallel): one loads, and
// pinyin_init runs under the lock too, as it swaps standard error.
static int load(char *error, int size) {
    pthread_mutex_lock(&loading);
    int rc = load_locked(error, size);
    pthread_mutex_unlock(&loading);
    return rc;
}

pane_pinyin *pane_pinyin_open(const char *data, const char *user, char *error, int size) {
    if (load(error, size) != 0) return NULL;
    // pinyin_init prints "open …user.conf failed." on standard error when the user dir has no
    // tables yet (always, here: nothing is saved); the caller's one line says what matters.
    pthread_mutex_lock(&loading);
    fflush(stderr);
    int saved = dup(2), null = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (saved >= 0 && null >= 0) dup2(null, 2);
    context_t *context = init(data, user);
    if (saved >= 0) { dup2(saved, 2); close(saved); }
    if (null >= 0) close(null);
    pthread_mutex_unlock(&loading);
    if (!context) {
        snprintf(error, (size_t)size, "libpinyin cannot read its data in %s: apt install libpinyin-data", data);
        return NULL;
    }
    set_options(context, PINYIN_INCOMPLETE | USE_DIVIDED_TABLE | USE_RESPLIT_TABLE | DYNAMIC_ADJUST | PINYIN_CORRECT_ALL);
    instance_t *instance = alloc_instance(context);
    pane_pinyin *pinyin = instance ? malloc(sizeof *pinyin) : NULL;
    if (!pinyin) {
        snprintf(error, (size_t)size, "libpinyin cannot allocate an instance");
        if (instance) free_instance(instance);
        fini(context);
        return NULL;
    }
    pinyin->context = context;
    pinyin->instance = instance;
    return pinyin;
}

unsigned pane_pinyin_update(pane_pinyin *pinyin, const char *letters) {
    reset(pinyin->instance);
    if (!*letters) return 0;
    parse_more_full_pinyins(pinyin->instance, letters);
    guess_sentence(pinyin->instance);
    guess_candidates(pinyin->instance, 0, SORT_BY_PHRASE_LENGTH_AND_PINYIN_LENGTH_AND_FREQUENCY);
    unsigned count = 0;
    return n_candidate(pinyin->instance, &count) ? count : 0;
}

size_t pane_pinyin_parsed_length(pane_pinyin *pinyin) { return parsed_input_length(pinyin->instance); }

const char *pane_pinyin_candidate(pane_pinyin *pinyin, unsigned index) {
    candidate_t *candidate = NULL;
    const char *text = NULL;
    if (!get_candidate(pinyin->instance, index, &candidate) || !candidate) return NULL;
    return candidate_string(pinyin->instance, candidate, &text) ? text : NULL;
}

int pane_pinyin_choose(pane_pinyin *pinyin, unsigned index) {
    candidate_t *candidate = NULL;
    if (!get_candidate(pinyin->instance, index, &candidate) || !candidate) return -1;
    return choose_candidate(pinyin->instance, 0, candidate);
}

void pane_pinyin_close(pane_pinyin *pinyin) {
    if (!pinyin) return;
    free_instance(pinyin->instance);
    fini(pinyin->context);
    free(pinyin);
}
