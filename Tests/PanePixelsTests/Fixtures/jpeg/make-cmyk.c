/* Writes cmyk.jpg, a 16x8 CMYK JPEG as Photoshop writes them (Adobe APP14 marker, YCCK, ink
 * values stored inverted: 255 means no ink), and cmyk.ppm, the RGB that Pane must show for it:
 * libjpeg-turbo's own CMYK decode of cmyk.jpg turned to RGB as R = C * K / 255 (and G from M,
 * B from Y) on the stored, inverted values, rounded to nearest.
 * Build and run from this folder: cc make-cmyk.c -o /tmp/make-cmyk $(pkg-config --cflags --libs libturbojpeg) && /tmp/make-cmyk */
#include <stdio.h>
#include <stdlib.h>
#include <turbojpeg.h>

enum { W = 16, H = 8 };

static unsigned char mul(unsigned a, unsigned b) { return (unsigned char)((a * b * 2 + 255) / 510); }

int main(void) {
    unsigned char cmyk[W * H * 4];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            unsigned char *p = cmyk + (y * W + x) * 4;
            p[0] = (unsigned char)(255 - x * 15);      /* cyan ink grows to the right */
            p[1] = (unsigned char)(255 - y * 30);      /* magenta ink grows downwards */
            p[2] = (unsigned char)(200);               /* a little yellow */
            p[3] = (unsigned char)(x < 4 ? 255 : 180); /* black ink right of x = 4 */
        }
    tjhandle c = tjInitCompress();
    unsigned char *jpeg = NULL;
    unsigned long size = 0;
    if (tjCompress2(c, cmyk, W, 0, H, TJPF_CMYK, &jpeg, &size, TJSAMP_444, 95, 0) != 0) {
        fprintf(stderr, "%s\n", tjGetErrorStr2(c));
        return 1;
    }
    FILE *f = fopen("cmyk.jpg", "wb");
    fwrite(jpeg, 1, size, f);
    fclose(f);
    tjhandle d = tjInitDecompress();
    unsigned char back[W * H * 4];
    if (tjDecompress2(d, jpeg, size, back, W, 0, H, TJPF_CMYK, 0) != 0) {
        fprintf(stderr, "%s\n", tjGetErrorStr2(d));
        return 1;
    }
    f = fopen("cmyk.ppm", "wb");
    fprintf(f, "P6\n%d %d\n255\n", W, H);
    for (int i = 0; i < W * H; i++) {
        unsigned char *p = back + i * 4;
        unsigned char rgb[3] = { mul(p[0], p[3]), mul(p[1], p[3]), mul(p[2], p[3]) };
        fwrite(rgb, 1, 3, f);
    }
    fclose(f);
    tjFree(jpeg);
    return 0;
}
