public import PanePixels

/// Small copies of photos for the grid, made once at decode time so that scrolling composites
/// them 1:1 instead of scaling every frame.
public enum Thumbnail {
    /// `image` scaled down to fit inside `width` x `height`, keeping its aspect and all of it
    /// (box filter, as `make`); a smaller image is returned as it is.
    public static func fit(_ image: Image, within width: Int, _ height: Int) -> Image {
        let scale = min(Double(width) / Double(image.width), Double(height) / Double(image.height))
        guard scale < 1 else { return image }
        let w = max(1, Int((Double(image.width) * scale).rounded())), h = max(1, Int((Double(image.height) * scale).rounded()))
        return make(from: image, fitting: w, h)
    }

    /// `image` scaled to cover `width` x `height` (aspect fill, centred crop), with each target
    /// pixel the average of the source pixels it covers (a box filter, which does not alias the
    /// way nearest sampling does). Never scales up: a smaller image is returned as it is.
    public static func make(from image: Image, fitting width: Int, _ height: Int) -> Image {
        let sw = image.width, sh = image.height
        guard width > 0, height > 0, sw > width || sh > height else { return image }
        let scale = max(Double(width) / Double(sw), Double(height) / Double(sh))
        // The source rectangle that lands in the target, centred.
        let cropW = Double(width) / scale, cropH = Double(height) / scale
        let x0 = (Double(sw) - cropW) / 2, y0 = (Double(sh) - cropH) / 2
        let out = Surface(width: width, height: height)
        let src = image.surface.pixels, dst = out.pixels
        for ty in 0..<height {
            let sy0 = Int(y0 + Double(ty) / scale), sy1 = max(sy0 + 1, min(sh, Int(y0 + Double(ty + 1) / scale)))
            let row = dst.row(ty)
            for tx in 0..<width {
                let sx0 = Int(x0 + Double(tx) / scale), sx1 = max(sx0 + 1, min(sw, Int(x0 + Double(tx + 1) / scale)))
                var a = 0, r = 0, g = 0, b = 0
                for sy in sy0..<sy1 {
                    let srow = src.row(sy)
                    for sx in sx0..<sx1 {
                        let p = srow[sx]
                        a += Int(p >> 24); r += Int(p >> 16 & 0xFF); g += Int(p >> 8 & 0xFF); b += Int(p & 0xFF)
                    }
                }
                let n = (sy1 - sy0) * (sx1 - sx0), half = n / 2
                row[tx] = UInt32((a + half) / n) << 24 | UInt32((r + half) / n) << 16
                    | UInt32((g + half) / n) << 8 | UInt32((b + half) / n)
            }
        }
        return Image(out)
    }
}
