#if canImport(Glibc)
import Glibc
#endif
internal import CDRM

extension KMSDisplay {
    /// Turns the panel's output off (DPMS off) or back on, for screen power. While off `present`
    /// drops frames (a flip on a CRTC that is off fails), and turning it on asks for a full
    /// repaint. It sets the connector's `DPMS` property, which the kernel
    /// emulates on atomic drivers by switching the CRTC's `ACTIVE` off and on (drm_connector.c,
    /// "DPMS": "for atomic drivers … this is mapped to the CRTC's ACTIVE property").
    public func setOutputPowered(_ on: Bool) throws(DisplayError) {
        guard !isClosed else { return }
        guard let property = connectorProperty(named: "DPMS") else {
            throw DisplayError(.system, "\(connectorName) has no DPMS property")
        }
        let rc = drmModeConnectorSetProperty(fd, connector, property, UInt64(on ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF))
        if rc != 0 {
            throw DisplayError(.system, "DPMS \(on ? "on" : "off") on \(connectorName): \(errnoName(rc < 0 ? -rc : errno))")
        }
        isOutputOff = !on
        if on {
            pendingFlip = nil
            ages.invalidateAll()
            needsFullRepaint = true
        }
    }

    /// The id of the connector's property `name`, or `nil`.
    func connectorProperty(named name: String) -> UInt32? {
        guard let props = drmModeObjectGetProperties(fd, connector, UInt32(DRM_MODE_OBJECT_CONNECTOR)) else { return nil }
        defer { drmModeFreeObjectProperties(props) }
        for i in 0..<Int(props.pointee.count_props) {
            guard let prop = drmModeGetProperty(fd, props.pointee.props[i]) else { continue }
            defer { drmModeFreeProperty(prop) }
            let propName = withUnsafeBytes(of: prop.pointee.name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if propName == name { return prop.pointee.prop_id }
        }
        return nil
    }
}
