import Testing
@testable import Pane

/// Issue 22 item 6: where the settings go, from an environment given as a dictionary (no
/// `setenv` while other tests run).
@Suite struct SettingsFolderTests {
    func folder(_ environment: [String: String], app: String = "kiosk") -> String? {
        Settings.folder(forApp: app) { environment[$0] }
    }

    @Test("systemd's STATE_DIRECTORY first (its first folder), then XDG_STATE_HOME/app, then HOME/.local/state/app")
    func order() {
        let all = ["STATE_DIRECTORY": "/var/lib/kiosk", "XDG_STATE_HOME": "/home/k/.state", "HOME": "/home/k"]
        #expect(folder(all) == "/var/lib/kiosk")
        #expect(folder(["STATE_DIRECTORY": "/var/lib/kiosk:/var/lib/other", "HOME": "/home/k"]) == "/var/lib/kiosk")
        #expect(folder(["XDG_STATE_HOME": "/home/k/.state", "HOME": "/home/k"]) == "/home/k/.state/kiosk")
        #expect(folder(["HOME": "/home/k"]) == "/home/k/.local/state/kiosk")
        #expect(folder([:]) == nil)
    }

    @Test("empty or relative values are skipped; trailing slashes dropped")
    func badValues() {
        #expect(folder(["STATE_DIRECTORY": "", "XDG_STATE_HOME": "state", "HOME": "/home/k/"]) == "/home/k/.local/state/kiosk")
        #expect(folder(["STATE_DIRECTORY": ":/var/lib/kiosk", "HOME": "/root"]) == "/root/.local/state/kiosk")
        #expect(folder(["STATE_DIRECTORY": "/var/lib/kiosk/", "HOME": "/root"]) == "/var/lib/kiosk")
        #expect(folder(["XDG_STATE_HOME": "/", "HOME": "relative"]) == "/kiosk")
        #expect(folder(["HOME": "relative"]) == nil)
    }

    @Test("the app's name is the executable's last path part")
    func appName() {
        #expect(Settings.appName(executable: "/usr/bin/cafe-kiosk") == "cafe-kiosk")
        #expect(Settings.appName(executable: "./gallery") == "gallery")
        #expect(Settings.appName(executable: "") == "pane")
        #expect(Settings.appName(executable: "/") == "pane")
        #expect(Settings.appName(executable: "..") == "pane")
    }

    @Test("no folder at all: the settings live in memory and the first change says why once")
    func noFolder() {
        let log = SettingsLog()
        let settings = Settings(resolvedFolder: nil, fileName: "settings", log: log.log)
        settings.set(3, forKey: "k")
        settings.set(4, forKey: "k")
        #expect(settings.integer(forKey: "k") == 4)
        #expect(log.lines == ["pane: settings: cannot save settings: no state folder: STATE_DIRECTORY, "
                              + "XDG_STATE_HOME and HOME are unset; the settings are kept in memory and written again with the next change"])
    }
}
