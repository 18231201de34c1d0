import PaneGallery
import Pane
#if canImport(Glibc)
import Glibc
#endif

// The kiosk gallery. `make run` starts it: on a panel it runs on KMS; elsewhere it plays its
// built-in touch script headless and writes the frames to ./out.
exit(AppLauncher.run(program: "gallery", flags: Gallery.flags) { app, board in
    try Gallery.setUp(app, board: board, arguments: Array(CommandLine.arguments.dropFirst()))
})
