/// One absolute axis as the kernel describes it (`struct input_absinfo`, `EVIOCGABS`).
///
/// Ranges are inclusive of `maximum` (libinput `absinfo_range()`), `minimum` need not be 0 and
/// devices report values outside the range (devices.md quirk 7). `fuzz` means the kernel already
/// smooths the axis, so Pane does not filter it again (quirk 12).
public struct AbsInfo: Hashable, Sendable {
    public var value: Int32
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre for X/Y; 0 when unknown, as on most touchscreens.
    public var resolution: Int32

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
