/// The launcher's command line beyond `CommandLineFlags`: `--help`, the app's declared flags
/// (`AppFlag`), the profiling flags, and the refusal of anything else.
extension AppLauncher {
    /// The flags `ProfilingFlags` reads from the remaining arguments: with a value, and switches.
    nonisolated static let profilingFlagsWithValue: Set<String> = ["--profile", "--profile-socket"]
    nonisolated static let profilingSwitches: Set<String> = ["--hud"]

    /// Whether `arguments` ask for the help (`--help` or `-h` before any `--`).
    nonisolated static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if helpFlags.contains(argument) { return true }
        }
        return false
    }

    /// `--help` and its short form.
    nonisolated static let helpFlags: Set<String> = ["--help", "-h"]

    /// Every flag the launcher accepts from an app that declares `appFlags`, sorted: the shared
    /// ones (`CommandLineFlags`), the profiling ones (`ProfilingFlags`), the app's own, `--help`
    /// and `-h`. The same tables decide what `checkRemaining` accepts; `usage` lists each of
    /// these, which an app's own tests can check against its `--help`.
    nonisolated public static func acceptedFlags(_ appFlags: [AppFlag] = []) -> [String] {
        CommandLineFlags.names.union(profilingFlagsWithValue).union(profilingSwitches).union(helpFlags)
            .union(appFlags.map(\.name)).sorted()
    }

    /// Every flag the app takes, for `--help` and after a usage error: the shared ones, the
    /// profiling ones, then the app's own, then `--help`.
    nonisolated public static func usage(program: String, flags: [AppFlag] = []) -> String {
        var text = "usage: \(program) [flags]\n\(CommandLineFlags.usage)\n\(ProfilingFlags.usage)\n"
        if !flags.isEmpty {
            text += "\(program)'s own flags:\n"
            for flag in flags {
                text += "  " + pad(flag.value.map { "\(flag.name) \($0)" } ?? flag.name, to: 29) + flag.help + "\n"
            }
        }
        text += "  " + pad("--help, -h", to: 29) + "this help"
        return text
    }

    nonisolated static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// Checks what `CommandLineFlags.parse` left (`remaining`) against the profiling flags and
    /// `declared`: an unknown flag, an operand, or a declared flag without its value is an error.
    /// Arguments after `--` in `arguments` are the app's and are not checked.
    nonisolated static func checkRemaining(_ flags: CommandLineFlags, arguments: [String],
                               declared: [AppFlag]) throws(CommandLineError) {
        let checked = flags.remaining.count - argumentsAfterSeparator(arguments)
        let remaining = flags.remaining[..<max(0, checked)]
        var i = remaining.startIndex
        while i < remaining.endIndex {
            let argument = remaining[i]
            i += 1
            var name = argument, inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            let takesValue: Bool
            if profilingFlagsWithValue.contains(name) {
                takesValue = true
            } else if profilingSwitches.contains(name) {
                takesValue = false
            } else if let flag = declared.first(where: { $0.name == name }) {
                takesValue = flag.value != nil
            } else if argument.hasPrefix("-") && argument != "-" {
                throw CommandLineError("unknown flag \(name)")
            } else {
                throw CommandLineError("unexpected argument '\(argument)' (an app's own arguments go after --)")
            }
            if takesValue && inline == nil {
                guard i < remaining.endIndex else { throw CommandLineError("\(name) needs a value") }
                i += 1
            } else if !takesValue && inline != nil {
                throw CommandLineError("\(name) takes no value")
            }
        }
    }

    /// How many arguments follow the `--` that ends the shared flags (0 without one), found as
    /// `CommandLineFlags.parse` finds it: a `--` that is not a shared flag's value.
    nonisolated static func argumentsAfterSeparator(_ arguments: [String]) -> Int {
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" { return arguments.count - i }
            if CommandLineFlags.names.contains(argument) { i += 1 }
        }
        return 0
    }
}
