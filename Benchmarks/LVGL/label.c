/*
 * LVGL's side of the label redraw comparison (Benchmarks article, issue 27 item 6): the frame-cost
 * scene `label-latin` / `label-arabic` as an LVGL app. An 800x480 XRGB8888 display, a white
 * screen, a black 40-word label at (20, 20), 760 px wide and wrapped, in LVGL's bitmap font
 * (Montserrat 18 for Latin; DejaVu 16 Persian-Hebrew with LVGL's Arabic shaping and bidi for
 * Arabic). Each measured frame invalidates the label and refreshes at once, so LVGL redraws the
 * label's area from its font bitmaps, as Pane's scene redraws its label from its glyph cache.
 *
 *   label MODE FRAMES      MODE: latin | arabic, with -partial or -direct (e.g. latin-direct)
 *   LABEL_PPM=frame.ppm label MODE FRAMES    also writes the last frame
 *
 * -direct renders straight into the frame buffer (LV_DISPLAY_RENDER_MODE_DIRECT, nothing to
 * copy); -partial renders into a tenth-of-a-screen buffer that the flush callback copies into the
 * frame buffer, as LVGL's Linux frame-buffer and DRM drivers do.
 */
#include "lvgl.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { W = 800, H = 480 };
static uint32_t framebuffer[W * H];
static uint32_t now_ms;

static uint32_t tick(void) { return now_ms; }

static void flush_copy(lv_display_t *display, const lv_area_t *area, uint8_t *pixels) {
    int32_t width = lv_area_get_width(area);
    for (int32_t y = area->y1; y <= area->y2; y++) {
        memcpy(&framebuffer[y * W + area->x1], pixels, (size_t)width * 4);
        pixels += width * 4;
    }
    lv_display_flush_ready(display);
}

static void flush_none(lv_display_t *display, const lv_area_t *area, uint8_t *pixels) {
    (void)area; (void)pixels;
    lv_display_flush_ready(display);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: label latin|arabic[-direct|-partial] FRAMES\n"); return 2; }
    int arabic = strncmp(argv[1], "arabic", 6) == 0;
    int direct = strstr(argv[1], "-direct") != NULL;
    int frames = atoi(argv[2]);

    lv_init();
    lv_tick_set_cb(tick);
    lv_display_t *display = lv_display_create(W, H);
    lv_display_set_color_format(display, LV_COLOR_FORMAT_XRGB8888);
    if (direct) {
        lv_display_set_buffers(display, framebuffer, NULL, sizeof framebuffer, LV_DISPLAY_RENDER_MODE_DIRECT);
        lv_display_set_flush_cb(display, flush_none);
    } else {
        static uint32_t partial[W * H / 10];
        lv_display_set_buffers(display, partial, NULL, sizeof partial, LV_DISPLAY_RENDER_MODE_PARTIAL);
        lv_display_set_flush_cb(display, flush_copy);
    }

    static const char *latin[] = {"welcome", "to", "the", "museum", "tap", "here", "for", "tickets"};
    static const char *arabic_words[] = {"مرحبا", "بالعالم", "كتاب", "مدينة", "شمس", "قهوة", "تذكرة", "متحف"};
    static char text[2048];
    size_t used = 0;
    for (int i = 0; i < 40; i++) {
        const char *word = arabic ? arabic_words[i % 8] : latin[i % 8];
        used += (size_t)snprintf(text + used, sizeof text - used, i ? " %s" : "%s", word);
    }

    lv_obj_t *screen = lv_screen_active();
    lv_obj_set_style_bg_color(screen, lv_color_white(), 0);
    lv_obj_set_style_bg_opa(screen, LV_OPA_COVER, 0);
    lv_obj_t *label = lv_label_create(screen);
    lv_obj_set_pos(label, 20, 20);
    lv_obj_set_width(label, 760);
    lv_label_set_long_mode(label, LV_LABEL_LONG_MODE_WRAP);
    lv_obj_set_style_text_color(label, lv_color_black(), 0);
    lv_obj_set_style_text_font(label, arabic ? &lv_font_dejavu_16_persian_hebrew : &lv_font_montserrat_18, 0);
    if (arabic) lv_obj_set_style_base_dir(label, LV_BASE_DIR_RTL, 0);
    lv_label_set_text(label, text);
    lv_refr_now(display);

    for (int i = 0; i < frames; i++) {
        now_ms += 16;
        lv_obj_invalidate(label);
        lv_refr_now(display);
    }
    /* The label's height, and a checksum of the frame, so a run can be checked by eye. */
    uint32_t sum = 0;
    for (int i = 0; i < W * H; i++) sum = sum * 31 + framebuffer[i];
    printf("%s: label %dx%d, frame checksum %08x\n", argv[1], (int)lv_obj_get_width(label),
           (int)lv_obj_get_height(label), sum);
    /* LABEL_PPM=file.ppm writes the frame, to look at. */
    const char *ppm = getenv("LABEL_PPM");
    FILE *file = ppm ? fopen(ppm, "wb") : NULL;
    if (file) {
        fprintf(file, "P6 %d %d 255\n", W, H);
        for (int i = 0; i < W * H; i++) {
            unsigned char rgb[3] = {framebuffer[i] >> 16, framebuffer[i] >> 8, framebuffer[i]};
            fwrite(rgb, 1, 3, file);
        }
        fclose(file);
    }
    return 0;
}
