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

#endif
