import Pane
import OpeningHours

/// What the tests serve and expect: the example's sample document (`sample/hours.json`, the
/// one the README serves) and the week it says.
enum Fixtures {
    /// The example's folder, from this file's path.
    static let example: String = {
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(3).joined(separator: "/")
    }()

    /// The text of `sample/hours.json`; empty if it cannot be read (the tests that serve it then fail).
    static let sampleJSON: String = (try? readTextFile(example + "/sample/hours.json")) ?? ""

    /// The week `sample/hours.json` describes.
    static let week = WeekHours(museum: "Harbour Museum", days: [
        DayHours(day: "Monday"),
        DayHours(day: "Tuesday", opens: "10:00", closes: "18:00"),
        DayHours(day: "Wednesday", opens: "10:00", closes: "18:00"),
        DayHours(day: "Thursday", opens: "10:00", closes: "21:00"),
        DayHours(day: "Friday", opens: "10:00", closes: "18:00"),
        DayHours(day: "Saturday", opens: "09:00", closes: "19:00"),
        DayHours(day: "Sunday", opens: "11:00", closes: "17:00"),
    ], note: "Last entry 30 minutes before closing.")

    /// The rows the screen shows for `week`.
    static let rows = ["Monday closed", "Tuesday 10:00–18:00", "Wednesday 10:00–18:00", "Thursday 10:00–21:00",
                       "Friday 10:00–18:00", "Saturday 09:00–19:00", "Sunday 11:00–17:00"]
}
