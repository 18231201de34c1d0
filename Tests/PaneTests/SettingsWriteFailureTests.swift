import Testing
import Glibc
@testable import Pane

/// Issue 22 item 6: a write that fails keeps the value in memory, is reported once, never
/// damages the old file and leaves no temporary file; the next write that works saves everything.
/// The failures are real ones a root test can cause (root ignores a folder's mode 0500): a folder
/// where the file should be (rename fails), and the state folder removed under the app.
@Suite struct SettingsWriteFailureTests {
    @Test("a folder at the file's path: rename fails, one log line, values kept, saved again once it goes")
    func pathIsAFolder() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        let p = folder.path
        #expect(mkdir(p + "/settings", 0o700) == 0)
        try folder.write("settings/inside", "kept")
        let settings = Settings(folder: p, log: log.log)
        settings.set("a", forKey: "one")
        settings.set(2, forKey: "two")
        #expect(settings.string(forKey: "one") == "a" && settings.integer(forKey: "two") == 2)
        #expect(log.lines == [
            "pane: settings: \(p)/settings: is not a regular file; starting with the defaults",
            "pane: settings: cannot save \(p)/settings: rename(\(p)/settings): Is a directory (errno 21); "
                + "the settings are kept in memory and written again with the next change",
        ])
        #expect(settings.lastError == SystemError(call: "rename", subject: p + "/settings", errno: EISDIR))
        #expect(throws: SystemError(call: "rename", subject: p + "/settings", errno: EISDIR)) {
            try settings.store(true, forKey: "three")
        }
        #expect(log.lines.count == 2)
        #expect(folder.names == ["settings"] && SettingsTestFolder.names(in: p + "/settings") == ["inside"])
        #expect(settings.synchronize() == false)

        SettingsTestFolder.remove(p + "/settings")
        #expect(settings.synchronize())
        #expect(log.lines.count == 3 && log.lines[2] == "pane: settings: \(p)/settings is saved again")
        #expect(settings.lastError == nil)
        let again = Settings(folder: p, log: log.log)
        #expect(again.dictionaryRepresentation() == ["one": "a", "two": 2, "three": true])
        #expect(settings.synchronize() && log.lines.count == 3)
    }

    @Test("the state folder removed under the app: reported once, saved again when it is back")
    func folderRemoved() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        let p = folder.path + "/state"
        let settings = Settings(folder: p, log: log.log)
        settings.set("before", forKey: "k")
        SettingsTestFolder.remove(p)
        settings.set("during", forKey: "k")
        settings.set("during 2", forKey: "k")
        #expect(log.lines.count == 1 && log.lines[0] == "pane: settings: cannot save \(p)/settings: open(\(p)/.settings.tmp-\(getpid())-0): "
                + "No such file or directory (errno 2); the settings are kept in memory and written again with the next change")
        #expect(settings.lastError?.errno == ENOENT)
        #expect(settings.string(forKey: "k") == "during 2")
        #expect(mkdir(p, 0o700) == 0)
        settings.set("after", forKey: "other")
        #expect(log.lines.count == 2)
        #expect(Settings(folder: p, log: log.log).dictionaryRepresentation() == ["k": "during 2", "other": "after"])
    }

    @Test("a state folder that cannot be made: one log line, the settings work in memory")
    func folderCannotBeMade() throws {
        let folder = try SettingsTestFolder(), log = SettingsLog()
        try folder.write("file", "a file, not a folder")
        let p = folder.path + "/file/state"
        let settings = Settings(folder: p, log: log.log)
        settings.set(1, forKey: "k")
        #expect(settings.integer(forKey: "k") == 1)
        #expect(log.lines == ["pane: settings: cannot use the folder for \(p)/settings: mkdir(\(folder.path)/file): "
                              + "Not a directory (errno 20); settings are kept in memory until a write succeeds"])
        #expect(settings.synchronize() == false && log.lines.count == 1)
    }

    @Test("the folder is made with mode 0700, parents too; an existing folder keeps its mode")
    func folderMode() throws {
        let folder = try SettingsTestFolder()
        let p = folder.path + "/a/b"
        let settings = Settings(folder: p, log: SettingsLog().log)
        settings.set(1, forKey: "k")
        var st = stat()
        #expect(stat(p, &st) == 0 && st.st_mode & 0o7777 == 0o700)
        #expect(stat(folder.path + "/a", &st) == 0 && st.st_mode & 0o7777 == 0o700)
        #expect(stat(p + "/settings", &st) == 0 && st.st_mode & 0o7777 == 0o600)
        #expect(chmod(p, 0o750) == 0)
        _ = Settings(folder: p, log: SettingsLog().log)
        #expect(stat(p, &st) == 0 && st.st_mode & 0o7777 == 0o750)
    }
}
