internal import PaneSystem

/// Why a `Keymap` could not be made.
public enum KeymapError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A layout or variant xkb-data does not have; `available` lists the layouts there are.
    case unknownLayout(String, available: [String])
    /// libxkbcommon could not compile the keymap (a bad option, or xkb-data missing).
    case compileFailed(KeyboardLayout)
    /// libxkbcommon could not start (out of memory).
    case noContext

    public var description: String {
        switch self {
        case .unknownLayout(let name, let available):
            return "unknown keyboard layout '\(escapedForLog(name))'; the layouts there are: " + available.joined(separator: " ")
        case .compileFailed(let layout):
            return "cannot compile the keyboard layout '\(layout)' (libxkbcommon; is xkb-data installed and is every option known?)"
        case .noContext:
            return "cannot start libxkbcommon"
        }
    }
}
