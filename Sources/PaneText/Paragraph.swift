/// One paragraph analysed and shaped: bidi levels (FriBidi), scripts, a font for each grapheme
/// cluster (the font's face, else fontconfig's fallback for the cluster's script and language,
/// else a replacement box), runs where any of those change, each run shaped by HarfBuzz, and the
/// advance of each cluster for breaking lines.
final class Paragraph {
    let scalars: [UInt32]
    let bidi: BidiParagraph
    let scripts: [UInt32]
    /// Where grapheme clusters end (UAX #29), ascending, the last is `scalars.count`.
    let graphemeEnds: [Int]
    /// The marks past the cap of each overlong cluster, never shaped (`Paragraph+HiddenMarks`).
    let hiddenMarks: [Range<Int>]
    let runs: [ShapedRun]
    let runLanguages: [String?]
    let runScripts: [UInt32]
    /// prefix[i]: the advance of scalars 0..<i, 26.6 (each cluster's advance counted at its first scalar).
    let prefix: [Int]
    let font: Font
    let language: String?

    init(_ scalars: [UInt32], font: Font, direction: WritingDirection, language: String?) {
        self.scalars = scalars
        self.font = font
        self.language = language
        let engine = font.engine
        bidi = BidiParagraph(scalars[...], direction: direction)
        graphemeEnds = BreakOpportunities.graphemeBreaks(scalars[...])
        hiddenMarks = Paragraph.hiddenMarks(graphemeEnds: graphemeEnds)
        // A cluster is never split between runs: it takes its first character's script.
        var scripts = Script.resolve(scalars[...])
        var clusterStart = 0
        for end in graphemeEnds {
            for i in clusterStart..<end { scripts[i] = scripts[clusterStart] }
            clusterStart = end
        }
        self.scripts = scripts
        let hasKana = scripts.contains(Script.hiragana) || scripts.contains(Script.katakana)
        let hasHangul = scripts.contains(Script.hangul)

        // A face for each cluster, then runs of equal (level, script, face).
        var faces = [FontFace?](repeating: nil, count: scalars.count)
        var start = 0
        var previous: FontFace? = font.face
        // The face of the last cluster of a writing system (not a neutral one): the spaces,
        // digits and punctuation after it stay in it when it has them, so the words of a script
        // the font lacks and the spaces between them are one run, not one run per word and space
        // (issue 27, item 6: a 40-word Arabic label was 79 runs). Firefox's font matching keeps
        // the previous font for such characters in the same way (gfxFontGroup::ComputeRanges).
        var scriptFace: FontFace? = font.face
        for end in graphemeEnds {
            let cluster = scalars[start..<min(end, start + Paragraph.maxClusterScalars)]
            let neutral = Script.isNeutral(scalars[start])
            let face: FontFace?
            if neutral, let kept = scriptFace, kept !== font.face, Paragraph.canStay(cluster, in: kept) {
                face = kept
            } else {
                let lang = Script.language(for: scripts[start], textLanguage: language, hasKana: hasKana, hasHangul: hasHangul)
                face = Paragraph.face(for: cluster, font: font, language: lang, previous: previous, engine: engine)
            }
            for i in start..<end { faces[i] = face }
            previous = face
            if !neutral { scriptFace = face }
            start = end
        }
        var runs: [ShapedRun] = []
        var languages: [String?] = []
        var runScripts: [UInt32] = []
        var runStart = 0
        for i in 0...scalars.count {
            let boundary = i == scalars.count || (i > runStart && (bidi.levels[i] != bidi.levels[runStart]
                || scripts[i] != scripts[runStart] || faces[i] !== faces[runStart]))
            guard boundary, i > runStart else { continue }
            let lang = Script.language(for: scripts[runStart], textLanguage: language, hasKana: hasKana, hasHangul: hasHangul)
            runs.append(Shaper.shape(scalars, range: runStart..<i, face: faces[runStart], size: font.size,
                                     rightToLeft: bidi.levels[runStart] & 1 == 1, script: scripts[runStart],
                                     language: lang, hidden: hiddenMarks, engine: engine))
            languages.append(lang)
            runScripts.append(scripts[runStart])
            runStart = i
        }
        self.runs = runs
        runLanguages = languages
        self.runScripts = runScripts
        var advances = [Int](repeating: 0, count: scalars.count)
        for run in runs {
            for g in run.glyphs { advances[Int(g.cluster)] += Int(g.advance) }
        }
        var prefix = [Int](repeating: 0, count: scalars.count + 1)
        for i in 0..<scalars.count { prefix[i + 1] = prefix[i] + advances[i] }
        self.prefix = prefix
    }

