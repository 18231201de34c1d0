public import PaneInput

/// Lets an app steer recognizers without subclassing them (UIKit's
/// `UIGestureRecognizerDelegate`). Every method has a default, so implement only what you need.
///
/// Set it with `recognizer.delegate = self`; the recognizer holds it weakly.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `recognizer` is about to leave `possible`; `false` makes it fail instead
    /// (spec §7.1). Default `true`.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Whether `recognizer` and `other` may both recognize with a shared touch; one `true` from
    /// either recognizer's delegate suffices (spec §7.6). Default `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether `recognizer` sees `touch` at all; asked once, when the touch begins. Default `true`.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether `recognizer` waits for `other` to fail, as if `require(toFail: other)` had been
    /// called, for this touch sequence. Default `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `other` waits for `recognizer` to fail. Default `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}
