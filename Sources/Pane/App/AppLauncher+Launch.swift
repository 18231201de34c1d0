extension AppLauncher {
    /// How `start` ended: an app ready for its frames, or an exit status (help, a usage error).
    enum Start {
        case ready(Launch)
        case ended(Int32)
    }

    /// `launch` run headless with the synchronous runner; its exit status.
    static func runHeadless(_ launch: Launch) -> Int32 {
        headlessStatus(launch, runner: launch.headlessRunner) { runner throws(DisplayError) in
            try runner.run(launch.app, script: launch.headlessScript)
        }
    }

    /// An app set up by `start`, with what its frames need.
    @MainActor
    struct Launch {
        let app: Application
        /// The panel, when the app runs on one; headless otherwise.
        let panel: KMSDisplay?
        let board: BoardProfile
        let flags: CommandLineFlags
        /// `--replay`'s recording, if given.
        let script: TouchScript?
        let options: Options
        let profiler: Profiler?
        let program: String

        /// What a headless run replays: `--replay`, else the app's default script, else nothing.
        var headlessScript: TouchScript { script ?? options.defaultScript ?? TouchScript(frames: []) }

        /// The runner for a headless run, from the flags and the app's options.
        var headlessRunner: HeadlessRunner {
            var runner = HeadlessRunner()
            runner.framesDirectory = flags.framesOut ?? (flags.replay == nil ? options.defaultFramesDirectory : nil)
            runner.every = flags.every
            if flags.replay == nil, flags.every == 1, options.defaultScript != nil { runner.every = options.defaultEvery }
            runner.beforeFrame = options.beforeFrame
            runner.isBusy = options.isBusy
            runner.maxFrames = options.maxHeadlessFrames
            runner.maxTaskWait = options.maxHeadlessTaskWait
            if options.runOnAfterScript > 0, let last = headlessScript.frames.last?.timestamp {
                runner.until = last + options.runOnAfterScript
            }
            return runner
        }

        /// After the frames: the app's tasks are cancelled and the profile closed; returns `status`.
        func finish(_ status: Int32) -> Int32 {
            app.cancelTasks()
            profiler?.finish(reason: .exited, detail: Int64(status))
            app.metrics?.file.stop()
            // Off the panel (a headless or desktop run) what was said is spoken to the end;
            // on the panel, the speech under way is cut. Either way its thread is joined.
            if panel == nil { app.speech?.waitUntilDone() }
            app.speech?.stop()
            return status
        }
    }
}
