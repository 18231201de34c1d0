import Testing
import Pane
import CafeKiosk

@MainActor
@Suite struct MenuItemTests {
    @Test("prices print in euros with two decimals") func prices() {
        let cases: [(Int, String)] = [(220, "€2.20"), (305, "€3.05"), (1000, "€10.00"), (5, "€0.05")]
        for (cents, text) in cases {
            #expect(MenuItem(name: "x", detail: "", price: cents, color: .white).priceText == text)
        }
    }
}
