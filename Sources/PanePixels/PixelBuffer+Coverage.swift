extension PixelBuffer {
    /// Blends `color` over every pixel, scaled by `coverage` at the pixel's centre (in pixel
    /// coordinates, so the first pixel's centre is (0.5, 0.5)); pixels with no coverage are left
    /// alone. For anti-aliased shapes drawn once into a raster (a view's rounded corners and
    /// border, a text field's clear button): it visits every pixel, so it is not per-frame work.
    public func paint(_ color: Color, coverage: (Double, Double) -> Double) {
        for y in 0..<height {
            for x in 0..<width {
                let c = coverage(Double(x) + 0.5, Double(y) + 0.5)
                guard c > 0 else { continue }
                let a = UInt32((c * 255).rounded())
                let src = a >= 255 ? color.argb : multiplyUN8x4(color.argb, a)
                let dst = self[x, y]
                let inverse = 255 - (src >> 24)
                self[x, y] = src &+ multiplyUN8x4(dst, inverse)
            }
        }
    }
}
