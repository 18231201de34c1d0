#if canImport(Glibc)
import Glibc
#endif
internal import CDRM

/// The property ids an atomic commit needs for one CRTC: its primary plane's, the CRTC's and
/// the connector's (kernel.md A8; dvdhrm `modeset-atomic.c`). `nil` from `find` when the driver
/// or the kernel does not offer atomic, or the CRTC has no primary plane: then `KMSDisplay`
/// uses the legacy calls.
struct KMSAtomic {
    let plane: UInt32
    let crtc: UInt32
    let connector: UInt32
    /// Plane properties by name: FB_ID, CRTC_ID, SRC_X/Y/W/H, CRTC_X/Y/W/H, and FB_DAMAGE_CLIPS
    /// where the driver offers it.
    let planeProperties: [String: UInt32]
    let modeID: UInt32
    let active: UInt32
    let connectorCRTC: UInt32

    var damageClips: UInt32? { planeProperties["FB_DAMAGE_CLIPS"] }

    /// Turns on `DRM_CLIENT_CAP_UNIVERSAL_PLANES` and `DRM_CLIENT_CAP_ATOMIC` and finds the
    /// primary plane that can feed CRTC number `crtcIndex`.
    static func find(fd: Int32, crtc: UInt32, crtcIndex: Int, connector: UInt32) -> KMSAtomic? {
        // ATOMIC implies UNIVERSAL_PLANES, but setting it explicitly is the safe order (dvdhrm).
        guard drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1) == 0,
              drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0,
              let planes = drmModeGetPlaneResources(fd) else { return nil }
        defer { drmModeFreePlaneResources(planes) }
        var primary: (UInt32, [String: (UInt32, UInt64)])?
        for i in 0..<Int(planes.pointee.count_planes) {
            guard let plane = drmModeGetPlane(fd, planes.pointee.planes[i]) else { continue }
            defer { drmModeFreePlane(plane) }
            guard crtcIndex < 32, plane.pointee.possible_crtcs & (1 << UInt32(crtcIndex)) != 0 else { continue }
            let props = properties(fd: fd, object: plane.pointee.plane_id, type: UInt32(truncatingIfNeeded: DRM_MODE_OBJECT_PLANE))
            if let type = props["type"], type.1 == UInt64(DRM_PLANE_TYPE_PRIMARY) {
                primary = (plane.pointee.plane_id, props)
                break
            }
        }
        guard let (planeID, planeProps) = primary else { return nil }
        let crtcProps = properties(fd: fd, object: crtc, type: UInt32(truncatingIfNeeded: DRM_MODE_OBJECT_CRTC))
        let connectorProps = properties(fd: fd, object: connector, type: UInt32(truncatingIfNeeded: DRM_MODE_OBJECT_CONNECTOR))
        let needed = ["FB_ID", "CRTC_ID", "SRC_X", "SRC_Y", "SRC_W", "SRC_H", "CRTC_X", "CRTC_Y", "CRTC_W", "CRTC_H"]
        guard needed.allSatisfy({ planeProps[$0] != nil }), let modeID = crtcProps["MODE_ID"], let active = crtcProps["ACTIVE"],
              let connectorCRTC = connectorProps["CRTC_ID"] else { return nil }
        return KMSAtomic(plane: planeID, crtc: crtc, connector: connector,
                         planeProperties: planeProps.mapValues(\.0), modeID: modeID.0, active: active.0,
                         connectorCRTC: connectorCRTC.0)
    }

    /// Name → (property id, current value) for one KMS object.
    static func properties(fd: Int32, object: UInt32, type: UInt32) -> [String: (UInt32, UInt64)] {
        guard let props = drmModeObjectGetProperties(fd, object, type) else { return [:] }
        defer { drmModeFreeObjectProperties(props) }
        var out: [String: (UInt32, UInt64)] = [:]
        for i in 0..<Int(props.pointee.count_props) {
            guard let prop = drmModeGetProperty(fd, props.pointee.props[i]) else { continue }
            defer { drmModeFreeProperty(prop) }
            let name = withUnsafeBytes(of: prop.pointee.name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            out[name] = (prop.pointee.prop_id, props.pointee.prop_values[i])
        }
        return out
    }

    /// Adds the plane's full state showing `framebuffer` (of `width` x `height`) on the CRTC.
    /// SRC_* are 16.16 fixed point (drm_mode.h; kernel.md A16 item 9).
    func addPlane(_ req: OpaquePointer, framebuffer: UInt32, width: Int, height: Int) {
        let p = planeProperties
        func add(_ name: String, _ value: UInt64) {
            if let id = p[name] { drmModeAtomicAddProperty(req, plane, id, value) }
        }
        add("FB_ID", UInt64(framebuffer))
        add("CRTC_ID", UInt64(crtc))
        add("SRC_X", 0)
        add("SRC_Y", 0)
        add("SRC_W", UInt64(width) << 16)
        add("SRC_H", UInt64(height) << 16)
        add("CRTC_X", 0)
        add("CRTC_Y", 0)
        add("CRTC_W", UInt64(width))
        add("CRTC_H", UInt64(height))
    }

    /// A blocking modeset commit: connector → CRTC, the mode blob, ACTIVE, and the plane
    /// showing `framebuffer`. Returns 0 or an errno.
    func modeset(fd: Int32, modeBlob: UInt32, framebuffer: UInt32, width: Int, height: Int) -> Int32 {
        guard let req = drmModeAtomicAlloc() else { return ENOMEM }
        defer { drmModeAtomicFree(req) }
        drmModeAtomicAddProperty(req, connector, connectorCRTC, UInt64(crtc))
        drmModeAtomicAddProperty(req, crtc, modeID, UInt64(modeBlob))
        drmModeAtomicAddProperty(req, crtc, active, 1)
        addPlane(req, framebuffer: framebuffer, width: width, height: height)
        let rc = drmModeAtomicCommit(fd, req, UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET), nil)
        return rc == 0 ? 0 : (rc < 0 ? -rc : EIO)
    }

    /// A non-blocking flip to `framebuffer` with a page-flip event, and FB_DAMAGE_CLIPS when
    /// `damageBlob` is not 0 (0 tells the kernel "the whole plane", Weston `drm_output_...`).
    /// Returns 0 or an errno.
    func flip(fd: Int32, framebuffer: UInt32, damageBlob: UInt32) -> Int32 {
        guard let req = drmModeAtomicAlloc() else { return ENOMEM }
        defer { drmModeAtomicFree(req) }
        guard let fbID = planeProperties["FB_ID"] else { return EINVAL }
        drmModeAtomicAddProperty(req, plane, fbID, UInt64(framebuffer))
        if let clips = damageClips { drmModeAtomicAddProperty(req, plane, clips, UInt64(damageBlob)) }
        let flags = UInt32(DRM_MODE_ATOMIC_NONBLOCK) | UInt32(DRM_MODE_PAGE_FLIP_EVENT)
        let rc = drmModeAtomicCommit(fd, req, flags, nil)
        return rc == 0 ? 0 : (rc < 0 ? -rc : EIO)
    }
}
