import Testing
import Glibc
import PanePixels
import PaneTesting

@Suite struct GoldenTests {
    /// A fresh folder standing for a test file's folder: goldens go in its `Goldens/`.
    func folder() -> String {
        var template = Array("/tmp/pane-golden-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        mkdir(path + "/Goldens", 0o755)
        return path
    }

    func square(_ color: UInt32, dot: (Int, Int)? = nil) -> Surface {
        let s = Surface(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { s.pixels[x, y] = color } }
        if let (x, y) = dot { s.pixels[x, y] = 0xFF00_00FF }
        return s
    }

    @Test("an equal picture matches; nothing is written") func match() throws {
        let dir = folder()
        try PNG.write(square(0xFF33_6699), to: dir + "/Goldens/a.png")
        #expect(Golden.compare(square(0xFF33_6699), named: "a", filePath: dir + "/ATests.swift") == nil)
        #expect(access(dir + "/Goldens/a.actual.png", F_OK) != 0)
    }

    @Test("one pixel off: the mismatch names it, and actual and diff PNGs are written") func mismatch() throws {
        let dir = folder()
        try PNG.write(square(0xFF33_6699), to: dir + "/Goldens/a.png")
        let mismatch = Golden.compare(square(0xFF33_6699, dot: (2, 1)), named: "a", filePath: dir + "/ATests.swift")
        #expect(mismatch?.description == "a: 1 pixels differ; first at (2, 1): golden 0xFF336699, actual 0xFF0000FF; "
            + "see a.actual.png and a.diff.png")
        let actual = try PNG.decode(contentsOf: dir + "/Goldens/a.actual.png")
        #expect(actual[2, 1] == 0xFF00_00FF)
        let diff = try PNG.decode(contentsOf: dir + "/Goldens/a.diff.png")
        #expect(diff[2, 1] == 0xFFFF_0000)
        // Equal pixels are grey, a sixth of the channel sum plus 64: (0x33 + 0x66 + 0x99) / 6 + 64 = 0x73.
        #expect(diff[0, 0] == 0xFF73_7373)
    }

    @Test("another size or no golden at all is a mismatch that says so") func sizeAndMissing() throws {
        let dir = folder()
        try PNG.write(Surface(width: 2, height: 2), to: dir + "/Goldens/a.png")
        #expect(Golden.compare(square(0xFF00_0000), named: "a", filePath: dir + "/ATests.swift")?.description
            == "a: size 4x3, golden 2x2")
        let missing = Golden.compare(square(0xFF00_0000), named: "b", filePath: dir + "/ATests.swift")
        #expect(missing?.description.hasPrefix("no golden at \(dir)/Goldens/b.png") == true)
        #expect(access(dir + "/Goldens/b.actual.png", F_OK) == 0)
    }
}
