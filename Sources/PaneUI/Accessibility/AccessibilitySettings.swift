/// What an app set on a view's accessibility properties, each `nil` until set, so the view's
/// own default (a label's text, a button's title) answers until then.
package struct AccessibilitySettings {
    package var isElement: Bool?
    package var label: String?
    package var hint: String?
    package var value: String?
    package var traits: AccessibilityTraits?
    package var language: String?
    package var elementsHidden = false
    package var viewIsModal = false
}
