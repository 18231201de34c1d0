internal import CPaneSensor
public import PaneGeometry
public import PaneSystem

/// Which side of the panel is up, as the accelerometer says: iio-sensor-proxy's
/// `AccelerometerOrientation` (its README names the values).
public enum DeviceOrientation: String, Sendable, CaseIterable {
    /// The panel upright as mounted.
    case normal
    /// Upside down.
    case bottomUp = "bottom-up"
    /// Turned so its left edge is on top.
    case leftUp = "left-up"
    /// Turned so its right edge is on top.
    case rightUp = "right-up"
    /// Lying flat, or moving: no side is up.
    case undefined

    /// The turn the picture needs to stand upright on a panel held this way, on top of the
    /// board's own `rotation`; `nil` when no side is up (keep the picture as it is).
    ///
    /// With its right edge up the panel has turned a quarter anticlockwise, so the picture turns
    /// a quarter clockwise (`.clockwise90`); left edge up, three quarters. The same map as
    /// GNOME's mutter (`meta_monitor_transform_from_orientation`: left-up is its 90° transform,
    /// which is anticlockwise).
    public var pictureRotation: Rotation? {
        switch self {
        case .normal: Rotation.none   // spelled out: a bare .none here is Optional.none
        case .bottomUp: .clockwise180
        case .leftUp: .clockwise270
        case .rightUp: .clockwise90
        case .undefined: nil
        }
    }
}

/// The accelerometer's orientation, from iio-sensor-proxy on the system bus (the daemon Debian's
/// `iio-sensor-proxy` package runs for any IIO accelerometer): claims the accelerometer when
/// opened, watches `AccelerometerOrientation` through sd-bus, releases it when closed.
///
/// Poll `fileDescriptor` for reading and call `update()`: it returns the new orientation when
/// it changed. `AppLauncher` does this for `--auto-rotate` and turns the app
/// (`Application.rotate(to:)`).
public final class OrientationSensor {
    private let handle: OpaquePointer
    /// The orientation last reported.
    public private(set) var orientation: DeviceOrientation

    /// Connects to the system bus (`DBUS_SYSTEM_BUS_ADDRESS` when set) and claims the
    /// accelerometer. Throws a `SystemError` naming what failed: no bus, no iio-sensor-proxy,
    /// no accelerometer.
    public init() throws(SystemError) {
        var error = [CChar](repeating: 0, count: 256)
        guard let handle = pane_orientation_sensor_open(&error, Int32(error.count)) else {
            let message = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw SystemError(call: "sd-bus", errno: 0, message: message)
        }
        self.handle = handle
        orientation = DeviceOrientation(rawValue: String(cString: pane_orientation_sensor_orientation(handle))) ?? .undefined
    }

    deinit {
        pane_orientation_sensor_close(handle)
    }

    /// The bus connection's descriptor: readable when the daemon has said something.
    public var fileDescriptor: Int32 { pane_orientation_sensor_fd(handle) }

    /// Handles what arrived; the new orientation when it changed, else `nil`. Throws when the
    /// connection to the bus was lost.
    public func update() throws(SystemError) -> DeviceOrientation? {
        let status = pane_orientation_sensor_process(handle)
        if status < 0 { throw SystemError(call: "sd_bus_process", errno: 0, message: "the system bus connection was lost") }
        guard status > 0 else { return nil }
        orientation = DeviceOrientation(rawValue: String(cString: pane_orientation_sensor_orientation(handle))) ?? .undefined
        return orientation
    }
}
