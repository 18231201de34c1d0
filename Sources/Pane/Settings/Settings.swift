import Glibc
import Synchronization

/// An app's settings that survive a restart and a power cut: a small key-value store shaped like
/// `UserDefaults` (strings, integers, doubles, Booleans and data), kept in one text file in the
/// service's state folder.
///
/// ```swift
/// let settings = Settings.standard
/// settings.register(defaults: ["volume": 5, "language": "en"])
/// settings.set(7, forKey: "volume")
/// let volume = settings.integer(forKey: "volume")   // 7, after a reboot too
/// ```
///
/// Every change is written at once, atomically (a temporary file in the same folder, `fsync`,
/// rename over the file, `fsync` of the folder): after a cut at any moment the file holds the old
/// settings or the new ones. The KeepingSettings article has the details. A file that cannot be read (damaged, cut short, not a settings file) is reported in one
/// log line, renamed aside to `NAME.damaged-N`, and the app starts with its registered defaults.
/// A write that fails (a full or read-only disk) keeps the value in memory, is reported once, and
/// leaves the old file as it was; a later change, or `synchronize()`, writes everything again.
///
/// Limits: a key of at most `maximumKeySize` bytes, a string or data value of at most
/// `maximumValueSize` bytes, and a file of at most `maximumFileSize` bytes; a change past them
/// is refused (logged, the old value kept), and a file past them is damaged.
///
/// All methods may be called from any thread; changes are written one after another.
public final class Settings: Sendable {
    /// The largest file read or written: 1 MiB. Settings are small; the cap keeps a wrong or
    /// hostile file from taking the kiosk's memory.
    public static let maximumFileSize = 1 << 20
    /// The largest string (in UTF-8 bytes) or data value: 64 KiB.
    public static let maximumValueSize = 64 << 10
    /// The longest key, in UTF-8 bytes: 1 KiB.
    public static let maximumKeySize = 1 << 10

    /// The settings file: `folder/fileName`.
    public let path: String
    private let file: AtomicFile?
    private let log: @Sendable (String) -> Void
    private let state: Mutex<State>

    private struct State: ~Copyable {
        /// What the app set, as the file should hold it.
        var values: [String: Value] = [:]
        /// `register(defaults:)`, never written.
        var defaults: [String: Value] = [:]
        /// The file does not hold `values` (the last write failed).
        var unsaved = false
        /// The error of the last write that failed or change that was refused, until one succeeds.
        var lastError: SystemError?
    }

    /// Opens the settings in `folder/fileName`, creating `folder` (mode 0700) when it is missing.
    /// Temporary files a cut left are removed; a damaged file is reported through `log`, renamed
    /// aside and the store starts empty. Nothing here throws: a folder that cannot be made or a
    /// file that cannot be read is logged, and the settings live in memory until a write succeeds.
    ///
    /// `log` receives one line per event, with control characters in paths and keys already
    /// escaped (`escapedForLog`); the default writes it to standard error.
    public convenience init(folder: String, fileName: String = "settings",
                log: @escaping @Sendable (String) -> Void = Settings.logToStandardError) {
        self.init(resolvedFolder: folder, fileName: fileName, log: log)
    }

    /// `folder` `nil`: no state folder could be found; the settings live in memory only.
    init(resolvedFolder folder: String?, fileName: String, log: @escaping @Sendable (String) -> Void) {
        self.log = log
        guard let folder else {
            file = nil
            path = fileName
            state = Mutex(State())
            return
        }
        let file = AtomicFile(folder: folder, name: fileName)
        self.file = file
        path = file.path
        var initial = State()
        do {
            try AtomicFile.createFolder(folder)
            file.removeLeftovers()
            initial.values = Self.load(file, log: log)
        } catch {
            log("pane: settings: cannot use the folder for \(escapedForLog(file.path)): \(error); "
                + "settings are kept in memory until a write succeeds")
            initial.lastError = error
            // Already said: the first failed write is not logged again.
            initial.unsaved = true
        }
        state = Mutex(initial)
    }

