public import Pane

/// One thing the café sells.
public struct MenuItem: Sendable, Equatable {
    public var name: String
    public var detail: String
    /// In cents, to print without rounding.
    public var price: Int
    /// The swatch the menu and the detail screen show for it.
    public var color: Color

    public init(name: String, detail: String, price: Int, color: Color) {
        self.name = name
        self.detail = detail
        self.price = price
        self.color = color
    }

    /// `price` as the board prints it: "€3.20".
    public var priceText: String {
        let cents = price % 100
        return "€\(price / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// What the example sells.
    public static let menu: [MenuItem] = [
        MenuItem(name: "Espresso", detail: "A short, strong shot of our house blend.", price: 220, color: Color(rgb: 0x5D4037)),
        MenuItem(name: "Cappuccino", detail: "Espresso with steamed milk and a thick cap of foam.", price: 320, color: Color(rgb: 0xA1887F)),
        MenuItem(name: "Flat white", detail: "A double ristretto under a thin layer of silky milk.", price: 350, color: Color(rgb: 0xD7CCC8)),
        MenuItem(name: "Hot chocolate", detail: "Dark chocolate melted into hot milk.", price: 300, color: Color(rgb: 0x6D4C41)),
        MenuItem(name: "Green tea", detail: "Sencha, brewed at 80 degrees for two minutes.", price: 250, color: Color(rgb: 0x7CB342)),
        MenuItem(name: "Croissant", detail: "Butter croissant, baked this morning.", price: 240, color: Color(rgb: 0xFFB74D)),
    ]
}
