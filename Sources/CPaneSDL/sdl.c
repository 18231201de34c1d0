// SDL2 through dlopen (see pane_sdl.h). The declarations below are the parts of SDL2's stable
// ABI the window uses, written from SDL2's headers (SDL_events.h, SDL_surface.h,
// SDL_pixels.h, SDL_video.h, SDL_rect.h); when those headers are installed (libsdl2-dev), the
// static assertions at the end check every offset against them.
#define _GNU_SOURCE
#include "pane_sdl.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// SDL_Rect.
typedef struct { int x, y, w, h; } pane_rect;
// The head of SDL_PixelFormat.
typedef struct {
    uint32_t format;
    void *palette;
    uint8_t bits_per_pixel, bytes_per_pixel, padding[2];
    uint32_t rmask, gmask, bmask, amask;
} pane_pixel_format;
// The head of SDL_Surface.
typedef struct {
    uint32_t flags;
    pane_pixel_format *format;
    int w, h, pitch;
    void *pixels;
} pane_surface;
// SDL_Event is a union of 56 bytes on every ABI SDL2 supports (its `padding` member).
typedef union { uint8_t bytes[56]; uint64_t align; } pane_raw_event;

// Event types (SDL_events.h's SDL_EventType).
enum {
    QUIT = 0x100, WINDOWEVENT = 0x200, KEYDOWN = 0x300, KEYUP = 0x301, TEXTINPUT = 0x303,
    MOUSEMOTION = 0x400, MOUSEBUTTONDOWN = 0x401, MOUSEBUTTONUP = 0x402, MOUSEWHEEL = 0x403,
    FINGERDOWN = 0x700, FINGERUP = 0x701, FINGERMOTION = 0x702, SYSWMEVENT = 0x201,
};
// Field offsets inside the event union, by event struct (checked below against SDL's headers).
enum {
    WINDOW_EVENT = 12, WINDOW_DATA1 = 16, WINDOW_DATA2 = 20,
    KEY_REPEAT = 13, KEY_SCANCODE = 16, KEY_MOD = 24,
    MOTION_WHICH = 12, MOTION_STATE = 16, MOTION_X = 20, MOTION_Y = 24,
    BUTTON_WHICH = 12, BUTTON_BUTTON = 16, BUTTON_X = 20, BUTTON_Y = 24,
    WHEEL_WHICH = 12, WHEEL_X = 16, WHEEL_Y = 20, WHEEL_DIRECTION = 24, WHEEL_PRECISE_X = 28, WHEEL_PRECISE_Y = 32,
    FINGER_ID = 16, FINGER_X = 24, FINGER_Y = 28,
    TEXT_TEXT = 12,
    SYSWM_MSG = 8,
};
// SDL_SysWMmsg (SDL_syswm.h): its `subsystem` and, for X11, the XEvent it carries. Xlib's
// key, button, motion and crossing events (types 2 to 8, X.h) share their head up to `time`,
// the server's millisecond clock when the event happened (Xlib.h, LP64 layout).
enum { SYSWM_SUBSYSTEM = 4, SYSWM_X11_EVENT = 8, SYSWM_X11 = 2, XEVENT_TIME = 56 };
#define ENABLE 1
#define INIT_VIDEO 0x00000020u
#define WINDOW_RESIZABLE 0x00000020u
#define WINDOWPOS_UNDEFINED 0x1FFF0000
#define TOUCH_MOUSEID 0xFFFFFFFFu

static void *library;
static int (*sdl_init)(uint32_t);
static void (*sdl_quit)(void);
static const char *(*sdl_get_error)(void);
static const char *(*sdl_get_current_video_driver)(void);
static int (*sdl_set_hint)(const char *, const char *);
static void *(*sdl_create_window)(const char *, int, int, int, int, uint32_t);
static void (*sdl_destroy_window)(void *);
static void (*sdl_get_window_position)(void *, int *, int *);
static void (*sdl_get_window_size)(void *, int *, int *);
static uint32_t (*sdl_get_window_id)(void *);
static void (*sdl_set_window_title)(void *, const char *);
static void (*sdl_raise_window)(void *);
static void (*sdl_set_window_minimum_size)(void *, int, int);
static pane_surface *(*sdl_get_window_surface)(void *);
static int (*sdl_update_window_surface_rects)(void *, const pane_rect *, int);
static int (*sdl_poll_event)(pane_raw_event *);
static uint32_t (*sdl_get_ticks)(void);
static uint16_t (*sdl_get_mod_state)(void);
static uint8_t (*sdl_event_state)(uint32_t, int);
static int loaded;
// The X server's time of the last input event SDL handed on (see pane_sdl_next_event).
static uint32_t x_time;
static int has_x_time;