    /// The settings in `file`, or none: a missing file is none, an unreadable or damaged one is
    /// reported once (and a damaged one set aside).
    private static func load(_ file: AtomicFile, log: (String) -> Void) -> [String: Value] {
        let shownPath = escapedForLog(file.path)
        let damage: String
        do {
            switch try file.read(limit: maximumFileSize) {
            case .missing:
                return [:]
            case .tooLarge(let size):
                damage = "it is \(size) bytes or more, over the limit of \(maximumFileSize) bytes"
            case .read(let bytes):
                do {
                    return try SettingsFormat.decode(bytes)
                } catch {
                    damage = error.description
                }
            }
        } catch {
            log("pane: settings: \(error); starting with the defaults")
            return [:]
        }
        let aside: String
        do {
            aside = "set aside as " + escapedForLog(try file.setAside())
        } catch {
            aside = "could not set it aside (\(error))"
        }
        log("pane: settings: \(shownPath) is damaged (\(damage)); \(aside); starting with the defaults")
        return [:]
    }

    /// Writes one line to standard error: the default `log`.
    public static func logToStandardError(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    // MARK: Reading

    /// The value stored for `key`, or its registered default, or `nil`.
    public func object(forKey key: String) -> Value? {
        state.withLock { $0.values[key] ?? $0.defaults[key] }
    }

    /// The string for `key`. As `UserDefaults` documents, numbers are converted (`123` gives
    /// "123", a double its shortest exact text); a Boolean gives "1" or "0" (Pane's choice, as
    /// NSNumber's `stringValue`); `nil` for data or no value.
    public func string(forKey key: String) -> String? {
        object(forKey: key)?.stringValue
    }

    /// The integer for `key`, or 0. As `UserDefaults` documents: `true` is 1, a double is rounded
    /// down (2.67 is 2), a string holding a number is that number ("123" is 123, "2.5" is 2).
    /// Data, any other string, and a number outside `Int`'s range give 0.
    public func integer(forKey key: String) -> Int {
        object(forKey: key)?.integerValue ?? 0
    }

    /// The double for `key`, or 0: an integer or a Boolean (1, 0) converted, a string holding a
    /// number read ("0.5" is 0.5); data and any other string give 0.
    public func double(forKey key: String) -> Double {
        object(forKey: key)?.doubleValue ?? 0
    }

    /// The Boolean for `key`, or `false`. As `UserDefaults` documents, a number other than 0 and
    /// the strings "true", "YES" and "1" are `true` (any case, Pane's choice); everything else
    /// is `false`.
    public func bool(forKey key: String) -> Bool {
        object(forKey: key)?.boolValue ?? false
    }

    /// The bytes stored for `key`, or `nil` when the value is not data.
    public func data(forKey key: String) -> [UInt8]? {
        if case .data(let bytes) = object(forKey: key) { return bytes }
        return nil
    }

    /// Every value the getters can see: the registered defaults, overridden by what was set.
    public func dictionaryRepresentation() -> [String: Value] {
        state.withLock { $0.defaults.merging($0.values) { _, stored in stored } }
    }

    /// The last failure to write the file, or refusal of a change, until a write succeeds.
    public var lastError: SystemError? {
        state.withLock { $0.lastError }
    }

    // MARK: Changing

    /// Stores `value` for `key` and writes the file.
    public func set(_ value: String, forKey key: String) { setLogging(.string(value), forKey: key) }
    /// Stores `value` for `key` and writes the file.
    public func set(_ value: Int, forKey key: String) { setLogging(.integer(value), forKey: key) }
    /// Stores `value` for `key` and writes the file.
    public func set(_ value: Double, forKey key: String) { setLogging(.double(value), forKey: key) }
    /// Stores `value` for `key` and writes the file.
    public func set(_ value: Bool, forKey key: String) { setLogging(.bool(value), forKey: key) }
    /// Stores the bytes `value` for `key` and writes the file.
    public func set(_ value: [UInt8], forKey key: String) { setLogging(.data(value), forKey: key) }

    /// Removes the value stored for `key` (its registered default shows again) and writes the file.
    public func removeObject(forKey key: String) { setLogging(nil, forKey: key) }

    /// Values the getters return for keys nothing was stored for. They are kept in memory and
    /// never written; a later call adds to them, replacing a default given before for a key.
    public func register(defaults: [String: Value]) {
        state.withLock { $0.defaults.merge(defaults) { _, new in new } }
    }

    /// Stores `value` for `key` (`nil` removes it) and writes the file, throwing what went wrong:
    /// a key or value over the limits, or a file that would pass `maximumFileSize`, is refused
    /// and nothing changes; a failed write keeps the value in memory (the getters return it)
    /// and the file as it was. The `set` methods call this and log the error instead.
    public func store(_ value: Value?, forKey key: String) throws(SystemError) {
        let (error, messages) = change(value, forKey: key)
        for message in messages { log(message) }
        if let error { throw error }
    }

    /// Writes the file again if an earlier write failed; whether the file now holds every value.
    @discardableResult
    public func synchronize() -> Bool {
        let (error, messages) = state.withLock { s -> (SystemError?, [String]) in
            guard s.unsaved else { return (nil, []) }
            return save(&s)
        }
        for message in messages { log(message) }
        return error == nil
    }

    private func setLogging(_ value: Value?, forKey key: String) {
        let (_, messages) = change(value, forKey: key)
        for message in messages { log(message) }
    }

    /// The change under the lock: its error and the lines to log once the lock is released (a
    /// `log` that reads the settings does not deadlock).
    private func change(_ value: Value?, forKey key: String) -> (SystemError?, [String]) {
        if let refusal = Self.refusal(value, forKey: key) {
            state.withLock { $0.lastError = refusal }
            return (refusal, ["pane: settings: \(refusal)"])
        }
        return state.withLock { s -> (SystemError?, [String]) in
            let old = s.values[key]
            if old == value && !s.unsaved { return (nil, []) }
            var values = s.values
            values[key] = value
            let bytes = SettingsFormat.encode(values)
            if bytes.count > Self.maximumFileSize {
                let refusal = SystemError(call: "set", subject: key, errno: EFBIG,
                                          message: "not stored: the settings file would be \(bytes.count) bytes, "
                                              + "over the limit of \(Self.maximumFileSize)")
                s.lastError = refusal
                return (refusal, ["pane: settings: \(refusal)"])
            }
            s.values = values
            return save(&s, bytes: bytes)
        }
    }

    /// Why `value` cannot be stored for `key`, or `nil`.
    private static func refusal(_ value: Value?, forKey key: String) -> SystemError? {
        if key.utf8.count > maximumKeySize {
            return SystemError(call: "set", subject: String(key.prefix(40)) + "…", errno: E2BIG,
                               message: "not stored: the key is \(key.utf8.count) bytes, over the limit of \(maximumKeySize)")
        }
        let size: Int
        switch value {
        case .string(let s): size = s.utf8.count
        case .data(let d): size = d.count
        default: size = 0
        }
        if size > maximumValueSize {
            return SystemError(call: "set", subject: key, errno: E2BIG,
                               message: "not stored: the value is \(size) bytes, over the limit of \(maximumValueSize)")
        }
        return nil
    }

    /// Writes `s.values` (encoded as `bytes` when given); the error and lines to log. A failure
    /// is logged when it starts, not again while writes keep failing; the first write that
    /// succeeds after it is logged too.
    private func save(_ s: inout State, bytes: [UInt8]? = nil) -> (SystemError?, [String]) {
        let shownPath = escapedForLog(path)
        do throws(SystemError) {
            guard let file else {
                throw SystemError(call: "open", errno: ENOENT,
                                  message: "no state folder: STATE_DIRECTORY, XDG_STATE_HOME and HOME are unset")
            }
            try file.write(bytes ?? SettingsFormat.encode(s.values))
        } catch {
            let first = !s.unsaved
            s.unsaved = true
            s.lastError = error
            let line = "pane: settings: cannot save \(shownPath): \(error); the settings are kept in memory "
                + "and written again with the next change"
            return (error, first ? [line] : [])
        }
        let wasUnsaved = s.unsaved
        s.unsaved = false
        s.lastError = nil
        return (nil, wasUnsaved ? ["pane: settings: \(shownPath) is saved again"] : [])
    }
}
