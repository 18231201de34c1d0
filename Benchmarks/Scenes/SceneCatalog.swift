import Pane

/// The scenes by the names `frame-cost` and the benchmarks use.
@MainActor
public enum SceneCatalog {
    nonisolated public static let names = ["compass", "plain-100", "plain-10000", "zoom", "collection", "nearest", "bilinear", "label-latin", "label-arabic"]

    /// A new scene called `name`, or `nil` for a name not in `names`.
    public static func make(_ name: String) -> (any Scene)? {
        switch name {
        case "compass": PlainScrollScene(count: 800)
        case "plain-100": PlainScrollScene(count: 100)
        case "plain-10000": PlainScrollScene(count: 10_000)
        case "zoom": ZoomScene()
        case "collection": CollectionScene()
        case "nearest": ScaledDrawScene(filter: .nearest)
        case "bilinear": ScaledDrawScene(filter: .bilinear)
        case "label-latin": LabelScene(arabic: false)
        case "label-arabic": LabelScene(arabic: true)
        default: nil
        }
    }
}