static void say(char *error, int length, const char *what, const char *detail) {
    if (error && length > 0) snprintf(error, (size_t)length, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
}

#define LOOK_UP(var, name)                                          \
    do {                                                            \
        *(void **)(&var) = dlsym(library, name);                    \
        if (!var) {                                                 \
            say(error, length, "libSDL2-2.0.so.0 lacks " name, NULL); \
            return -1;                                              \
        }                                                           \
    } while (0)

// Which of SDL's video drivers may serve the window: X11 or Wayland, as the environment names
// a server, never SDL's offscreen or dummy drivers (which it falls back to without a server, and
// which would run the app in an invisible window). A driver the user chose in SDL_VIDEODRIVER is
// kept, and checked after SDL_Init. 0, or -1 with a reason.
static int choose_driver(char *error, int length) {
    const char *x11 = getenv("DISPLAY"), *wayland = getenv("WAYLAND_DISPLAY");
    int has_x11 = x11 && *x11, has_wayland = wayland && *wayland;
    if (!has_x11 && !has_wayland) {
        say(error, length, "no display server: neither DISPLAY nor WAYLAND_DISPLAY is set", NULL);
        return -1;
    }
    const char *chosen = getenv("SDL_VIDEODRIVER");
    if (!chosen || !*chosen) setenv("SDL_VIDEODRIVER", has_x11 ? (has_wayland ? "x11,wayland" : "x11") : "wayland", 1);
    return 0;
}

int pane_sdl_load(char *error, int length) {
    if (loaded) return 0;
    if (choose_driver(error, length) != 0) return -1;
    if (!library) library = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        say(error, length, "cannot load SDL2 (install libsdl2-2.0-0)", dlerror());
        return -1;
    }
    LOOK_UP(sdl_init, "SDL_Init");
    LOOK_UP(sdl_quit, "SDL_Quit");
    LOOK_UP(sdl_get_error, "SDL_GetError");
    LOOK_UP(sdl_get_current_video_driver, "SDL_GetCurrentVideoDriver");
    LOOK_UP(sdl_set_hint, "SDL_SetHint");
    LOOK_UP(sdl_create_window, "SDL_CreateWindow");
    LOOK_UP(sdl_destroy_window, "SDL_DestroyWindow");
    LOOK_UP(sdl_get_window_position, "SDL_GetWindowPosition");
    LOOK_UP(sdl_get_window_size, "SDL_GetWindowSize");
    LOOK_UP(sdl_get_window_id, "SDL_GetWindowID");
    LOOK_UP(sdl_set_window_title, "SDL_SetWindowTitle");
    LOOK_UP(sdl_raise_window, "SDL_RaiseWindow");
    LOOK_UP(sdl_set_window_minimum_size, "SDL_SetWindowMinimumSize");
    LOOK_UP(sdl_get_window_surface, "SDL_GetWindowSurface");
    LOOK_UP(sdl_update_window_surface_rects, "SDL_UpdateWindowSurfaceRects");
    LOOK_UP(sdl_poll_event, "SDL_PollEvent");
    LOOK_UP(sdl_get_ticks, "SDL_GetTicks");
    LOOK_UP(sdl_get_mod_state, "SDL_GetModState");
    LOOK_UP(sdl_event_state, "SDL_EventState");
    // SIGINT and SIGTERM stay the run loop's (its signalfd), not SDL's quit event.
    sdl_set_hint("SDL_NO_SIGNAL_HANDLERS", "1");
    // A desktop preview must not stop the screensaver or grab the compositor's bypass.
    sdl_set_hint("SDL_VIDEO_ALLOW_SCREENSAVER", "1");
    sdl_set_hint("SDL_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR", "0");
    // A press that gives the window the focus is a touch like any other (a touchscreen has no
    // focusing click). Without it SDL drops a press read within 10 ms of SDL's reading of the
    // focus, which is every such press whenever the app reads its events late (SDL_x11events.c).
    sdl_set_hint("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1");
    if (sdl_init(INIT_VIDEO) != 0) {
        const char *x11 = getenv("DISPLAY"), *wayland = getenv("WAYLAND_DISPLAY");
        char what[160];
        snprintf(what, sizeof what, "cannot reach the display server (DISPLAY=%s, WAYLAND_DISPLAY=%s)",
                 x11 ? x11 : "", wayland ? wayland : "");
        say(error, length, what, sdl_get_error());
        return -1;
    }
    const char *driver = sdl_get_current_video_driver();
    if (!driver || (strcmp(driver, "x11") != 0 && strcmp(driver, "wayland") != 0)) {
        say(error, length, "SDL's video driver is neither x11 nor wayland", driver ? driver : "none");
        sdl_quit();
        return -1;
    }
    // On X11, every X event SDL reads also comes as an SDL_SYSWMEVENT just before the events SDL
    // makes of it: pane_sdl_next_event takes the server's time of input from those.
    if (strcmp(driver, "x11") == 0) sdl_event_state(SYSWMEVENT, ENABLE);
    has_x_time = 0;
    loaded = 1;
    return 0;
}

