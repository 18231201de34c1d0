import Testing
@testable import PaneText

@Suite struct FontFaceTests {
    @Test func outlineFaceCoverageAndExtents() throws {
        let face = try FontFace.open(path: Fonts.dejaVu, index: 0).get()
        #expect(face.covers(0x41) && face.covers(0x5D0) && !face.covers(0x4E2D))
        #expect(!face.isColor && face.strikePPEM == nil)
        // DejaVu Sans: hhea ascender 1901, descender -483 of 2048 units; at 18 px in 26.6: 1069 and 272.
        let extents = face.extents(size: 18)
        #expect(extents.ascent == 1069 && extents.descent == 272)
    }

    @Test func colourEmojiFaceHasOneStrike() throws {
        let face = try FontFace.open(path: Fonts.emoji, index: 0).get()
        #expect(face.isColor && face.strikePPEM == 109)
        #expect(face.covers(0x1F600) && !face.covers(0x41))
    }

    @Test("a face's revision is its head table's fontRevision, as fc-query's fontversion")
    func revisionIsFontconfigsFontversion() throws {
        for path in [Fonts.dejaVu, Fonts.arabic] {
            let face = try FontFace.open(path: path, index: 0).get()
            let fontconfig = Int(shell("fc-query -f '%{fontversion}' \(path)"))
            #expect(face.revision > 0 && face.revision == fontconfig, "\(path)")
        }
    }

    @Test func facesOfACollection() throws {
        let korean = try FontFace.open(path: Fonts.cjk, index: 1).get()
        #expect(korean.covers(0xD55C) && korean.covers(0x3042))
        #expect(throws: TextError.self) { try FontFace.open(path: Fonts.cjk, index: 99).get() }
    }
}
