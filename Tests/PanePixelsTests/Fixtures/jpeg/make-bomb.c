/* Writes bomb-progressive.jpg: a progressive (SOF2) 4:2:0 JPEG of 16x16 pixels whose frame
 * header is then rewritten to claim 30000x30000. It is a few hundred bytes on disk, but
 * libjpeg-turbo would allocate whole-image coefficient buffers for it (jdcoefct.c: a
 * progressive file keeps every block of every component until the last scan), about 2.7 GB,
 * whatever scale the picture is decoded at. Pane must refuse it before decoding.
 * Also writes bomb-baseline.jpg: the same with a baseline (SOF0) header, which libjpeg decodes
 * one MCU row at a time, so only its output size counts, and progressive-16x16.jpg, the
 * progressive file as it was encoded (a real picture whose buffer fits any sensible budget).
 * Build and run from this folder:
 * cc make-bomb.c -o /tmp/make-bomb $(pkg-config --cflags --libs libturbojpeg) && /tmp/make-bomb */
#include <stdio.h>
#include <stdlib.h>
#include <turbojpeg.h>

enum { W = 16, H = 16, CLAIM = 30000 };

/* Rewrites the first SOFn segment's height and width to CLAIM; returns 0 when found. */
static int claim(unsigned char *jpeg, unsigned long size) {
    for (unsigned long i = 2; i + 9 < size; i++) {
        if (jpeg[i] == 0xFF && (jpeg[i + 1] == 0xC0 || jpeg[i + 1] == 0xC2)) {
            jpeg[i + 5] = CLAIM >> 8; jpeg[i + 6] = CLAIM & 0xFF;   /* height */
            jpeg[i + 7] = CLAIM >> 8; jpeg[i + 8] = CLAIM & 0xFF;   /* width */
            return 0;
        }
    }
    return 1;
}

static int save(const char *name, int flags, int lie) {
    unsigned char rgb[W * H * 3];
    for (int i = 0; i < W * H; i++) { rgb[i * 3] = (unsigned char)(i * 7); rgb[i * 3 + 1] = 128; rgb[i * 3 + 2] = (unsigned char)(255 - i); }
    tjhandle c = tjInitCompress();
    unsigned char *jpeg = NULL;
    unsigned long size = 0;
    if (tjCompress2(c, rgb, W, 0, H, TJPF_RGB, &jpeg, &size, TJSAMP_420, 75, flags) != 0 || (lie && claim(jpeg, size) != 0)) {
        fprintf(stderr, "%s: %s\n", name, tjGetErrorStr2(c));
        return 1;
    }
    FILE *f = fopen(name, "wb");
    fwrite(jpeg, 1, size, f);
    fclose(f);
    tjFree(jpeg);
    tjDestroy(c);
    return 0;
}

int main(void) {
    return save("bomb-progressive.jpg", TJFLAG_PROGRESSIVE, 1) | save("bomb-baseline.jpg", 0, 1)
        | save("progressive-16x16.jpg", TJFLAG_PROGRESSIVE, 0);
}
