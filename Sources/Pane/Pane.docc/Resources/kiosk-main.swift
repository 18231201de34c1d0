import Glibc
import CafeKiosk
import Pane

// `swift run cafe-kiosk` (headless without a panel; `--help` lists the flags).
exit(AppLauncher.run(program: "cafe-kiosk") { app, board in
    CafeKiosk.setUp(app, board: board)
})

// Examples/CafeKiosk/Sources/CafeKiosk/CafeKiosk.swift
public static func setUp(_ app: Application, board: BoardProfile) -> AppLauncher.Options {
    running = CafeKiosk(window: app.window)
    return AppLauncher.Options()
}
