// espeak-ng's classic API (speak_lib.h): synthesis into a callback, for the screen reader's
// speech (Sources/Pane/Accessibility/EspeakSpeech.swift).
#include <espeak-ng/speak_lib.h>
