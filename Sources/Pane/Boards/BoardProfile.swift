/// What one kind of panel needs that its kernel does not say: which card and connector, the
/// mode, how the panel is mounted (rotation), which input device is its touchscreen and how
/// that is calibrated, and the app-facing insets. One file per board in `boards/`, in the flat
/// `key = value` format that `boards/README.md` documents; chosen with `--board NAME`.
///
/// Every setting is optional: what a profile leaves out is discovered (the first connected
/// connector, its preferred mode, the best-scoring touchscreen), which is what the `generic`
/// board does.
public struct BoardProfile: Hashable, Sendable {
    /// The profile's name: its file name without `.board`.
    public var name: String
    /// One line for people: the panel and its touch controller.
    public var description: String?
    /// A DRM card node, e.g. `/dev/dri/card1` (`card`).
    public var card: String?
    /// A connector name such as `DSI-1`, `HDMI-A-1` (`connector`).
    public var connector: String?
    /// The mode to set, `800x480` or `800x480@60` (`mode`).
    public var mode: KMSModeRequest?
    /// The picture's clockwise turn on the panel, applied to touch as well (`rotation`).
    public var rotation: Rotation = .none
    /// The touchscreen's device node (`touch-path`).
    public var touchPath: String?
    /// An `fnmatch` pattern on the touchscreen's name (`touch-name`).
    public var touchName: String?
    /// Take the touchscreen exclusively with `EVIOCGRAB` (`touch-grab`).
    public var touchGrab = false
    /// libinput's six-number calibration matrix (`touch-calibration`).
    public var calibration: CalibrationMatrix = .identity
    /// End contacts that stop reporting for this long, in seconds (`touch-release-timeout`);
    /// for controllers that never send a release (devices.md quirk 10).
    public var releaseTimeout: Double?
    /// Points at the top of the screen kept for a status bar (`status-bar-height`).
    public var statusBarHeight: Double = 0
    /// Insets of the area where content is fully visible, for bezels that cover pixels
    /// (`safe-area`, four numbers: top left bottom right).
    public var safeAreaInsets: EdgeInsets = .zero
    /// The app's layout direction (`layout-direction`, `ltr` or `rtl`); `nil` takes the locale's.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// The XKB layout keyboards type with (`keyboard-layout`); `--keyboard-layout` overrides it.
    public var keyboardLayout: KeyboardLayout?
    /// The on-screen keyboard's layouts (`onscreen-keyboard = ara,us`); `--onscreen-keyboard`
    /// overrides them. Checked at launch: a name xkb-data lacks is left out with one line.
    public var onscreenKeyboard: [String]?
    /// Whether a mouse or trackball shows a cursor (`cursor = auto`, the default) or moves
    /// nothing visible (`cursor = hidden`; clicks still touch where it points).
    public var showsCursor = true
    /// `dim-after`: seconds without input before the panel dims (`ScreenPower`).
    public var dimAfter: Double?
    /// `screen-off-after`: seconds without input before the panel goes dark.
    public var screenOffAfter: Double?
    /// `screen-reader = on`: the screen reader starts on (`--screen-reader` overrides it).
    public var screenReader = false
    /// `text-size`: the kit's text size (`xs` … `l` … `xxxl`, `ax1` … `ax5`); `nil`: large, as
    /// iOS's default (`--text-size` overrides it).
    public var textSize: ContentSizeCategory?
    /// `auto-rotate = yes`: turn the app with the panel by its accelerometer (`--auto-rotate`).
    public var autoRotate = false
    /// `contrast = high`: the kit's colours with more contrast (`--high-contrast` overrides it).
    public var highContrast = false
    /// `touch-exploration`: `auto`, `on` or `off`, when the screen reader explores by touch
    /// (`TouchExploration`; `--touch-exploration` overrides it).
    public var touchExploration = TouchExploration.automatic
    /// `reader-adjust`: `up-down` or `select`, how the screen reader's keys adjust
    /// (`AdjustingKeys`; `--reader-adjust` overrides it).
    public var adjustingKeys = AdjustingKeys.upDown
    /// `screen-off`: the daily local hours the panel is off.
    public var screenOff: DailyHours?

    /// A profile named `name` that sets nothing: everything is discovered, as the `generic` board does.
    public init(name: String) {
        self.name = name
    }

    /// The touch selection this profile asks for.
    public var touchSelection: TouchDeviceSelection {
        TouchDeviceSelection(path: touchPath, namePattern: touchName, grab: touchGrab)
    }

    /// The KMS configuration this profile asks for.
    public var displayConfiguration: KMSDisplay.Configuration {
        KMSDisplay.Configuration(cardPath: card, connector: connector, mode: mode, rotation: rotation)
    }
}
