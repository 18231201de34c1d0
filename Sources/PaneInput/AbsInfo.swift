/// One absolute axis as the kernel describes it (`struct input_absinfo`, `EVIOCGABS`).
///
/// Ranges are inclusive of `maximum` (libinput `absinfo_range()`), `minimum` need not be 0 and
/// devices report values outside the range (devices.md quirk 7). `fuzz` means the kernel already
/// smooths the axis, so Pane does not filter it again (quirk 12).
public struct AbsInfo: Hashable, Sendable {
    /// The axis's current value, as `EVIOCGABS` last reported it (for `ABS_MT_SLOT`, the slot events apply
    /// to).
    public var value: Int32
    /// The smallest value the device claims to report; it may report less.
    public var minimum: Int32
    /// The largest value the device claims to report, included in the range; it may report more.
    public var maximum: Int32
    /// The noise the kernel already filters out; nonzero means the axis arrives smoothed.
    public var fuzz: Int32
    /// The dead zone around the centre that joysticks report as 0; unused by touchscreens.
    public var flat: Int32
    /// Units per millimetre for X/Y; 0 when unknown, as on most touchscreens.
    public var resolution: Int32

    /// An axis from the kernel's numbers; only the range is required.
    public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// `maximum - minimum + 1`, at least 1 so that a malformed range cannot divide by zero.
    public var range: Double { Swift.max(1, Double(maximum) - Double(minimum) + 1) }
}
