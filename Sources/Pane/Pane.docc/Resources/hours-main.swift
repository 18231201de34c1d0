import Glibc
import OpeningHours
import Pane

// `swift run opening-hours --hours-url http://127.0.0.1:8080/hours.json` (headless without a
// panel; `--help` lists the flags). The example's README.md shows how to serve a sample week.
exit(AppLauncher.run(program: "opening-hours", flags: [HoursKiosk.urlFlag]) { app, board in
    let url = AppFlag.value(of: HoursKiosk.urlFlag.name, in: CommandLine.arguments) ?? HoursKiosk.defaultURL
    return try HoursKiosk.setUp(app, board: board, url: url)
})
