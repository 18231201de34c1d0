/// A display mode as the connector lists it: what a board profile or `--size` may ask for and
/// `KMSDisplay` chooses from. Pure data, so the choice is testable without a card.
public struct KMSMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's horizontal resolution in pixels.
    public var width: Int
    /// The mode's vertical resolution in pixels.
    public var height: Int
    /// Vertical refresh in Hz, as the kernel rounds it (`drmModeModeInfo.vrefresh`).
    public var refresh: Int
    /// The connector marks it `DRM_MODE_TYPE_PREFERRED` (the panel's native mode).
    public var isPreferred: Bool

    /// A mode from its parts, as a test or the connector's list gives it.
    public init(width: Int, height: Int, refresh: Int, isPreferred: Bool = false) {
        self.width = width
        self.height = height
        self.refresh = refresh
        self.isPreferred = isPreferred
    }

    public var description: String { "\(width)x\(height)@\(refresh)\(isPreferred ? " (preferred)" : "")" }
}

/// A mode a board profile or a flag asks for: a size, and optionally a refresh rate.
/// Written `800x480` or `800x480@60`.
public struct KMSModeRequest: Hashable, Sendable, CustomStringConvertible {
    /// The width asked for, in pixels; a mode must match it exactly.
    public var width: Int
    /// The height asked for, in pixels; a mode must match it exactly.
    public var height: Int
    /// The refresh asked for in Hz; `nil` takes the preferred mode of that size, else the highest refresh.
    public var refresh: Int?

    /// A request for `width` by `height`, at `refresh` Hz when given.
    public init(width: Int, height: Int, refresh: Int? = nil) {
        self.width = width
        self.height = height
        self.refresh = refresh
    }

    /// Parses `WxH` or `WxH@HZ`; `nil` for anything else.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2, let size = PixelSize(parsing: String(parts[0])) else { return nil }
        var refresh: Int?
        if parts.count == 2 {
            guard let hz = Int(parts[1]), hz > 0, hz <= 1000 else { return nil }
            refresh = hz
        }
        self.init(width: size.width, height: size.height, refresh: refresh)
    }

    public var description: String { "\(width)x\(height)" + (refresh.map { "@\($0)" } ?? "") }
}

extension KMSMode {
    /// The index in `modes` to use: the request's size (and refresh, when given; the preferred
    /// one of that size, else the highest refresh, otherwise), else the preferred mode, else the largest area (kernel.md A4 step 3:
    /// check the flag rather than trusting `modes[0]`). `nil` when `modes` is empty or nothing
    /// matches the request.
    public static func choose(from modes: [KMSMode], request: KMSModeRequest?) -> Int? {
        if let request {
            let matches = modes.indices.filter {
                modes[$0].width == request.width && modes[$0].height == request.height
                    && (request.refresh == nil || modes[$0].refresh == request.refresh)
            }
            if let preferred = matches.first(where: { modes[$0].isPreferred }) { return preferred }
            return matches.max { modes[$0].refresh < modes[$1].refresh }
        }
        if let preferred = modes.firstIndex(where: \.isPreferred) { return preferred }
        var best: Int?
        for (i, m) in modes.enumerated() {
            if let b = best, modes[b].width * modes[b].height >= m.width * m.height { continue }
            best = i
        }
        return best
    }
}

/// How a CRTC is picked for a connector: keep the one already driving it (no full modeset),
/// else the first CRTC any of its encoders can reach (`possible_crtcs` bit `k` = `crtcs[k]`;
/// kernel.md A4 step 4, dvdhrm `modeset.c`).
public enum KMSCRTCChoice {
    /// Returns the CRTC's index in `crtcIDs`, or `nil` when none is reachable.
    /// - Parameters:
    ///   - currentCRTC: the CRTC of the connector's current encoder, 0 when none.
    ///   - possibleCRTCs: each of the connector's encoders' `possible_crtcs` mask.
    ///   - crtcIDs: the card's CRTCs, in `drmModeRes` order.
    public static func choose(currentCRTC: UInt32, possibleCRTCs: [UInt32], crtcIDs: [UInt32]) -> Int? {
        if currentCRTC != 0, let i = crtcIDs.firstIndex(of: currentCRTC) { return i }
        for mask in possibleCRTCs {
            for k in 0..<min(32, crtcIDs.count) where mask & (1 << UInt32(k)) != 0 { return k }
        }
        return nil
    }
}
