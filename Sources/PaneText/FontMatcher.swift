internal import CFontconfig

/// Finds font files through fontconfig, as `fc-match` does: a family (or a generic name such as
/// `sans-serif` or `emoji`), a weight and a language go through the system's configuration
/// (FcConfigSubstitute, FcDefaultSubstitute), and the fonts are sorted by how well they match
/// (FcFontSort). The font for a character is the first in that order that has it, which is the
/// font `fc-match 'family:lang=xx:charset=hex'` names: fontconfig weighs the character set before
/// family and language (fcmatch.c's priorities), so among the fonts that have the character the
/// order of the sort decides.
final class FontMatcher {
    struct Request: Hashable {
        var family: String
        var bold: Bool
        var language: String?
    }

    struct Candidate {
        let path: String
        let index: Int
        let charset: OpaquePointer?
    }

    private let config: OpaquePointer?
    private var sorted: [Request: [Candidate]] = [:]
    private var sets: [UnsafeMutablePointer<FcFontSet>] = []
    /// Per request, every character some candidate has (the union of their character sets).
    private var coverage: [Request: OpaquePointer] = [:]

    init() {
        config = FcInitLoadConfigAndFonts()
    }

    deinit {
        for set in sets { FcFontSetDestroy(set) }
        for charset in coverage.values { FcCharSetDestroy(charset) }
        if let config { FcConfigDestroy(config) }
    }

    /// The fonts for `request`, best first.
    func candidates(_ request: Request) -> [Candidate] {
        if let list = sorted[request] { return list }
        var list: [Candidate] = []
        if let config, let pattern = FcPatternCreate() {
            defer { FcPatternDestroy(pattern) }
            _ = request.family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            _ = FcPatternAddInteger(pattern, FC_WEIGHT, request.bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
            if let language = request.language {
                _ = language.withCString { FcPatternAddString(pattern, FC_LANG, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            }
            _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            if let set = FcFontSort(config, pattern, FcFalse, nil, &result) {
                sets.append(set)
                let fonts = set.pointee
                for i in 0..<Int(fonts.nfont) {
                    guard let font = fonts.fonts[i] else { continue }
                    var file: UnsafeMutablePointer<FcChar8>?
                    guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
                    var index: Int32 = 0
                    if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
                    var charset: OpaquePointer?
                    if FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) != FcResultMatch { charset = nil }
                    list.append(Candidate(path: String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)),
                                          index: Int(index), charset: charset))
                }
            }
        }
        sorted[request] = list
        return list
    }

    /// The best font for `request` (what `fc-match family` names).
    func best(_ request: Request) -> Candidate? { candidates(request).first }

    /// Whether some font for `request` has `scalar`: one look-up in the union of the candidates'
    /// character sets, so text no font has costs no walk through the fonts.
    func anyFontHas(_ scalar: UInt32, _ request: Request) -> Bool {
        if let union = coverage[request] { return FcCharSetHasChar(union, scalar) != 0 }
        guard let union = FcCharSetCreate() else { return true }
        for candidate in candidates(request) {
            if let charset = candidate.charset { _ = FcCharSetMerge(union, charset, nil) }
        }
        coverage[request] = union
        return FcCharSetHasChar(union, scalar) != 0
    }

    /// The first font for `request` that has every scalar of `scalars`, as
    /// `fc-match 'family:lang=…:charset=…'` would choose; `nil` when no font has them all.
    func font(for scalars: [UInt32], _ request: Request) -> Candidate? {
        guard scalars.allSatisfy({ anyFontHas($0, request) }) else { return nil }
        return candidates(request).first { candidate in
            guard let charset = candidate.charset else { return false }
            return scalars.allSatisfy { FcCharSetHasChar(charset, $0) != 0 }
        }
    }
}
