public import PaneGeometry
public import PanePixels

/// Where finished frames go: a panel through DRM/KMS, or memory.
///
/// The compositor draws every frame into a shadow `Surface` of `size` that the app owns, then
/// calls `present(_:damage:)` with the rectangles that changed. A display copies those (plus
/// whatever its own buffers missed, by buffer age) and shows the result. A display that presents
/// asynchronously (a page flip) reports `isReadyToPresent == false` until its flip completes;
/// the run loop then watches `eventDescriptor` and calls `handleEvents()` when it is readable.
/// Either way `onPresented` says when a frame reached the screen.
///
/// Implementations: `HeadlessDisplay` (memory, PNG out), `KMSDisplay` (DRM dumb buffers).
public protocol Display: AnyObject {
    /// The picture's size in pixels as the app sees it, after the board's rotation.
    var size: PixelSize { get }
    /// A file descriptor that becomes readable when the display has news (a flip finished,
    /// DRM master came back); `nil` when it never has any.
    var eventDescriptor: Int32? { get }
    /// Whether `present` may be called now: no flip pending and the panel is ours.
    var isReadyToPresent: Bool { get }
    /// Shows `frame`. `damage` holds the pixels that changed since the previous present; a
    /// display may copy more (for example after losing and regaining the panel) but never less.
    func present(_ frame: borrowing Surface, damage: borrowing Region) throws(DisplayError)
    /// Reads and dispatches pending events from `eventDescriptor`, without blocking.
    func handleEvents() throws(DisplayError)
    /// Whether the next present must repaint everything (the display lost its contents).
    /// Reading it clears it.
    func takeNeedsFullRepaint() -> Bool
    /// While the display is paused for a reason no descriptor announces (DRM master lost to
    /// another program), how many seconds the run loop should wait before calling
    /// `handleEvents()` again so the display can try to take the panel back; `nil` otherwise.
    /// Defaults to `nil`.
    var retryInterval: Double? { get }
    /// Seconds between the screen's refreshes (`KMSDisplay`: its mode's), or `nil` for a display
    /// with no refresh of its own (`HeadlessDisplay`), where the app paces frames by its run
    /// loop instead. (UIKit gives it as `UIScreen.maximumFramesPerSecond`.) Defaults to `nil`.
    var refreshInterval: Double? { get }
    /// Called when presented frames reached the screen, with the last one's feedback (its vblank
    /// sequence and time): on a panel for each batch of flip events `handleEvents()` reads, on
    /// a headless display at each present. What a profiler records; `nil` when nobody listens.
    var onPresented: ((PresentationFeedback) -> Void)? { get set }
    /// When the last flip was shown, in `CLOCK_MONOTONIC` nanoseconds (the DRM event's vblank
    /// time), or `nil` for a display without vblanks; a run loop starts frames against it
    /// (`FramePacing`). Defaults to `nil`.
    var lastVblankNanoseconds: Int64? { get }
    /// Turns the picture a further quarter, half or three-quarter turn on the panel, as the
    /// board's `rotation` does at start: `size` becomes the turned size, and the next present
    /// copies the whole frame. Displays that cannot turn while running throw.
    func rotate(by rotation: Rotation) throws(DisplayError)
}

extension Display {
    /// Displays that do not say otherwise cannot turn while they run.
    public func rotate(by rotation: Rotation) throws(DisplayError) {
        guard rotation != .none else { return }
        throw DisplayError(.system, "this display cannot turn while the app runs")
    }
}

extension Display {
    public var retryInterval: Double? { nil }
    public var refreshInterval: Double? { nil }
    public var lastVblankNanoseconds: Int64? { nil }
}

/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of pixel columns.
    public var width: Int
    /// The number of pixel rows.
    public var height: Int

    /// A size of `width` by `height` pixels, stored as given.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)" }
    /// The whole area as a pixel rectangle at the origin: the damage of a full repaint.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Parses `WIDTHxHEIGHT`, as the `--size` flag takes it.
    public init?(parsing text: String) {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384
        else { return nil }
        self.init(width: w, height: h)
    }
}

/// Why a display failed, with the failing call and its errno where there is one.
public struct DisplayError: Error, CustomStringConvertible {
    /// What kind of failure it was, so the caller can decide between giving up, waiting and falling back to
    /// headless.
    public enum Kind: Sendable {
        /// No DRM card, or none with a connected connector.
        case noDevice
        /// The device exists but may not be opened or driven (permissions, another master).
        case permissionDenied
        /// The panel is not ours right now (DRM master lost); try again later.
        case paused
        /// Writing or reading a file (a PNG) failed.
        case io
        /// A system call failed unexpectedly.
        case system
    }

    /// What kind of failure it was.
    public var kind: Kind
    /// What failed and on what, in words for a log line.
    public var message: String
    /// The `errno` of the failing call, when a call failed.
    public var errno: Int32?
    /// There is a card, but no panel is connected to it (or to the connector the board names):
    /// plugging one in may end it, which `--display kms` waits for.
    public var isNotConnected = false

    /// An error of `kind` with `message` and, for a failed call, its `errno`.
    public init(_ kind: Kind, _ message: String, errno: Int32? = nil) {
        self.kind = kind
        self.message = message
        self.errno = errno
    }

    public var description: String {
        if let errno { return "\(message) (errno \(errno))" }
        return message
    }
}