const char *pane_sdl_video_driver(void) {
    const char *name = loaded ? sdl_get_current_video_driver() : NULL;
    return name ? name : "";
}

void *pane_sdl_window_create(const char *title, int x, int y, int width, int height, char *error, int length) {
    if (!loaded) {
        say(error, length, "SDL is not loaded", NULL);
        return NULL;
    }
    if (x == INT32_MIN) x = y = WINDOWPOS_UNDEFINED;
    void *window = sdl_create_window(title, x, y, width, height, WINDOW_RESIZABLE);
    if (!window) say(error, length, "cannot open a window", sdl_get_error());
    return window;
}

void pane_sdl_window_destroy(void *window) { if (window) sdl_destroy_window(window); }

void pane_sdl_window_geometry(void *window, int *x, int *y, int *width, int *height) {
    sdl_get_window_position(window, x, y);
    sdl_get_window_size(window, width, height);
}

uint32_t pane_sdl_window_id(void *window) { return sdl_get_window_id(window); }
void pane_sdl_quit(void) {
    if (loaded) sdl_quit();
    loaded = 0;
}
uint32_t pane_sdl_ticks(void) { return loaded ? sdl_get_ticks() : 0; }
uint16_t pane_sdl_mod_state(void) { return loaded ? sdl_get_mod_state() : 0; }
void pane_sdl_window_set_title(void *window, const char *title) { sdl_set_window_title(window, title); }
void pane_sdl_window_raise(void *window) { sdl_raise_window(window); }
void pane_sdl_window_set_minimum_size(void *window, int width, int height) {
    sdl_set_window_minimum_size(window, width, height);
}

