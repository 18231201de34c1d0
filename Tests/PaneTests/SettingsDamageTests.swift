import Testing
import Glibc
@testable import Pane

/// Issue 22 item 6: a settings file that cannot be trusted is reported once, set aside without
/// replacing an older one, and the app starts with its defaults; what a cut leaves is ignored.
@Suite struct SettingsDamageTests {
    /// A damaged file's bytes and the reason its log line gives.
    static let damaged: [(name: String, bytes: [UInt8], reason: String)] = [
        ("empty", [], "the file is empty"),
        ("not a settings file", Array("{\"volume\": 7}\n".utf8), "line 1: not a Pane settings file (the first line is not 'pane-settings 1')"),
        ("a newer version", Array("pane-settings 2\nend 0\n".utf8), "line 1: version '2' is not one this Pane reads (it reads 1)"),
        ("an unknown kind", Array("pane-settings 1\nstring\ta\tb\nfloat\tx\t1\nend 2\n".utf8), "line 3: unknown kind 'float'"),
        ("a bad escape", Array("pane-settings 1\nstring\ta\tb\\q\nend 1\n".utf8), "line 2: a bad escape '\\q' in the value"),
        ("a short \\x escape", Array("pane-settings 1\nstring\ta\\x4\tb\nend 1\n".utf8), "line 2: a bad escape '\\x' in the key (two hex digits must follow)"),
        ("a lone backslash", Array("pane-settings 1\nstring\ta\tb\\\nend 1\n".utf8), "line 2: the value ends with a lone backslash"),
        ("not UTF-8", [UInt8]("pane-settings 1\nstring\ta\t".utf8) + [0xC3, 0x28] + Array("\nend 1\n".utf8), "line 2: the value is not UTF-8"),
        ("a raw NUL", [UInt8]("pane-settings 1\nstring\ta\t".utf8) + [0x00] + Array("\nend 1\n".utf8), "line 2: a raw control byte 0x00 in the value"),
        ("missing fields", Array("pane-settings 1\nstring\ta\nend 1\n".utf8), "line 2: expected a kind, a key and a value separated by tabs"),
        ("an extra field", Array("pane-settings 1\nstring\ta\tb\tc\nend 1\n".utf8), "line 2: expected a kind, a key and a value separated by tabs"),
        ("a bad integer", Array("pane-settings 1\ninteger\ta\t12x\nend 1\n".utf8), "line 2: '12x' is not an integer"),
        ("an integer past Int", Array("pane-settings 1\ninteger\ta\t9223372036854775808\nend 1\n".utf8), "line 2: '9223372036854775808' is not an integer"),
        ("a bad double", Array("pane-settings 1\ndouble\ta\t1,5\nend 1\n".utf8), "line 2: '1,5' is not a double"),
        ("a bad bool", Array("pane-settings 1\nbool\ta\tYES\nend 1\n".utf8), "line 2: 'YES' is not true or false"),
        ("odd hex", Array("pane-settings 1\ndata\ta\tabc\nend 1\n".utf8), "line 2: the data has an odd number of hex digits"),
        ("uppercase hex", Array("pane-settings 1\ndata\ta\tAB\nend 1\n".utf8), "line 2: the data is not lowercase hexadecimal"),
        ("a key twice", Array("pane-settings 1\ninteger\ta\t1\nbool\ta\ttrue\nend 2\n".utf8), "line 3: the key 'a' appears twice"),
        ("no end line", Array("pane-settings 1\ninteger\ta\t1\n".utf8), "the file has no end line (cut short?)"),
        ("a cut line", Array("pane-settings 1\ninteger\ta\t1\nend".utf8), "the file ends inside a line (cut short?)"),
        ("a wrong count", Array("pane-settings 1\ninteger\ta\t1\nend 2\n".utf8), "line 3: the end line counts 2 entries, the file has 1"),
        ("text after the end", Array("pane-settings 1\nend 0\ninteger\ta\t1\n".utf8), "line 3: text after the end line"),
        ("a value over 64 KiB", Array(("pane-settings 1\nstring\ta\t" + String(repeating: "\\n", count: 65537) + "\nend 1\n").utf8),
         "line 2: the value is longer than the limit of 65536 bytes"),
        ("over 1 MiB", Array("pane-settings 1\n".utf8) + [UInt8](repeating: 0x0A, count: 1 << 20),
         "it is 1048592 bytes or more, over the limit of 1048576 bytes"),
    ]

