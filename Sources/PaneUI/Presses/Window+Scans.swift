public import PaneInput

extension Window {
    /// Adds what a key typed to the scan line, or hands the line to `scanHandler` at return or
    /// keypad enter (an empty line too: a scanner may send just return). Nothing is kept without
    /// a handler, so keys typed at a kiosk with no field focused do not pile up.
    func collectScan(_ press: Press) {
        guard let handler = scanHandler, let key = press.key else { return }
        if key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keypadEnter {
            let line = scanLine
            scanLine = ""
            handler(line)
        } else if key.typesText {
            scanLine += key.characters
        }
    }
}
