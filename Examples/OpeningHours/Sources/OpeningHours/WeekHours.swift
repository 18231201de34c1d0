/// A museum's opening hours for a week, as the hours service sends them (the document is
/// described in the example's README.md):
///
/// ```json
/// { "museum": "Harbour Museum",
///   "days": [ { "day": "Monday", "opens": "10:00", "closes": "18:00" },
///             { "day": "Tuesday" } ],
///   "note": "Last entry 30 minutes before closing." }
/// ```
///
/// A day with neither `opens` nor `closes` is closed; a day with only one of them is an error
/// (`HoursError.badDocument`), found by `validated()`.
public struct WeekHours: Decodable, Sendable, Equatable {
    /// Shown under the title.
    public var museum: String
    /// In the order the screen lists them (the service's order).
    public var days: [DayHours]
    /// A line under the week, if any.
    public var note: String?

    /// A week from its parts.
    public init(museum: String, days: [DayHours], note: String? = nil) {
        self.museum = museum
        self.days = days
        self.note = note
    }

    /// The week itself when every day is either open (both times) or closed (neither), and
    /// there are between 1 and 7 days; otherwise what is wrong, as `HoursError.badDocument`.
    public func validated() throws(HoursError) -> WeekHours {
        guard !days.isEmpty, days.count <= 7 else {
            throw .badDocument("it lists \(days.count) days (1 to 7 expected)")
        }
        for day in days where (day.opens == nil) != (day.closes == nil) {
            throw .badDocument("\(day.day) has \(day.opens == nil ? "a closing" : "an opening") time but no "
                               + "\(day.opens == nil ? "opening" : "closing") time")
        }
        return self
    }
}

/// One day of `WeekHours`: its name and its times as the service writes them ("10:00").
public struct DayHours: Decodable, Sendable, Equatable {
    /// The day's name as shown: "Monday".
    public var day: String
    /// When the doors open; `nil` on a closed day.
    public var opens: String?
    /// When they close; `nil` on a closed day.
    public var closes: String?

    /// An open day from `opens` to `closes`, or a closed one when both are `nil`.
    public init(day: String, opens: String? = nil, closes: String? = nil) {
        self.day = day
        self.opens = opens
        self.closes = closes
    }

    /// What the row shows on the right: "10:00–18:00" (an en dash), or "closed".
    public var hoursText: String {
        guard let opens, let closes else { return "closed" }
        return "\(opens)–\(closes)"
    }
}