// The window surface, when its pixels are 32-bit xRGB (X11's depth 24 and Wayland's ARGB8888
// both are); NULL with a reason otherwise.
static pane_surface *window_surface(void *window, char *error, int length) {
    pane_surface *surface = sdl_get_window_surface(window);
    if (!surface) {
        say(error, length, "no window surface", sdl_get_error());
        return NULL;
    }
    const pane_pixel_format *f = surface->format;
    if (f->bytes_per_pixel != 4 || f->rmask != 0xFF0000 || f->gmask != 0xFF00 || f->bmask != 0xFF) {
        char detail[64];
        snprintf(detail, sizeof detail, "%d bytes a pixel, red mask %#x", f->bytes_per_pixel, f->rmask);
        say(error, length, "the window's pixel format is not 32-bit RGB", detail);
        return NULL;
    }
    return surface;
}

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int pane_sdl_window_present(void *window, const uint32_t *pixels, int width, int height, int stride,
                            int origin_x, int origin_y, int scale_num, int scale_den,
                            const int32_t *rects, int count, int clear,
                            const int32_t *dots, int dot_count, int dot_radius, uint32_t dot_color,
                            char *error, int length) {
    pane_surface *surface = window_surface(window, error, length);
    if (!surface) return -1;
    uint8_t *base = surface->pixels;
    const int sw = surface->w, sh = surface->h, pitch = surface->pitch;
    if (clear) {
        for (int y = 0; y < sh; y++) memset(base + (size_t)y * (size_t)pitch, 0, (size_t)sw * 4);
    }
    // The first window column (row) that shows frame column (row) `f`: window pixel w shows
    // the frame pixel (w - origin) * den / num, the top left one when scaling down.
    #define WINDOW_X(f) (origin_x + ((f) * scale_num + scale_den - 1) / scale_den)
    #define WINDOW_Y(f) (origin_y + ((f) * scale_num + scale_den - 1) / scale_den)
    const int count_shown = (clear ? 1 : (count > 0 ? count : 0)) + (dot_count > 0 ? dot_count : 0);
    pane_rect shown[count_shown > 0 ? count_shown : 1];
    int n = 0;
    for (int i = 0; i < count; i++) {
        const int32_t *r = rects + 4 * i;
        int fx0 = clamp(r[0], 0, width), fy0 = clamp(r[1], 0, height);
        int fx1 = clamp(r[0] + r[2], 0, width), fy1 = clamp(r[1] + r[3], 0, height);
        int wx0 = clamp(WINDOW_X(fx0), 0, sw), wx1 = clamp(WINDOW_X(fx1), 0, sw);
        int wy0 = clamp(WINDOW_Y(fy0), 0, sh), wy1 = clamp(WINDOW_Y(fy1), 0, sh);
        if (wx0 >= wx1 || wy0 >= wy1) continue;
        for (int wy = wy0; wy < wy1; wy++) {
            const uint32_t *source = pixels + (size_t)((wy - origin_y) * scale_den / scale_num) * (size_t)stride;
            uint32_t *target = (uint32_t *)(base + (size_t)wy * (size_t)pitch);
            if (scale_num == scale_den) {
                for (int wx = wx0; wx < wx1; wx++) target[wx] = source[wx - origin_x] | 0xFF000000u;
            } else {
                for (int wx = wx0; wx < wx1; wx++) target[wx] = source[(wx - origin_x) * scale_den / scale_num] | 0xFF000000u;
            }
        }
        if (!clear) shown[n++] = (pane_rect){wx0, wy0, wx1 - wx0, wy1 - wy0};
    }
    if (clear) shown[n++] = (pane_rect){0, 0, sw, sh};
    // The dots, clipped to the picture so that repainting the frame's pixels under them erases
    // them: the letterbox around the picture is never drawn on.
    const int px0 = clamp(origin_x, 0, sw), px1 = clamp(WINDOW_X(width), 0, sw);
    const int py0 = clamp(origin_y, 0, sh), py1 = clamp(WINDOW_Y(height), 0, sh);
    const int rim = dot_radius > 2 ? (dot_radius - 2) * (dot_radius - 2) : 0;
    // A rim of a darker shade so the dot shows on light and dark pictures alike.
    const uint32_t fill = 0xFF000000u | dot_color, edge = 0xFF000000u | ((dot_color >> 1) & 0x7F7F7F);
    for (int i = 0; i < dot_count; i++) {
        const int x = dots[2 * i], y = dots[2 * i + 1];
        int x0 = clamp(x - dot_radius, px0, px1), x1 = clamp(x + dot_radius + 1, px0, px1);
        int y0 = clamp(y - dot_radius, py0, py1), y1 = clamp(y + dot_radius + 1, py0, py1);
        if (x0 >= x1 || y0 >= y1) continue;
        for (int py = y0; py < y1; py++) {
            uint32_t *row = (uint32_t *)(base + (size_t)py * (size_t)pitch);
            for (int px = x0; px < x1; px++) {
                int d = (px - x) * (px - x) + (py - y) * (py - y);
                if (d <= dot_radius * dot_radius) row[px] = d > rim ? edge : fill;
            }
        }
        if (!clear) shown[n++] = (pane_rect){x0, y0, x1 - x0, y1 - y0};
    }
    #undef WINDOW_X
    #undef WINDOW_Y
    if (n == 0) return 0;
    if (sdl_update_window_surface_rects(window, shown, n) != 0) {
        say(error, length, "cannot show the window's surface", sdl_get_error());
        return -1;
    }
    return 0;
}

