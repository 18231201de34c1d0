#!/bin/sh
# Writes the JPEG fixtures of JPEGTests and their references: each .jpg is encoded with cjpeg
# (libjpeg-turbo-progs) from a picture made by make-jpeg-source.py, and each .ppm is what
# libjpeg-turbo's own djpeg decodes from it, which Pane's decoder must equal pixel for pixel.
# Run from this folder: sh make-jpeg-fixtures.sh
set -e
python3 make-jpeg-source.py            # writes source.ppm (48x32)
cjpeg -quality 90 -sample 1x1 source.ppm > s444.jpg
cjpeg -quality 90 -sample 2x1 source.ppm > s422.jpg
cjpeg -quality 90 -sample 2x2 source.ppm > s420.jpg
cjpeg -quality 90 -grayscale source.ppm > gray.jpg
for f in s444 s422 s420; do djpeg -ppm $f.jpg > $f.ppm; done
djpeg -ppm gray.jpg > gray.pgm
djpeg -ppm -scale 1/2 s420.jpg > s420-half.ppm
djpeg -ppm -scale 1/4 s420.jpg > s420-quarter.ppm
python3 make-jpeg-source.py --exif      # writes orient-1.jpg ... orient-8.jpg from s444.jpg
head -c 600 s420.jpg > truncated.jpg          # cut before the scan (it starts at byte 609)
head -c 700 s420.jpg > truncated-scan.jpg     # cut inside the scan
djpeg -ppm truncated-scan.jpg > truncated-scan.ppm || true   # exits 2: "Premature end of JPEG file"
rm source.ppm
cc make-cmyk.c -o /tmp/make-cmyk $(pkg-config --cflags --libs libturbojpeg) && /tmp/make-cmyk   # cmyk.jpg, cmyk.ppm
cc make-bomb.c -o /tmp/make-bomb $(pkg-config --cflags --libs libturbojpeg) && /tmp/make-bomb   # bomb-progressive.jpg, bomb-baseline.jpg, progressive-16x16.jpg
