// libhangul through dlopen (see pane_input_methods.h). The signatures are hangul.h's
// (libhangul-dev), included when installed so the compiler checks them.
#define _GNU_SOURCE
#include "pane_input_methods.h"
#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#if __has_include(<hangul-1.0/hangul.h>)
#include <hangul-1.0/hangul.h>
#define CHECK(name, type) _Static_assert(__builtin_types_compatible_p(__typeof__(&name), type), #name)
#else
#define CHECK(name, type)
#endif

typedef void *(*ic_new_t)(const char *);
typedef void (*ic_delete_t)(void *);
typedef bool (*ic_process_t)(void *, int);
typedef bool (*ic_backspace_t)(void *);
typedef const uint32_t *(*ic_string_t)(void *);

static void *library;
static ic_new_t ic_new;
static ic_delete_t ic_delete;
static ic_process_t ic_process;
static ic_backspace_t ic_backspace;
static ic_string_t ic_preedit, ic_commit, ic_flush;

#if __has_include(<hangul-1.0/hangul.h>)
CHECK(hangul_ic_process, bool (*)(HangulInputContext *, int));
CHECK(hangul_ic_backspace, bool (*)(HangulInputContext *));
CHECK(hangul_ic_get_preedit_string, const ucschar *(*)(HangulInputContext *));
CHECK(hangul_ic_get_commit_string, const ucschar *(*)(HangulInputContext *));
CHECK(hangul_ic_flush, const ucschar *(*)(HangulInputContext *));
CHECK(hangul_ic_new, HangulInputContext *(*)(const char *));
_Static_assert(sizeof(ucschar) == sizeof(uint32_t), "ucschar");
#endif

static pthread_mutex_t loading = PTHREAD_MUTEX_INITIALIZER;

static int load_locked(char *error, int size) {
    if (library) return 0;
    void *handle = dlopen("libhangul.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(error, (size_t)size, "libhangul is not installed (%s): apt install libhangul1", dlerror());
        return -1;
    }
    // hangul_init loads the keyboards: libhangul 0.2 (Debian 13) reads them from libhangul-data's
    // XML files and takes a folder of the user's own (none: NULL); 0.1 (Debian 12) has them built
    // in and declares hangul_init() without parameters, where the NULL goes unread.
    int (*init)(const char *user_keyboards);
    *(void **)&init = dlsym(handle, "hangul_init");
    if (init) init(NULL);
    *(void **)&ic_new = dlsym(handle, "hangul_ic_new");
    *(void **)&ic_delete = dlsym(handle, "hangul_ic_delete");
    *(void **)&ic_process = dlsym(handle, "hangul_ic_process");
    *(void **)&ic_backspace = dlsym(handle, "hangul_ic_backspace");
    *(void **)&ic_preedit = dlsym(handle, "hangul_ic_get_preedit_string");
    *(void **)&ic_commit = dlsym(handle, "hangul_ic_get_commit_string");
    *(void **)&ic_flush = dlsym(handle, "hangul_ic_flush");
    if (!ic_new || !ic_delete || !ic_process || !ic_backspace || !ic_preedit || !ic_commit || !ic_flush) {
        snprintf(error, (size_t)size, "libhangul.so.1 lacks the hangul_ic_* calls the Korean input method needs");
        dlclose(handle);
        return -1;
    }
    library = handle;
    return 0;
}

// Engines may be opened on several threads at once (tests run in parallel): one loads.
static int load(char *error, int size) {
    pthread_mutex_lock(&loading);
    int rc = load_locked(error, size);
    pthread_mutex_unlock(&loading);
    return rc;
}

pane_hangul *pane_hangul_open(const char *keyboard, char *error, int size) {
    if (load(error, size) != 0) return NULL;
    void *context = ic_new(keyboard);
    if (!context) snprintf(error, (size_t)size, "libhangul has no keyboard \"%s\"", keyboard);
    return context;
}

int pane_hangul_process(pane_hangul *hangul, int ascii) { return ic_process(hangul, ascii); }
int pane_hangul_backspace(pane_hangul *hangul) { return ic_backspace(hangul); }
const uint32_t *pane_hangul_preedit(pane_hangul *hangul) { return ic_preedit(hangul); }
const uint32_t *pane_hangul_commit(pane_hangul *hangul) { return ic_commit(hangul); }
const uint32_t *pane_hangul_flush(pane_hangul *hangul) { return ic_flush(hangul); }
void pane_hangul_close(pane_hangul *hangul) { if (hangul) ic_delete(hangul); }
