// espeak-ng through dlopen: an app that never speaks needs no libespeak-ng, and its package
// only recommends it. The few calls the screen reader's speech makes (EspeakSpeech.swift),
// with espeak-ng's classic API (speak_lib.h) behind them.
#ifndef PANE_SPEECH_H
#define PANE_SPEECH_H

#include <stddef.h>

/// Receives each buffer of 16-bit mono samples; returns 1 to stop the utterance, 0 to go on.
typedef int (*pane_speech_callback)(short *samples, int count);

/// Loads libespeak-ng.so.1 and its entry points, once. Returns 0, or -1 with a reason in
/// `error` (`size` bytes).
int pane_speech_load(char *error, int size);

/// espeak_Initialize for synchronous synthesis (the callback gets each buffer before
/// espeak_Synth returns): the sample rate, or -1.
int pane_speech_initialize(void);

/// espeak_SetSynthCallback.
void pane_speech_set_callback(pane_speech_callback callback);

/// espeak_Synth of NUL-terminated UTF-8 `text` (`size` bytes with the NUL); 0 when it worked.
int pane_speech_synthesize(const char *text, size_t size);

/// espeak_SetVoiceByName: the voice for a language (`de`, `fr`, `pt-br`). 0 when there is one.
int pane_speech_set_voice(const char *name);

/// An ALSA playback stream (libasound.so.2, opened with dlopen when speech starts).
typedef struct pane_audio pane_audio;

/// Opens the PCM `device` (`default`, `hw:1,0`, `file:'/tmp/out.raw',raw`) for 16-bit mono at
/// `rate` Hz with about `latency_us` of buffer. NULL with a reason in `error` when there is no
/// libasound, no such device, or it refuses the format.
pane_audio *pane_audio_open(const char *device, unsigned rate, unsigned latency_us, char *error, int size);

/// Writes `count` samples, blocking while the buffer is full (the sound card's pace); recovers
/// from an underrun. Returns 0, or a negative ALSA error with a reason in `error`.
int pane_audio_write(pane_audio *audio, const short *samples, long count, char *error, int size);

/// Drops what is queued and not yet played (an utterance cut off), ready for more.
void pane_audio_drop(pane_audio *audio);

/// Plays out what is queued, then closes.
void pane_audio_close(pane_audio *audio);

#endif
