public import Pane

/// The kiosk gallery, put together on an `Application`.
public enum Gallery {
    public struct SetupError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Builds the gallery's views in `app`'s window and returns what the launcher needs: the
    /// built-in touch script and the `out` folder for headless runs.
    public static func setUp(_ app: Application, board: BoardProfile, arguments: [String]) throws -> AppLauncher.Options {
        let window = app.window
        window.backgroundColor = Color(rgb: 0x1C1C1E)
        let bar = View(frame: Rect(x: 0, y: 0, width: window.bounds.width, height: 44))
        bar.backgroundColor = Color(rgb: 0x2C2C2E)
        window.addSubview(bar)
        let title = Label(text: "Photos", frame: bar.bounds)
        title.alignment = .center
        bar.addSubview(title)
        let photo = ImageView(frame: Rect(x: 40, y: 64, width: 480, height: 360))
        photo.contentMode = .aspectFill
        photo.clipsToBounds = true
        photo.backgroundColor = .gray
        if let image = try? PNG.decode(contentsOf: "photos/landscape-2.png") { photo.image = Image(image) }
        window.addSubview(photo)
        return AppLauncher.Options(defaultScript: nil, defaultFramesDirectory: "out")
    }
}
