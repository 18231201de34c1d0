/// Names one touch from the frame it began in until the frame it ended or was cancelled in.
///
/// Ids are handed out by a `TouchIDSource`, counting up from 1, and are never reused while the
/// source lives, so they stay unique across devices that share a source and across a
/// reconnected device. They are not the kernel's tracking ids, which are per device and may
/// repeat (devices.md quirk 1).
public struct TouchID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number, counting up from the source's first; never 0 for ids a `TouchIDSource` made from 1.
    public var rawValue: Int

    /// The id with number `rawValue`, for tests and recordings; apps receive ids from touches.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public var description: String { "#\(rawValue)" }

    public static func < (a: TouchID, b: TouchID) -> Bool { a.rawValue < b.rawValue }
}

/// Hands out `TouchID`s: 1, 2, 3, …
///
/// Share one source among the decoders of every touch device an app reads, so that no two
/// touches alive at the same time have the same id.
public final class TouchIDSource {
    private var next: Int

    /// A source whose first id is `first`.
    public init(startingAt first: Int = 1) {
        self.next = first
    }

    /// The next id; every call returns a new one.
    public func makeID() -> TouchID {
        defer { next &+= 1 }
        return TouchID(next)
    }
}
