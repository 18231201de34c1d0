/// Read-only looks at a card, for diagnostics and tests: which CRTC drives the panel and what
/// it shows. Needs no DRM master (only GET ioctls), so it works while another program owns the
/// panel; when nobody does, opening the card makes the prober master until it returns.
public enum KMSProbe {
    /// What a CRTC scans out now.
    public struct CRTCState: Hashable, Sendable, CustomStringConvertible {
        /// The card node looked at.
        public var cardPath: String
        /// The connector's kernel name.
        public var connector: String
        /// The id of the CRTC driving the connector.
        public var crtc: UInt32
        /// The framebuffer on the CRTC; 0 when it is off.
        public var framebuffer: UInt32
        /// The size of the mode set on the CRTC; `nil` when none is.
        public var modeSize: PixelSize?

        public var description: String {
            "\(cardPath) \(connector) crtc \(crtc) fb \(framebuffer) mode \(modeSize?.description ?? "none")"
        }
    }

    /// The state of the CRTC that drives `configuration`'s connector (the first connected one
    /// by default), as `KMSDisplay` would find it.
    public static func currentCRTC(_ configuration: KMSDisplay.Configuration = .init()) throws(DisplayError) -> CRTCState {
        let card = try KMSCard.open(path: configuration.cardPath)
        let output = try KMSOutput.find(fd: card.fd, path: card.path, configuration: configuration)
        let s = output.saved
        return CRTCState(cardPath: card.path, connector: output.connectorName, crtc: s.crtc, framebuffer: s.framebuffer,
                         modeSize: s.modeValid ? s.modeSize : nil)
    }
}
