import Testing
@testable import Pane

@Suite struct ProfilingFlagsTests {
    @Test func flagsAndEnvironment() throws {
        let none = try ProfilingFlags.parse(["--photos", "x"]) { _ in nil }
        #expect(!none.isEnabled)
        let env = ["PANE_PROFILE": "/tmp/a", "PANE_PROFILE_SOCKET": "/run/pane", "PANE_HUD": "1"]
        let fromEnv = try ProfilingFlags.parse([]) { env[$0] }
        #expect(fromEnv.profilePath == "/tmp/a" && fromEnv.socketDirectory == "/run/pane" && fromEnv.hud)
        let flags = try ProfilingFlags.parse(["--profile", "/tmp/b", "--profile-socket=/tmp", "--hud", "--", "--profile", "c"]) { env[$0] }
        #expect(flags.profilePath == "/tmp/b" && flags.socketDirectory == "/tmp" && flags.hud)
        #expect(try ProfilingFlags.parse([]) { $0 == "PANE_HUD" ? "0" : nil }.hud == false)
    }

    @Test func missingValues() {
        #expect(throws: CommandLineError("--profile needs a file to write the profile into")) { try ProfilingFlags.parse(["--profile"]) { _ in nil } }
        #expect(throws: CommandLineError("--profile-socket needs a directory for the socket")) { try ProfilingFlags.parse(["--profile-socket="]) { _ in nil } }
    }
}
