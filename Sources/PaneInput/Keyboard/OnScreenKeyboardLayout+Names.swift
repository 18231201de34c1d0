internal import PaneSystem
#if canImport(Glibc)
import Glibc
#endif

extension OnScreenKeyboardLayout {
    /// The layouts a kiosk's on-screen keyboard gets for `locale` (`ar_EG.UTF-8`, `de_DE`):
    /// Arabic `ara` then `us`, Hebrew `il`, Russian `ru`, Greek `gr`, German `de`, French `fr`,
    /// Korean `kr` (hangul) then `us`, Chinese written in simplified characters (`zh_CN`, `zh_SG`)
    /// `cn` (pinyin) then `us`; every other language (and no locale, `C`, `POSIX`) `us`.
    public static func defaultNames(locale: String?) -> [String] {
        guard let locale else { return ["us"] }
        let language = locale.prefix { $0.isLetter }
        switch language {
        case "ar": return ["ara", "us"]
        case "he", "iw": return ["il"]
        case "ru": return ["ru"]
        case "el": return ["gr"]
        case "de": return ["de"]
        case "fr": return ["fr"]
        case "ko": return ["kr", "us"]
        case "zh": return locale.contains("_TW") || locale.contains("_HK") || locale.contains("_MO") ? ["us"] : ["cn", "us"]
        default: return ["us"]
        }
    }

    /// The layout names in a flag's or a board's list: `ara,us`, `de(nodeadkeys), fr` (commas,
    /// spaces around them ignored, empty names dropped).
    public static func names(in list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }

    /// The locale the environment names (`LC_ALL`, `LC_MESSAGES`, then `LANG`, as gettext reads
    /// them, as the layout direction is chosen), `nil` for none.
    public static func environmentLocale(_ environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment(name), !value.isEmpty { return value }
        }
        return nil
    }

    /// The on-screen layouts of `names` (each as `KeyboardLayout(parsing:)` reads it: `ru`,
    /// `de(nodeadkeys)`; `kr` and `cn` are the hangul and pinyin layouts), in order. A name that
    /// cannot be parsed, that xkb-data lacks, or whose input method cannot start is left out
    /// with one line to `log` (by default standard error); when none is left, the US layout
    /// (`standard`).
    public static func layouts(named names: [String], log: (String) -> Void = { standardErrorLine($0) }) -> [OnScreenKeyboardLayout] {
        var layouts: [OnScreenKeyboardLayout] = []
        for name in names {
            if let make = inputMethodLayout(named: name) {
                do throws(InputMethodError) { layouts.append(try make()) } catch {
                    log("on-screen keyboard: \(name): \(error); left out")
                }
                continue
            }
            guard let parsed = KeyboardLayout(parsing: name) else {
                log("on-screen keyboard: '\(escapedForLog(name))' is not an XKB layout such as ru or de(nodeadkeys); left out")
                continue
            }
            do throws(KeymapError) {
                layouts.append(try OnScreenKeyboardLayout(parsed))
            } catch {
                if case .unknownLayout(let unknown, _) = error {
                    log("on-screen keyboard: unknown layout '\(escapedForLog(unknown))' (not in xkb-data); left out")
                } else {
                    log("on-screen keyboard: \(error); left out")
                }
            }
        }
        return layouts.isEmpty ? [standard] : layouts
    }

    /// Writes `line` and a newline to standard error, unbuffered: where `layouts(named:log:)`
    /// logs by default.
    public static func standardErrorLine(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}

extension Substring {
    /// Without spaces and tabs at either end.
    fileprivate func trimmingBlanks() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