    @Test("each kind of damage: one log line naming the file and the line, set aside intact, defaults apply",
          arguments: damaged.indices)
    func damagedFile(_ index: Int) throws {
        let (_, bytes, reason) = Self.damaged[index]
        let folder = try SettingsTestFolder(), log = SettingsLog()
        try folder.write("settings", bytes)
        let settings = Settings(folder: folder.path, log: log.log)
        settings.register(defaults: ["volume": 5])
        let path = folder.path + "/settings"
        #expect(log.lines == ["pane: settings: \(path) is damaged (\(reason)); set aside as \(path).damaged-1; starting with the defaults"])
        #expect(folder.names == ["settings.damaged-1"])
        #expect(folder.read("settings.damaged-1") == bytes)
        #expect(settings.integer(forKey: "volume") == 5)
        #expect(settings.dictionaryRepresentation() == ["volume": 5])
        // Reported once: the next open finds no file; a change writes a good one.
        settings.set(8, forKey: "volume")
        let again = Settings(folder: folder.path, log: log.log)
        #expect(again.integer(forKey: "volume") == 8)
        #expect(log.lines.count == 1)
        #expect(folder.names == ["settings", "settings.damaged-1"])
    }

    @Test("a damaged file never replaces one set aside before: it takes the next free number")
    func earlierDamagedKept() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        try folder.write("settings.damaged-1", "first")
        try folder.write("settings.damaged-3", "third")
        try folder.write("settings", "garbage\n")
        _ = Settings(folder: folder.path, log: log.log)
        #expect(folder.names == ["settings.damaged-1", "settings.damaged-2", "settings.damaged-3"])
        #expect(folder.text("settings.damaged-1") == "first" && folder.text("settings.damaged-3") == "third")
        #expect(folder.text("settings.damaged-2") == "garbage\n")
        try folder.write("settings", "more garbage\n")
        _ = Settings(folder: folder.path, log: log.log)
        #expect(folder.text("settings.damaged-4") == "more garbage\n")
        #expect(log.lines.count == 2 && log.lines[1].contains("set aside as \(folder.path)/settings.damaged-4;"))
    }

    @Test("a damaged file's name with control characters is escaped in the one log line")
    func escapedPath() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        try folder.write("bad\nname", "x\n")
        _ = Settings(folder: folder.path, fileName: "bad\nname", log: log.log)
        #expect(log.lines.count == 1)
        #expect(!log.lines[0].contains("\n") && log.lines[0].contains("bad\\nname is damaged"))
    }

    @Test("temporary files a cut left are removed at open; the file beside them is read; other files are kept")
    func leftovers() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        try folder.write("settings", "pane-settings 1\ninteger\tvolume\t3\nend 1\n")
        try folder.write(".settings.tmp-4242-0", "pane-settings 1\ninteger\tvolume\t4\n")
        try folder.write(".settings.tmp-4242-1", [])
        try folder.write(".other.tmp-1-0", "not ours")
        try folder.write("notes", "kept")
        let settings = Settings(folder: folder.path, log: log.log)
        #expect(settings.integer(forKey: "volume") == 3)
        #expect(folder.names == [".other.tmp-1-0", "notes", "settings"])
        #expect(log.lines.isEmpty)
    }

    @Test("a cut after each step of a write leaves the old settings or the new ones, never a broken file",
          arguments: AtomicFile.Step.allCases)
    func cutAfterStep(_ step: AtomicFile.Step) throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        Settings(folder: folder.path, log: log.log).set("old", forKey: "k")
        let file = AtomicFile(folder: folder.path, name: "settings")
        var steps: [AtomicFile.Step] = []
        try file.write(SettingsFormat.encode(["k": "new"])) { done in
            steps.append(done)
            return done != step
        }
        #expect(steps == Array(AtomicFile.Step.allCases.prefix(through: AtomicFile.Step.allCases.firstIndex(of: step)!)))
        let renamed = [.renamed, .folderSynced].contains(step)
        #expect(folder.names.count == (renamed ? 1 : 2))
        let settings = Settings(folder: folder.path, log: log.log)
        #expect(settings.string(forKey: "k") == (renamed ? "new" : "old"))
        #expect(folder.names == ["settings"])
        #expect(log.lines.isEmpty)
    }

    @Test("a symbolic link, a folder or a FIFO where the file should be: reported, not followed, nothing hangs")
    func notAFile() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        try folder.write("target", "pane-settings 1\ninteger\tvolume\t3\nend 1\n")
        #expect(symlink(folder.path + "/target", folder.path + "/link") == 0)
        #expect(Settings(folder: folder.path, fileName: "link", log: log.log).object(forKey: "volume") == nil)
        #expect(mkdir(folder.path + "/dir", 0o700) == 0)
        _ = Settings(folder: folder.path, fileName: "dir", log: log.log)
        #expect(mkfifo(folder.path + "/fifo", 0o600) == 0)
        _ = Settings(folder: folder.path, fileName: "fifo", log: log.log)
        let p = folder.path
        #expect(log.lines == [
            "pane: settings: \(p)/link: is a symbolic link, which Pane does not follow; starting with the defaults",
            "pane: settings: \(p)/dir: is not a regular file; starting with the defaults",
            "pane: settings: \(p)/fifo: is not a regular file; starting with the defaults",
        ])
        #expect(folder.names == ["dir", "fifo", "link", "target"])
    }
}
