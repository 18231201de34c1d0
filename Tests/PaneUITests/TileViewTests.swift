import Testing
import PaneGeometry
import PanePixels
@testable import PaneUI

@MainActor
@Suite struct TileViewTests {
    @Test("selectedBackgroundView: behind the content, as big as the cell, shown while highlighted or selected")
    func selectedBackground() {
        let cell = TileView(reuseKind: "row")
        cell.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        let label = View(frame: Rect(x: 4, y: 4, width: 50, height: 20))
        cell.addSubview(label)
        let background = View()
        background.backgroundColor = Color(rgb: 0xD1D1D6)
        cell.selectedBackgroundView = background
        #expect(cell.subviews.first === background && cell.subviews.last === label)
        #expect(background.frame == cell.bounds && background.isHidden)
        cell.isHighlighted = true
        #expect(!background.isHidden)
        cell.isHighlighted = false
        #expect(background.isHidden)
        cell.isSelected = true
        #expect(!background.isHidden)
        cell.frame = Rect(x: 0, y: 0, width: 200, height: 60)
        cell.layoutSubviews()
        #expect(background.frame == Rect(x: 0, y: 0, width: 200, height: 60))
        cell.selectedBackgroundView = nil
        #expect(background.superview == nil)
    }
}
