// An app imports `Pane` alone and gets every layer: geometry, pixels, text, physics, input,
// gestures, views, the kit of controls and displays.
@_exported public import PaneGeometry
@_exported public import PanePixels
@_exported public import PaneText
@_exported public import PanePhysics
@_exported public import PaneInput
@_exported public import PaneGestures
@_exported public import PaneUI
@_exported public import PaneKit
@_exported public import PaneDisplay
