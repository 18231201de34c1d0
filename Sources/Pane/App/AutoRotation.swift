public import PaneGeometry

/// Turns an app with its panel (`--auto-rotate`, board key `auto-rotate = yes`): each
/// orientation the accelerometer reports turns the picture upright on top of the board's own
/// `rotation`; lying flat (`undefined`) keeps the picture as it is. A display that cannot turn
/// is one log line, the first time.
@MainActor
public final class AutoRotation {
    /// The app it turns.
    public unowned let app: Application
    /// The board's `rotation`: the turn for an upright panel as mounted.
    public let mounting: Rotation
    private let program: String
    private var saidCannotTurn = false

    /// Follows orientations for `app` mounted at `mounting`; logs as `program`.
    public init(app: Application, mounting: Rotation, program: String) {
        self.app = app
        self.mounting = mounting
        self.program = program
    }

    /// Turns the app for a panel held at `orientation`.
    public func follow(_ orientation: DeviceOrientation) {
        guard let turn = orientation.pictureRotation else { return }
        do {
            try app.rotate(to: mounting.followed(by: turn))
        } catch {
            if !saidCannotTurn { AppLauncher.log("\(program): auto-rotate: \(error)") }
            saidCannotTurn = true
        }
    }

    /// Opens the orientation sensor and follows it through the run loop's wake sources; without
    /// iio-sensor-proxy (or an accelerometer) it logs one line and the rotation stays the board's.
    static func start(_ app: Application, mounting: Rotation, program: String, options: inout AppLauncher.Options) {
        let sensor: OrientationSensor
        do {
            sensor = try OrientationSensor()
        } catch {
            AppLauncher.log("\(program): auto-rotate: no orientation sensor (\(error)); the rotation stays \(mounting.degrees)°")
            return
        }
        let follower = AutoRotation(app: app, mounting: mounting, program: program)
        AppLauncher.log("\(program): auto-rotate: following iio-sensor-proxy (now \(sensor.orientation.rawValue))")
        follower.follow(sensor.orientation)
        options.wakeSources.append((sensor.fileDescriptor, {
            do {
                if let orientation = try sensor.update() { follower.follow(orientation) }
            } catch {
                AppLauncher.log("\(program): auto-rotate: \(error)")
            }
        }))
    }
}
