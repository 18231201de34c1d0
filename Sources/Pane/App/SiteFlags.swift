/// The launcher's flags for running on site (beside `CommandLineFlags`, which collects their
/// values in `site`): the metrics file and screen power. Each screen-power flag overrides the
/// board key of the same name (`dim-after`, `screen-off-after`, `screen-off`).
///
/// - `--metrics FILE`: keep a Prometheus textfile up to date (`MetricsFile`).
/// - `--dim-after S`: dim the panel after S seconds without input (`ScreenPower`).
/// - `--screen-off-after S`: switch it off after S seconds without input.
/// - `--screen-off HH:MM-HH:MM`: switch it off every day between these local times.
public struct SiteFlags: Equatable, Sendable {
    /// Where `--metrics` keeps the metrics file; `nil` keeps none.
    public var metricsPath: String?
    /// Seconds without input before the panel dims; `nil` never dims.
    public var dimAfter: Double?
    /// Seconds without input before the panel goes dark; `nil` never does.
    public var screenOffAfter: Double?
    /// The daily hours the panel is off; `nil` for none.
    public var offHours: DailyHours?
    /// `--auto-rotate` (or `=on|off`; board key `auto-rotate`): turn the app with the panel, as
    /// iio-sensor-proxy's accelerometer says (`AutoRotation`).
    public var autoRotate = false

    /// No metrics, no screen power.
    public init() {}

    /// The flag names `CommandLineFlags` takes for these (each with a value).
    static let names: Set<String> = ["--metrics", "--dim-after", "--screen-off-after", "--screen-off", "--auto-rotate"]
    /// The flags that take no value (`--auto-rotate` alone means on).
    static let switches: Set<String> = ["--auto-rotate"]

    /// The flags' help lines, for `CommandLineFlags.usage`.
    static let usage = """
          --metrics FILE               keep a Prometheus textfile of frames, latency, memory and screen power in FILE
          --dim-after S                dim the panel after S seconds without a touch (board key dim-after)
          --screen-off-after S         switch the panel off after S seconds without a touch (screen-off-after)
          --screen-off HH:MM-HH:MM     switch the panel off every day between these local times (screen-off)
          --auto-rotate                turn the app with the panel, by iio-sensor-proxy's accelerometer (auto-rotate)
        """

    /// The flags from `values` (`CommandLineFlags.site`) over the board's keys.
    public static func parse(_ values: [String: String], board: BoardProfile) throws(CommandLineError) -> SiteFlags {
        var flags = SiteFlags()
        flags.metricsPath = values["--metrics"]
        flags.dimAfter = board.dimAfter
        flags.screenOffAfter = board.screenOffAfter
        flags.offHours = board.screenOff
        flags.autoRotate = board.autoRotate
        if let v = values["--auto-rotate"] { flags.autoRotate = try AccessibilityFlags.onOrOff(v, flag: "--auto-rotate") }
        if let v = values["--dim-after"] {
            flags.dimAfter = try CommandLineFlags.number(v, for: "--dim-after", in: 1...604_800)
        }
        if let v = values["--screen-off-after"] {
            flags.screenOffAfter = try CommandLineFlags.number(v, for: "--screen-off-after", in: 1...604_800)
        }
        if let v = values["--screen-off"] {
            guard let hours = DailyHours(parsing: v) else {
                throw CommandLineError("--screen-off wants local times HH:MM-HH:MM such as 22:00-07:00, got '\(v)'")
            }
            flags.offHours = hours
        }
        return flags
    }
}
