#pragma once
#include <fribidi.h>

// FriBidi's paragraph directions are macros over other macros, which Swift does not import.
static const FriBidiParType pane_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType pane_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType pane_fribidi_par_on = FRIBIDI_PAR_ON;
