// espeak-ng through dlopen (see pane_speech.h). The constants and signatures are speak_lib.h's,
// which is included when installed (libespeak-ng-dev) so the compiler checks them.
#define _GNU_SOURCE
#include "pane_speech.h"
#include <dlfcn.h>
#include <stdio.h>
#if __has_include(<espeak-ng/speak_lib.h>)
#include <espeak-ng/speak_lib.h>
_Static_assert(AUDIO_OUTPUT_SYNCHRONOUS == 2, "espeak_AUDIO_OUTPUT");
_Static_assert(POS_CHARACTER == 1, "espeak_POSITION_TYPE");
_Static_assert(espeakCHARS_UTF8 == 1, "espeakCHARS_UTF8");
#endif

// speak_lib.h: AUDIO_OUTPUT_SYNCHRONOUS, POS_CHARACTER, espeakCHARS_UTF8.
enum { OUTPUT_SYNCHRONOUS = 2, POSITION_CHARACTER = 1, CHARS_UTF8 = 1 };

// espeak_EVENT is opaque here: the callback's third argument is passed through untouched.
typedef int (*synth_callback)(short *, int, void *);

static void *library;
static int (*espeak_initialize)(int output, int buflength, const char *path, int options);
static void (*espeak_set_synth_callback)(synth_callback);
static int (*espeak_synth)(const void *text, size_t size, unsigned int position, int position_type,
                           unsigned int end_position, unsigned int flags, unsigned int *unique_identifier,
                           void *user_data);
static pane_speech_callback current;

int pane_speech_load(char *error, int size) {
    if (library) return 0;
    void *handle = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(error, (size_t)size, "espeak-ng is not installed (%s): apt install libespeak-ng1", dlerror());
        return -1;
    }
    *(void **)&espeak_initialize = dlsym(handle, "espeak_Initialize");
    *(void **)&espeak_set_synth_callback = dlsym(handle, "espeak_SetSynthCallback");
    *(void **)&espeak_synth = dlsym(handle, "espeak_Synth");
    if (!espeak_initialize || !espeak_set_synth_callback || !espeak_synth) {
        snprintf(error, (size_t)size, "libespeak-ng.so.1 lacks espeak_Initialize, espeak_SetSynthCallback or espeak_Synth");
        dlclose(handle);
        return -1;
    }
    library = handle;
    return 0;
}

int pane_speech_initialize(void) {
    return library ? espeak_initialize(OUTPUT_SYNCHRONOUS, 0, NULL, 0) : -1;
}

static int forward(short *samples, int count, void *events) {
    (void)events;
    return current ? current(samples, count) : 1;
}

void pane_speech_set_callback(pane_speech_callback callback) {
    current = callback;
    if (library) espeak_set_synth_callback(forward);
}

int pane_speech_synthesize(const char *text, size_t size) {
    if (!library) return -1;
    return espeak_synth(text, size, 0, POSITION_CHARACTER, 0, CHARS_UTF8, NULL, NULL);
}
