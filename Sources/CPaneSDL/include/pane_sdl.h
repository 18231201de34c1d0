// SDL2, loaded at run time: the desktop window of `--display window` (WindowDisplay).
//
// Nothing here links SDL. `pane_sdl_load` opens libSDL2-2.0.so.0 with dlopen and looks up the
// few functions the window uses, so a kiosk binary and its package depend on no SDL, X11 or
// Wayland library; only a desktop that asks for the window needs libsdl2-2.0-0. The SDL types the
// window reads (events, surfaces) are declared in sdl.c from SDL2's stable ABI, checked against
// SDL's own headers when libsdl2-dev is installed (static assertions there).
#pragma once
#include <stdint.h>

/// What `pane_sdl_next_event` read, flattened from SDL's event union.
typedef enum {
    PANE_SDL_OTHER = 0,
    PANE_SDL_QUIT,          ///< SDL_QUIT: the last window closed, or the session asked the app to quit
    PANE_SDL_WINDOW,        ///< SDL_WINDOWEVENT: `window_event`, `data1`, `data2`
    PANE_SDL_KEY_DOWN,      ///< SDL_KEYDOWN: `scancode`, `mod`, `repeat`
    PANE_SDL_KEY_UP,        ///< SDL_KEYUP
    PANE_SDL_MOUSE_DOWN,    ///< SDL_MOUSEBUTTONDOWN: `button`, `x`, `y`, `from_touch`
    PANE_SDL_MOUSE_UP,      ///< SDL_MOUSEBUTTONUP
    PANE_SDL_MOUSE_MOTION,  ///< SDL_MOUSEMOTION: `x`, `y`, `buttons`, `from_touch`
    PANE_SDL_WHEEL,         ///< SDL_MOUSEWHEEL: `wheel_x`, `wheel_y` (positive: away from the user, right)
    PANE_SDL_FINGER_DOWN,   ///< SDL_FINGERDOWN: `finger`, `fx`, `fy` (0...1 over the window)
    PANE_SDL_FINGER_UP,     ///< SDL_FINGERUP
    PANE_SDL_FINGER_MOTION, ///< SDL_FINGERMOTION
    PANE_SDL_TEXT,          ///< SDL_TEXTINPUT: `text` (UTF-8, NUL-terminated)
} pane_sdl_event_kind;

/// SDL_WINDOWEVENT's `event` values the window handles (SDL_video.h's SDL_WindowEventID).
enum {
    PANE_SDL_WINDOW_EXPOSED = 3,
    PANE_SDL_WINDOW_MOVED = 4,
    PANE_SDL_WINDOW_SIZE_CHANGED = 6,
    PANE_SDL_WINDOW_CLOSE = 14,
};

/// SDL's modifier bits (SDL_keycode.h's SDL_Keymod) and the F12 scancode (SDL_scancode.h).
enum {
    PANE_SDL_KMOD_SHIFT = 0x0003,
    PANE_SDL_KMOD_CTRL = 0x00C0,
    PANE_SDL_KMOD_ALT = 0x0300,
    PANE_SDL_SCANCODE_F12 = 69,
};

/// One event, flattened: only the fields of its `kind` are set.
typedef struct {
    pane_sdl_event_kind kind;
    /// SDL's timestamp: milliseconds since SDL was initialized (SDL_GetTicks).
    uint32_t timestamp;
    /// 1 when `server_time` holds the X server's time of this key or mouse event (X11 only).
    int has_server_time;
    /// The X server's clock when the event happened, milliseconds (X's 32-bit `Time`).
    uint32_t server_time;
    int window_event;
    int32_t data1, data2;
    int button;
    /// Pointer position in window pixels.
    int32_t x, y;
    /// Buttons held during a motion (SDL_BUTTON_LMASK is 1).
    uint32_t buttons;
    /// 1 when SDL made this mouse event from a touch (`which` is SDL_TOUCH_MOUSEID).
    int from_touch;
    float wheel_x, wheel_y;
    int64_t finger;
    float fx, fy;
    int scancode;
    uint16_t mod;
    int repeat;
    char text[32];
} pane_sdl_event;

/// Opens libSDL2-2.0.so.0 and initializes its video (X11 or Wayland, as SDL chooses). 0, or -1
/// with a one-line reason in `error` (no library, no display server). Safe to call again.
int pane_sdl_load(char *error, int length);
/// SDL's name for the video driver in use ("x11", "wayland"), or "" before loading.
const char *pane_sdl_video_driver(void);
/// A resizable window of `width` by `height` pixels titled `title`, at (`x`, `y`) or where the
/// window manager puts it when `x` is INT32_MIN. NULL with a reason in `error`.
void *pane_sdl_window_create(const char *title, int x, int y, int width, int height, char *error, int length);
/// Closes the window.
void pane_sdl_window_destroy(void *window);
/// The window's position on the desktop and its size in pixels now.
void pane_sdl_window_geometry(void *window, int *x, int *y, int *width, int *height);
/// SDL's window id, which events carry.
uint32_t pane_sdl_window_id(void *window);
/// Ends SDL (closing the display connection).
void pane_sdl_quit(void);
/// Milliseconds since SDL was initialized (SDL_GetTicks), the clock of event timestamps.
uint32_t pane_sdl_ticks(void);
/// The modifier keys held now (SDL_GetModState).
uint16_t pane_sdl_mod_state(void);
/// Sets the window's title.
void pane_sdl_window_set_title(void *window, const char *title);
/// Raises the window above others and gives it the input focus.
void pane_sdl_window_raise(void *window);
/// Asks the window manager not to make the window smaller than `width` by `height` pixels.
void pane_sdl_window_set_minimum_size(void *window, int width, int height);

/// Copies `count` rectangles (x, y, width, height in frame pixels, four int32 each) of a frame of
/// premultiplied ARGB pixels (`stride` pixels a row) onto the window's surface, the frame's
/// top left at (`origin_x`, `origin_y`) and each frame pixel `scale_num / scale_den` window
/// pixels wide (nearest neighbour: 2/1, 1/1 or 1/2), alpha dropped as a panel drops it. With
/// `clear` the rest of the window is painted black first (letterboxing after a resize). Then it
/// draws `dot_count` discs of `dot_radius` window pixels in `dot_color` (0xRRGGBB, with a rim of
/// half that shade) centred on the window pixels `dots` (x, y pairs), clipped to the picture:
/// the pinch emulation's finger dots, over the frame. The rectangles and the dots show in one
/// update, so a dot never blinks out while the frame under it changes. 0, or -1 with a reason in
/// `error`.
int pane_sdl_window_present(void *window, const uint32_t *pixels, int width, int height, int stride,
                            int origin_x, int origin_y, int scale_num, int scale_den,
                            const int32_t *rects, int count, int clear,
                            const int32_t *dots, int dot_count, int dot_radius, uint32_t dot_color,
                            char *error, int length);
/// Reads the next queued event into `event`: 1, or 0 when there is none.
int pane_sdl_next_event(pane_sdl_event *event);
