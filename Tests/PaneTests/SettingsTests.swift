import Testing
import Glibc
@testable import Pane

/// Issue 22 item 6: settings that survive a restart. Each test works in its own folder under
/// /tmp and opens the file again with a fresh `Settings` to see what a restarted app sees.
@Suite struct SettingsTests {
    @Test("every kind round-trips through the file and a fresh open")
    func roundTrip() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        let settings = Settings(folder: folder.path, log: log.log)
        settings.set("Lobby", forKey: "name")
        settings.set(-42, forKey: "volume")
        settings.set(0.1, forKey: "brightness")
        settings.set(true, forKey: "dimmed")
        settings.set([0, 1, 0xFE, 0xFF] as [UInt8], forKey: "token")
        settings.set(Int.min, forKey: "min")
        settings.set(Int.max, forKey: "max")
        let again = Settings(folder: folder.path, log: log.log)
        #expect(again.string(forKey: "name") == "Lobby")
        #expect(again.integer(forKey: "volume") == -42)
        #expect(again.double(forKey: "brightness") == 0.1)
        #expect(again.bool(forKey: "dimmed"))
        #expect(again.data(forKey: "token") == [0, 1, 0xFE, 0xFF])
        #expect(again.integer(forKey: "min") == Int.min && again.integer(forKey: "max") == Int.max)
        #expect(again.dictionaryRepresentation() == settings.dictionaryRepresentation())
        #expect(again.dictionaryRepresentation().count == 7)
        #expect(log.lines.isEmpty)
        #expect(settings.lastError == nil)
    }

    @Test("the file's exact text: header, sorted entries, end line")
    func fileText() throws {
        let folder = try SettingsTestFolder()
        let settings = Settings(folder: folder.path, log: SettingsLog().log)
        settings.set("Hello,\nworld\t\\ \u{0}\u{7F}é", forKey: "greeting")
        settings.set(7, forKey: "volume")
        settings.set(0.75, forKey: "brightness")
        settings.set(false, forKey: "dimmed")
        settings.set([0x00, 0xFF, 0x7F] as [UInt8], forKey: "token")
        #expect(folder.text("settings") == """
            pane-settings 1
            double\tbrightness\t0.75
            bool\tdimmed\tfalse
            string\tgreeting\tHello,\\nworld\\t\\\\ \\x00\\x7fé
            data\ttoken\t00ff7f
            integer\tvolume\t7
            end 5

            """)
        #expect(folder.names == ["settings"])
    }

    @Test("hostile keys and values: control bytes, escapes' look-alikes, any Unicode, empty, at the limits")
    func hostile() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        let settings = Settings(folder: folder.path, log: log.log)
        let all = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let strings: [String: String] = [
            "": "empty key",
            "empty value": "",
            "\n": "\r\n",
            "\t\t": "\\t is not a tab",
            "\\x41": "\\",
            "nul\u{0}inside": "\u{0}\u{0}",
            all: all,
            "🇫🇷 é e\u{301} 中文": "\u{FEFF}\u{200B}\u{10FFFF}",
            "end 3": "pane-settings 1",
            "string\tkey\tvalue": "integer\tx\t1\nend 1\n",
            String(repeating: "k", count: Settings.maximumKeySize): String(repeating: "\n", count: Settings.maximumValueSize),
        ]
        for (key, value) in strings { settings.set(value, forKey: key) }
        let bytes = (0...255).map { UInt8($0) }
        settings.set(bytes, forKey: "all bytes")
        settings.set([UInt8](), forKey: "no bytes")
        settings.set([UInt8](repeating: 0x5C, count: Settings.maximumValueSize), forKey: "big data")
        #expect(log.lines.isEmpty)
        let again = Settings(folder: folder.path, log: log.log)
        for (key, value) in strings {
            let read = again.string(forKey: key)
            #expect(read.map { Array($0.utf8) } == Array(value.utf8), "key \(Array(key.utf8).prefix(20))")
        }
        #expect(again.data(forKey: "all bytes") == bytes)
        #expect(again.data(forKey: "no bytes") == [])
        #expect(again.data(forKey: "big data")?.count == Settings.maximumValueSize)
        #expect(again.dictionaryRepresentation().count == strings.count + 3)
        #expect(log.lines.isEmpty)
        // Every line of the file is printable but for its newline and the two tabs.
        let file = try #require(folder.read("settings"))
        let raw = file.filter { (b: UInt8) -> Bool in (b < 0x20 && b != 0x0A && b != 0x09) || b == 0x7F }
        #expect(raw.isEmpty)
    }

    @Test("doubles keep their exact bits: -0, subnormals, the extremes, infinities; NaN stays NaN")
    func doubles() throws {
        let folder = try SettingsTestFolder()
        let settings = Settings(folder: folder.path, log: SettingsLog().log)
        let values: [Double] = [0, -0.0, 0.1, 1.0 / 3, -1e-300, .leastNonzeroMagnitude, .leastNormalMagnitude,
                                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .pi, 1e15, 123456789.125]
        for (i, d) in values.enumerated() { settings.set(d, forKey: "d\(i)") }
        settings.set(Double.nan, forKey: "nan")
        let again = Settings(folder: folder.path, log: SettingsLog().log)
        for (i, d) in values.enumerated() {
            #expect(again.double(forKey: "d\(i)").bitPattern == d.bitPattern, "\(d)")
        }
        #expect(again.double(forKey: "nan").isNaN)
    }

    @Test("conversions between kinds, as UserDefaults documents them")
    func conversions() throws {
        let folder = try SettingsTestFolder()
        let settings = Settings(folder: folder.path, log: SettingsLog().log)
        settings.set("12", forKey: "twelve")
        settings.set(" 2.67 ", forKey: "text double")
        settings.set("YES", forKey: "yes")
        settings.set("no", forKey: "no")
        settings.set("abc", forKey: "abc")
        settings.set(2.67, forKey: "double")
        settings.set(-2.5, forKey: "negative")
        settings.set(1e300, forKey: "huge")
        settings.set(true, forKey: "true")
        settings.set(123, forKey: "int")
        settings.set(0, forKey: "zero")
        settings.set([1] as [UInt8], forKey: "data")

        #expect(settings.integer(forKey: "twelve") == 12)
        #expect(settings.integer(forKey: "text double") == 2)
        #expect(settings.integer(forKey: "double") == 2)
        #expect(settings.integer(forKey: "negative") == -3)
        #expect(settings.integer(forKey: "huge") == 0)
        #expect(settings.integer(forKey: "true") == 1)
        #expect(settings.integer(forKey: "abc") == 0)
        #expect(settings.integer(forKey: "data") == 0)
        #expect(settings.integer(forKey: "missing") == 0)

        #expect(settings.double(forKey: "twelve") == 12)
        #expect(settings.double(forKey: "text double") == 2.67)
        #expect(settings.double(forKey: "int") == 123)
        #expect(settings.double(forKey: "true") == 1)
        #expect(settings.double(forKey: "abc") == 0)
        #expect(settings.double(forKey: "missing") == 0)

        #expect(settings.bool(forKey: "yes") && settings.bool(forKey: "int") && settings.bool(forKey: "double"))
        #expect(!settings.bool(forKey: "no") && !settings.bool(forKey: "abc") && !settings.bool(forKey: "zero"))
        #expect(!settings.bool(forKey: "twelve") && !settings.bool(forKey: "data") && !settings.bool(forKey: "missing"))

        #expect(settings.string(forKey: "int") == "123")
        #expect(settings.string(forKey: "double") == "2.67")
        #expect(settings.string(forKey: "true") == "1")
        #expect(settings.string(forKey: "data") == nil)
        #expect(settings.string(forKey: "missing") == nil)

        #expect(settings.data(forKey: "twelve") == nil)
        #expect(settings.object(forKey: "twelve") == .string("12"))
    }

    @Test("registered defaults show until a value is set, come back when it is removed, and are never written")
    func defaults() throws {
        let folder = try SettingsTestFolder()
        let settings = Settings(folder: folder.path, log: SettingsLog().log)
        settings.register(defaults: ["volume": 5, "name": "Kiosk", "dimmed": true, "ratio": 0.5])
        #expect(settings.integer(forKey: "volume") == 5 && settings.string(forKey: "name") == "Kiosk")
        #expect(settings.bool(forKey: "dimmed") && settings.double(forKey: "ratio") == 0.5)
        #expect(folder.names == [])
        settings.set(9, forKey: "volume")
        #expect(settings.integer(forKey: "volume") == 9)
        #expect(folder.text("settings") == "pane-settings 1\ninteger\tvolume\t9\nend 1\n")
        settings.removeObject(forKey: "volume")
        #expect(settings.integer(forKey: "volume") == 5)
        #expect(folder.text("settings") == "pane-settings 1\nend 0\n")
        settings.register(defaults: ["volume": 6])
        #expect(settings.integer(forKey: "volume") == 6 && settings.string(forKey: "name") == "Kiosk")
        #expect(settings.dictionaryRepresentation() == ["volume": 6, "name": "Kiosk", "dimmed": true, "ratio": 0.5])
        // A fresh open has no defaults until the app registers them again.
        #expect(Settings(folder: folder.path, log: SettingsLog().log).object(forKey: "volume") == nil)
    }

    @Test("setting the value already stored does not write the file again")
    func unchangedNotWritten() throws {
        let folder = try SettingsTestFolder()
        let settings = Settings(folder: folder.path, log: SettingsLog().log)
        settings.set("a", forKey: "k")
        var before = stat()
        #expect(stat(folder.path + "/settings", &before) == 0)
        settings.set("a", forKey: "k")
        settings.removeObject(forKey: "missing")
        var after = stat()
        #expect(stat(folder.path + "/settings", &after) == 0)
        #expect(before.st_ino == after.st_ino)
    }

    @Test("a key or value over the limits, or a file that would pass 1 MiB, is refused and the old value kept")
    func limits() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        let settings = Settings(folder: folder.path, log: log.log)
        settings.set("old", forKey: "k")
        settings.set(String(repeating: "x", count: Settings.maximumValueSize + 1), forKey: "k")
        #expect(settings.string(forKey: "k") == "old")
        #expect(log.lines == ["pane: settings: k: not stored: the value is 65537 bytes, over the limit of 65536"])
        #expect(settings.lastError?.errno == E2BIG)
        let longKey = String(repeating: "é", count: Settings.maximumKeySize / 2 + 1)
        #expect(throws: SystemError.self) { try settings.store(.integer(1), forKey: longKey) }
        #expect(settings.object(forKey: longKey) == nil)
        #expect(log.lines.count == 2 && log.lines[1].hasSuffix("not stored: the key is 1026 bytes, over the limit of 1024"))
        // 32 KiB of data is a line of 64 KiB and a little (hex): fifteen fit in 1 MiB, sixteen do not.
        let big = [UInt8](repeating: 1, count: Settings.maximumValueSize / 2)
        for i in 0..<15 { try settings.store(.data(big), forKey: "big\(i)") }
        #expect(throws: SystemError.self) { try settings.store(.data(big), forKey: "big15") }
        #expect(settings.lastError?.errno == EFBIG)
        #expect(settings.data(forKey: "big15") == nil)
        let again = Settings(folder: folder.path, log: log.log)
        #expect(again.data(forKey: "big14") == big && again.string(forKey: "k") == "old")
        #expect(log.lines.count == 3)
    }

    @Test("many threads setting at once: every write lands, the file holds them all")
    func concurrent() async throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        let settings = Settings(folder: folder.path, log: log.log)
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<4 {
                group.addTask { for i in 0..<25 { settings.set(i, forKey: "t\(t)") } }
            }
        }
        let again = Settings(folder: folder.path, log: log.log)
        #expect((0..<4).map { again.integer(forKey: "t\($0)") } == [24, 24, 24, 24])
        #expect(log.lines.isEmpty && folder.names == ["settings"])
    }
}
