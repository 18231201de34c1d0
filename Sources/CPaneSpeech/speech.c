// espeak-ng and ALSA through dlopen (see pane_speech.h). The constants and signatures are
// speak_lib.h's and asoundlib.h's, included when installed (libespeak-ng-dev, libasound2-dev)
// so the compiler checks them.
#define _GNU_SOURCE
#include "pane_speech.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
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

static int (*espeak_set_voice_by_name)(const char *name);

int pane_speech_set_voice(const char *name) {
    if (!library) return -1;
    if (!espeak_set_voice_by_name) *(void **)&espeak_set_voice_by_name = dlsym(library, "espeak_SetVoiceByName");
    return espeak_set_voice_by_name ? espeak_set_voice_by_name(name) : -1;
}

// --- ALSA -------------------------------------------------------------------------------------

#if __has_include(<alsa/asoundlib.h>)
#include <alsa/asoundlib.h>
_Static_assert(SND_PCM_STREAM_PLAYBACK == 0, "snd_pcm_stream_t");
_Static_assert(SND_PCM_FORMAT_S16_LE == 2, "snd_pcm_format_t");
_Static_assert(SND_PCM_ACCESS_RW_INTERLEAVED == 3, "snd_pcm_access_t");
#endif
// asoundlib.h (pcm.h): SND_PCM_STREAM_PLAYBACK, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED.
enum { STREAM_PLAYBACK = 0, FORMAT_S16_LE = 2, ACCESS_RW_INTERLEAVED = 3 };

static void *alsa;
static int (*pcm_open)(void **pcm, const char *name, int stream, int mode);
static int (*pcm_set_params)(void *pcm, int format, int access, unsigned channels, unsigned rate, int soft_resample,
                             unsigned latency);
static long (*pcm_writei)(void *pcm, const void *buffer, unsigned long frames);
static int (*pcm_recover)(void *pcm, int err, int silent);
static int (*pcm_drop)(void *pcm);
static int (*pcm_prepare)(void *pcm);
static int (*pcm_drain)(void *pcm);
static int (*pcm_close)(void *pcm);
static const char *(*alsa_strerror)(int errnum);

struct pane_audio { void *pcm; };

// alsa-lib prints its own lines on standard error (`ALSA lib confmisc.c:…`) before a call
// fails; the caller's one line says it better. snd_lib_error_set_handler takes this instead.
static void quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

static int load_alsa(char *error, int size) {
    if (alsa) return 0;
    void *handle = dlopen("libasound.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(error, (size_t)size, "no ALSA library (%s): apt install libasound2", dlerror());
        return -1;
    }
    *(void **)&pcm_open = dlsym(handle, "snd_pcm_open");
    *(void **)&pcm_set_params = dlsym(handle, "snd_pcm_set_params");
    *(void **)&pcm_writei = dlsym(handle, "snd_pcm_writei");
    *(void **)&pcm_recover = dlsym(handle, "snd_pcm_recover");
    *(void **)&pcm_drop = dlsym(handle, "snd_pcm_drop");
    *(void **)&pcm_prepare = dlsym(handle, "snd_pcm_prepare");
    *(void **)&pcm_drain = dlsym(handle, "snd_pcm_drain");
    *(void **)&pcm_close = dlsym(handle, "snd_pcm_close");
    *(void **)&alsa_strerror = dlsym(handle, "snd_strerror");
    if (!pcm_open || !pcm_set_params || !pcm_writei || !pcm_recover || !pcm_drop || !pcm_prepare || !pcm_drain
        || !pcm_close || !alsa_strerror) {
        snprintf(error, (size_t)size, "libasound.so.2 lacks the snd_pcm_* calls speech needs");
        dlclose(handle);
        return -1;
    }
    int (*set_error_handler)(void (*)(const char *, int, const char *, int, const char *, ...));
    *(void **)&set_error_handler = dlsym(handle, "snd_lib_error_set_handler");
    if (set_error_handler) set_error_handler(quiet);
    alsa = handle;
    return 0;
}

pane_audio *pane_audio_open(const char *device, unsigned rate, unsigned latency_us, char *error, int size) {
    if (load_alsa(error, size) != 0) return NULL;
    void *pcm = NULL;
    int rc = pcm_open(&pcm, device, STREAM_PLAYBACK, 0);
    if (rc < 0) {
        snprintf(error, (size_t)size, "cannot open %s: %s", device, alsa_strerror(rc));
        return NULL;
    }
    // Resampling allowed: a card that cannot take espeak's 22,050 Hz gets it converted by ALSA.
    rc = pcm_set_params(pcm, FORMAT_S16_LE, ACCESS_RW_INTERLEAVED, 1, rate, 1, latency_us);
    if (rc < 0) {
        snprintf(error, (size_t)size, "%s refuses 16-bit mono at %u Hz: %s", device, rate, alsa_strerror(rc));
        pcm_close(pcm);
        return NULL;
    }
    pane_audio *audio = malloc(sizeof *audio);
    if (!audio) {
        snprintf(error, (size_t)size, "out of memory");
        pcm_close(pcm);
        return NULL;
    }
    audio->pcm = pcm;
    return audio;
}

int pane_audio_write(pane_audio *audio, const short *samples, long count, char *error, int size) {
    while (count > 0) {
        long n = pcm_writei(audio->pcm, samples, (unsigned long)count);
        if (n == -EAGAIN || n == -EINTR) continue;
        if (n < 0) {
            // An underrun (EPIPE) or a suspend (ESTRPIPE): recover and write on (alsa-lib's aplay does).
            int rc = pcm_recover(audio->pcm, (int)n, 1);
            if (rc < 0) {
                snprintf(error, (size_t)size, "%s", alsa_strerror(rc));
                return rc;
            }
            continue;
        }
        samples += n;
        count -= n;
    }
    return 0;
}

void pane_audio_drop(pane_audio *audio) {
    pcm_drop(audio->pcm);
    pcm_prepare(audio->pcm);
}

void pane_audio_close(pane_audio *audio) {
    if (!audio) return;
    pcm_drain(audio->pcm);
    pcm_close(audio->pcm);
    free(audio);
}
