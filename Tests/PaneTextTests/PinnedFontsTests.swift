#if canImport(Glibc)
import Glibc
#endif
import CTestFonts
import Testing

/// The test binary draws and matches text with the fonts Tests/Fonts/fonts.conf names and no
/// others (issue 26, item 4): the suites' goldens and fallbacks do not move when the machine has
/// more fonts (fonts-dejavu-extra, fonts-wqy-microhei) or a user's fontconfig settings.
@Suite struct PinnedFontsTests {
    /// The pinned configuration's path, as the constructor in Tests/CTestFonts set it.
    let config = String(cString: pane_test_fonts_config())

    @Test func theEnvironmentNamesThePinnedConfiguration() throws {
        #expect(config.hasSuffix("/Tests/CTestFonts/../Fonts/fonts.conf"))
        #expect(access(config, R_OK) == 0)
        let environment = try #require(getenv("FONTCONFIG_FILE"))
        #expect(String(cString: environment) == config)
    }

    /// Every font fontconfig sees (fc-list, a child of this process, inherits the setting) is one
    /// the configuration accepts by name, and every accepted file that exists is seen.
    @Test func fontconfigSeesExactlyThePinnedFiles() throws {
        let text = shell("cat '\(config)'")
        var pinned: Set<String> = []
        for line in text.split(separator: "\n") {
            let entry = line.drop { $0 == "\t" || $0 == " " }
            let open = "<pattern><patelt name=\"file\"><string>", close = "</string></patelt></pattern>"
            guard entry.hasPrefix(open), entry.hasSuffix(close) else { continue }
            pinned.insert(String(entry.dropFirst(open.count).dropLast(close.count)))
        }
        #expect(pinned.count > 250)
        let seen = Set(shell("fc-list --format '%{file}\\n'").split(separator: "\n").map(String.init))
        #expect(!seen.isEmpty)
        #expect(seen.subtracting(pinned).sorted() == [], "fonts seen that the configuration does not pin")
        #expect(pinned.filter { access($0, R_OK) == 0 }.subtracting(seen).sorted() == [], "pinned fonts not seen")
    }
}