#define FIELD(type, offset) (*(const type *)(raw.bytes + (offset)))

// SDL stamps its events with SDL_GetTicks when it reads them from the server, so events read
// together (an app busy drawing, an emulated one) carry one time, and a drag that rested before
// its release reads as a flick. On X11 the server stamps each input event as it happens; SDL
// passes a core X event on (SDL_SYSWMEVENT) just before the events it makes of it
// (SDL_x11events.c's X11_DispatchEvent), so its time belongs to the key or mouse event that
// follows. An X event of another kind (XInput2's, passed on after SDL handled it) clears it.
static void note_x_event(const pane_raw_event *event) {
    const uint8_t *message = *(const uint8_t *const *)(event->bytes + SYSWM_MSG);
    if (!message || *(const int *)(message + SYSWM_SUBSYSTEM) != SYSWM_X11) return;
    const uint8_t *x = message + SYSWM_X11_EVENT;
    int type = *(const int *)x;
    has_x_time = type >= 2 && type <= 8;
    if (has_x_time) x_time = (uint32_t)*(const unsigned long *)(x + XEVENT_TIME);
}

int pane_sdl_next_event(pane_sdl_event *event) {
    if (!loaded) return 0;
    pane_raw_event raw;
    uint32_t type;
    for (;;) {
        if (sdl_poll_event(&raw) != 1) return 0;
        type = FIELD(uint32_t, 0);
        if (type != SYSWMEVENT) break;
        note_x_event(&raw);
    }
    memset(event, 0, sizeof *event);
    event->timestamp = FIELD(uint32_t, 4);
    // The first key or mouse event after an X input event is the one SDL made of it.
    if (type >= KEYDOWN && type <= MOUSEWHEEL && has_x_time) {
        event->has_server_time = 1;
        event->server_time = x_time;
        has_x_time = 0;
    }
    switch (type) {
    case QUIT: event->kind = PANE_SDL_QUIT; break;
    case WINDOWEVENT:
        event->kind = PANE_SDL_WINDOW;
        event->window_event = FIELD(uint8_t, WINDOW_EVENT);
        event->data1 = FIELD(int32_t, WINDOW_DATA1);
        event->data2 = FIELD(int32_t, WINDOW_DATA2);
        break;
    case KEYDOWN:
    case KEYUP:
        event->kind = type == KEYDOWN ? PANE_SDL_KEY_DOWN : PANE_SDL_KEY_UP;
        event->repeat = FIELD(uint8_t, KEY_REPEAT);
        event->scancode = FIELD(int32_t, KEY_SCANCODE);
        event->mod = FIELD(uint16_t, KEY_MOD);
        break;
    case MOUSEMOTION:
        event->kind = PANE_SDL_MOUSE_MOTION;
        event->from_touch = FIELD(uint32_t, MOTION_WHICH) == TOUCH_MOUSEID;
        event->buttons = FIELD(uint32_t, MOTION_STATE);
        event->x = FIELD(int32_t, MOTION_X);
        event->y = FIELD(int32_t, MOTION_Y);
        break;
    case MOUSEBUTTONDOWN:
    case MOUSEBUTTONUP:
        event->kind = type == MOUSEBUTTONDOWN ? PANE_SDL_MOUSE_DOWN : PANE_SDL_MOUSE_UP;
        event->from_touch = FIELD(uint32_t, BUTTON_WHICH) == TOUCH_MOUSEID;
        event->button = FIELD(uint8_t, BUTTON_BUTTON);
        event->x = FIELD(int32_t, BUTTON_X);
        event->y = FIELD(int32_t, BUTTON_Y);
        break;
    case MOUSEWHEEL: {
        event->kind = PANE_SDL_WHEEL;
        event->from_touch = FIELD(uint32_t, WHEEL_WHICH) == TOUCH_MOUSEID;
        // preciseX/Y arrived in SDL 2.0.18; before it the bytes are the union's zero padding.
        float px = FIELD(float, WHEEL_PRECISE_X), py = FIELD(float, WHEEL_PRECISE_Y);
        event->wheel_x = px != 0 || py != 0 ? px : (float)FIELD(int32_t, WHEEL_X);
        event->wheel_y = px != 0 || py != 0 ? py : (float)FIELD(int32_t, WHEEL_Y);
        if (FIELD(uint32_t, WHEEL_DIRECTION) == 1) {  // SDL_MOUSEWHEEL_FLIPPED: natural scrolling
            event->wheel_x = -event->wheel_x;
            event->wheel_y = -event->wheel_y;
        }
        break;
    }
    case FINGERDOWN:
    case FINGERUP:
    case FINGERMOTION:
        event->kind = type == FINGERDOWN ? PANE_SDL_FINGER_DOWN : type == FINGERUP ? PANE_SDL_FINGER_UP : PANE_SDL_FINGER_MOTION;
        event->finger = FIELD(int64_t, FINGER_ID);
        event->fx = FIELD(float, FINGER_X);
        event->fy = FIELD(float, FINGER_Y);
        break;
    case TEXTINPUT:
        event->kind = PANE_SDL_TEXT;
        memcpy(event->text, raw.bytes + TEXT_TEXT, sizeof event->text);
        event->text[sizeof event->text - 1] = 0;
        break;
    default: event->kind = PANE_SDL_OTHER; break;
    }
    // SDL makes mouse events of XInput2's touches before it passes their X event on.
    if (event->from_touch) event->has_server_time = 0;
    return 1;
}