    /// The width of scalars `range`, 26.6.
    func width(_ range: Range<Int>) -> Int { prefix[range.upperBound] - prefix[range.lowerBound] }

    /// The index of the run holding scalar `i`.
    func runIndex(containing i: Int) -> Int {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].range.lowerBound <= i { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Whether a neutral cluster (`Script.isNeutral`) may be drawn in `face`, the face of the
    /// script before it: `face` has each of its visible characters and it is not an emoji.
    static func canStay(_ cluster: ArraySlice<UInt32>, in face: FontFace) -> Bool {
        guard let first = cluster.first, !BreakOpportunities.isEmojiPresentation(first),
              !(0x1F1E6...0x1F1FF).contains(first) else { return false }
        for c in cluster {
            if c == 0xFE0F || c == 0x20E3 { return false }
            if !BreakOpportunities.isDefaultIgnorable(c) && !face.covers(c) { return false }
        }
        return true
    }

    /// The face for one grapheme cluster: the font's own when it has every visible character of
    /// the cluster; for emoji (Emoji_Presentation, or a variation selector 16, keycap or flag) the
    /// `emoji` family's first; else fontconfig's first font for the family and language that has
    /// them all (or the first character); `nil` when no font has it. Clusters of only invisible
    /// characters (zero-width space, joiners) stay in the face before them.
    static func face(for cluster: ArraySlice<UInt32>, font: Font, language: String?, previous: FontFace?,
                     engine: TextEngine) -> FontFace? {
        // The common case first: one character the font has that is not an emoji.
        if cluster.count == 1, let c = cluster.first, c < 0x2000 || (c >= 0x3000 && c < 0x1F000),
           !BreakOpportunities.isDefaultIgnorable(c), !BreakOpportunities.isEmojiPresentation(c), font.face.covers(c) {
            return font.face
        }
        let visible = cluster.filter { !BreakOpportunities.isDefaultIgnorable($0) && $0 != 0x20E3 }
        guard let first = visible.first ?? cluster.first else { return previous }
        if visible.isEmpty { return previous ?? font.face }
        let emoji = !cluster.contains(0xFE0E) && (cluster.contains(0xFE0F) || cluster.contains(0x20E3)
            || (0x1F1E6...0x1F1FF).contains(first) || BreakOpportunities.isEmojiPresentation(first))
        if emoji, let face = engine.fallback(for: visible, family: "emoji", bold: false, language: nil) {
            return face
        }
        if visible.allSatisfy({ font.face.covers($0) }) { return font.face }
        if let face = engine.fallback(for: visible, family: font.family, bold: font.isBold, language: language) {
            return face
        }
        if visible.count > 1, font.face.covers(first) { return font.face }
        return engine.fallback(for: [first], family: font.family, bold: font.isBold, language: language)
    }
}

struct FallbackKey: Hashable {
    var scalars: [UInt32]
    var request: FontMatcher.Request
}

extension TextEngine {
    /// fontconfig's first font for `family`, `bold` and `language` that has all of `scalars`
    /// (as `fc-match` picks it), opened; remembered per characters and request.
    func fallback(for scalars: [UInt32], family: String, bold: Bool, language: String?) -> FontFace? {
        let request = FontMatcher.Request(family: family, bold: bold, language: language)
        // Characters no font has (unassigned, private use) end here, without a cache entry each.
        guard scalars.allSatisfy({ matcher.anyFontHas($0, request) }) else { return nil }
        let key = FallbackKey(scalars: scalars, request: request)
        if let known = fallbacks[key] { return known.flatMap { face(path: $0.path, index: $0.index) } }
        counters.fallbackSearches += 1
        let found = matcher.font(for: scalars, request)
        if fallbacks.count > 8192 { fallbacks.removeAll() }
        fallbacks[key] = found.map { (path: $0.path, index: $0.index) }
        return found.flatMap { face(path: $0.path, index: $0.index) }
    }
}
