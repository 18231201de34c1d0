/// What the panel shows, as screen power (`ScreenPower`) keeps it: the trace line's `"power"`
/// and the metrics file's `pane_screen_power` say it.
public enum ScreenPowerState: String, Sendable, CaseIterable {
    /// Full brightness: the app as it draws.
    case on
    /// Dimmed after `--dim-after` seconds without input: the backlight lowered, or the picture
    /// darkened where the board has no backlight.
    case dim
    /// Dark after `--screen-off-after` seconds without input, or in the daily off hours: DPMS off
    /// and the backlight off; nothing is drawn until a touch wakes it.
    case off
}