// With SDL's headers installed, check the declarations above against them. Nothing of SDL's is
// used beyond these checks: the build is the same with or without libsdl2-dev.
#if defined(__has_include)
#if __has_include(<SDL2/SDL.h>)
#include <SDL2/SDL.h>
#include <stddef.h>
#if __has_include(<X11/Xlib.h>)
#include <SDL2/SDL_syswm.h>
_Static_assert(offsetof(SDL_SysWMEvent, msg) == SYSWM_MSG && SDL_SYSWMEVENT == SYSWMEVENT, "syswm event");
_Static_assert(offsetof(SDL_SysWMmsg, subsystem) == SYSWM_SUBSYSTEM && SDL_SYSWM_X11 == SYSWM_X11, "syswm subsystem");
_Static_assert(offsetof(SDL_SysWMmsg, msg.x11.event) == SYSWM_X11_EVENT, "syswm x11 event");
_Static_assert(offsetof(XKeyEvent, time) == XEVENT_TIME && offsetof(XButtonEvent, time) == XEVENT_TIME, "x time");
_Static_assert(offsetof(XMotionEvent, time) == XEVENT_TIME && offsetof(XCrossingEvent, time) == XEVENT_TIME, "x time");
_Static_assert(KeyPress == 2 && LeaveNotify == 8 && SDL_ENABLE == ENABLE, "x event types");
#endif
_Static_assert(sizeof(SDL_Event) == sizeof(pane_raw_event), "SDL_Event size");
_Static_assert(offsetof(SDL_WindowEvent, event) == WINDOW_EVENT, "window event");
_Static_assert(offsetof(SDL_WindowEvent, data1) == WINDOW_DATA1, "window data1");
_Static_assert(offsetof(SDL_WindowEvent, data2) == WINDOW_DATA2, "window data2");
_Static_assert(offsetof(SDL_KeyboardEvent, repeat) == KEY_REPEAT, "key repeat");
_Static_assert(offsetof(SDL_KeyboardEvent, keysym) + offsetof(SDL_Keysym, scancode) == KEY_SCANCODE, "scancode");
_Static_assert(offsetof(SDL_KeyboardEvent, keysym) + offsetof(SDL_Keysym, mod) == KEY_MOD, "mod");
_Static_assert(offsetof(SDL_MouseMotionEvent, which) == MOTION_WHICH, "motion which");
_Static_assert(offsetof(SDL_MouseMotionEvent, state) == MOTION_STATE, "motion state");
_Static_assert(offsetof(SDL_MouseMotionEvent, x) == MOTION_X && offsetof(SDL_MouseMotionEvent, y) == MOTION_Y, "motion x y");
_Static_assert(offsetof(SDL_MouseButtonEvent, which) == BUTTON_WHICH, "button which");
_Static_assert(offsetof(SDL_MouseButtonEvent, button) == BUTTON_BUTTON, "button");
_Static_assert(offsetof(SDL_MouseButtonEvent, x) == BUTTON_X && offsetof(SDL_MouseButtonEvent, y) == BUTTON_Y, "button x y");
_Static_assert(offsetof(SDL_MouseWheelEvent, which) == WHEEL_WHICH, "wheel which");
_Static_assert(offsetof(SDL_MouseWheelEvent, x) == WHEEL_X && offsetof(SDL_MouseWheelEvent, y) == WHEEL_Y, "wheel x y");
_Static_assert(offsetof(SDL_MouseWheelEvent, direction) == WHEEL_DIRECTION, "wheel direction");
_Static_assert(offsetof(SDL_MouseWheelEvent, preciseX) == WHEEL_PRECISE_X, "wheel precise x");
_Static_assert(offsetof(SDL_MouseWheelEvent, preciseY) == WHEEL_PRECISE_Y, "wheel precise y");
_Static_assert(offsetof(SDL_TouchFingerEvent, fingerId) == FINGER_ID, "finger id");
_Static_assert(offsetof(SDL_TouchFingerEvent, x) == FINGER_X && offsetof(SDL_TouchFingerEvent, y) == FINGER_Y, "finger x y");
_Static_assert(offsetof(SDL_TextInputEvent, text) == TEXT_TEXT, "text");
_Static_assert(offsetof(SDL_Surface, format) == offsetof(pane_surface, format), "surface format");
_Static_assert(offsetof(SDL_Surface, w) == offsetof(pane_surface, w), "surface w");
_Static_assert(offsetof(SDL_Surface, pitch) == offsetof(pane_surface, pitch), "surface pitch");
_Static_assert(offsetof(SDL_Surface, pixels) == offsetof(pane_surface, pixels), "surface pixels");
_Static_assert(offsetof(SDL_PixelFormat, BytesPerPixel) == offsetof(pane_pixel_format, bytes_per_pixel), "bpp");
_Static_assert(offsetof(SDL_PixelFormat, Rmask) == offsetof(pane_pixel_format, rmask), "rmask");
_Static_assert(offsetof(SDL_PixelFormat, Bmask) == offsetof(pane_pixel_format, bmask), "bmask");
_Static_assert(SDL_QUIT == QUIT && SDL_WINDOWEVENT == WINDOWEVENT && SDL_KEYDOWN == KEYDOWN && SDL_TEXTINPUT == TEXTINPUT, "types");
_Static_assert(SDL_MOUSEMOTION == MOUSEMOTION && SDL_MOUSEWHEEL == MOUSEWHEEL && SDL_FINGERMOTION == FINGERMOTION, "types");
_Static_assert(SDL_WINDOWEVENT_SIZE_CHANGED == PANE_SDL_WINDOW_SIZE_CHANGED && SDL_WINDOWEVENT_CLOSE == PANE_SDL_WINDOW_CLOSE, "window events");
_Static_assert(SDL_WINDOWEVENT_EXPOSED == PANE_SDL_WINDOW_EXPOSED && SDL_WINDOWEVENT_MOVED == PANE_SDL_WINDOW_MOVED, "window events");
_Static_assert(KMOD_CTRL == PANE_SDL_KMOD_CTRL && KMOD_SHIFT == PANE_SDL_KMOD_SHIFT && KMOD_ALT == PANE_SDL_KMOD_ALT, "mods");
_Static_assert(SDL_SCANCODE_F12 == PANE_SDL_SCANCODE_F12, "F12");
_Static_assert(SDL_INIT_VIDEO == INIT_VIDEO && SDL_WINDOW_RESIZABLE == WINDOW_RESIZABLE, "flags");
_Static_assert(SDL_WINDOWPOS_UNDEFINED == WINDOWPOS_UNDEFINED && SDL_TOUCH_MOUSEID == TOUCH_MOUSEID, "constants");
#endif
#endif
