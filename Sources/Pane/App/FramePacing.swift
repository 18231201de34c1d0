/// When a frame starts, relative to the panel's vblanks (issue 27, item 7).
///
/// At `.late` (the default on a panel) a frame that follows a flip does not start at the flip:
/// it starts `lead` seconds before the next vblank, so touches that arrive in between are in the
/// frame that vblank shows (touch-to-photon about `lead` plus the wait for the frame, instead of a
/// whole refresh more). `lead` is learned from the frames' own cost: the most the last
/// `window` frames took, plus a quarter and 1 ms, never under 2 ms nor over a refresh. A frame
/// that costs more than the lead raises it at once, so a heavier scene moves its start earlier
/// rather than missing vblanks; a lighter one lets the start move late again after `window`
/// frames. Android's Choreographer and Chrome's compositor scheduler start frames against a
/// deadline in the same way. `.atVblank` starts a frame as soon as the previous flip completed
/// (Pane before, and most toolkits).
public struct FramePacing: Sendable {
    /// Where in the refresh a frame starts.
    public enum Mode: String, Sendable, CaseIterable {
        /// As late as the measured cost allows, before the next vblank.
        case late
        /// Right after the previous flip completed.
        case atVblank = "vblank"
    }

    /// The least lead, in seconds: what a frame that costs nothing is given anyway (the
    /// kernel's flip deadline and the scheduler's wake-up).
    public static let minimumLead = 0.002
    /// The share of the measured cost added as margin.
    public static let margin = 0.25
    /// Seconds added to the measured cost beside the share.
    public static let slack = 0.001
    /// Frames whose cost the lead covers.
    public static let window = 32

    /// Which schedule.
    public let mode: Mode
    /// Seconds between vblanks.
    public let refreshInterval: Double
    /// Seconds before the vblank a frame starts, at `.late` (at `.atVblank`, the whole refresh).
    public private(set) var lead: Double
    private var costs: [Double]
    private var next = 0

    /// A schedule for a panel refreshing every `refreshInterval` seconds, with no cost measured yet.
    public init(mode: Mode = .late, refreshInterval: Double) {
        self.mode = mode
        self.refreshInterval = refreshInterval > 0 && refreshInterval.isFinite ? refreshInterval : 1.0 / 60
        costs = [Double](repeating: 0, count: Self.window)
        lead = mode == .late ? Swift.min(Self.minimumLead, self.refreshInterval) : self.refreshInterval
    }

    /// Notes that a frame took `cost` seconds (from its start to its present) and updates `lead`.
    /// Allocates nothing.
    public mutating func learn(cost: Double) {
        guard mode == .late else { return }
        costs[next] = cost.isFinite ? Swift.max(0, cost) : refreshInterval
        next = (next + 1) % costs.count
        var most = 0.0
        for i in 0..<costs.count where costs[i] > most { most = costs[i] }
        lead = Swift.min(refreshInterval, Swift.max(Self.minimumLead, most * (1 + Self.margin) + Self.slack))
    }

    /// When the frame after a flip shown at `vblank` starts: `lead` before the vblank after it.
    public func frameStart(afterVblank vblank: InputTime) -> InputTime {
        vblank + (refreshInterval - lead)
    }

    /// When a frame that starts at `start` and takes `cost` seconds is shown, on vblanks a whole
    /// refresh apart with the next one `lead` after `start`: that one if the frame is done by
    /// then, else the first after it is done. What the profiler's virtual flips use.
    public func vblank(forFrameAt start: InputTime, cost: Double) -> InputTime {
        let first = start + lead
        let late = Swift.max(0, cost - lead)
        let extra = late > 1e-9 ? (late / refreshInterval - 1e-9).rounded(.up) : 0
        return first + refreshInterval * extra
    }
}
