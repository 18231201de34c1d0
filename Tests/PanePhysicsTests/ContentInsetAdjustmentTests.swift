import PaneGeometry
import Testing
import PanePhysics

@Suite struct ContentInsetAdjustmentTests {
    let bounds = Size(width: 375, height: 812)
    let safe = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test("spec §1.3 T1.3a content 375×2000, automatic → (47,0,34,0)")
    func automatic() {
        #expect(adjustedContentInset(contentInset: .zero, safeAreaInsets: safe, behavior: .automatic,
                                     contentSize: Size(width: 375, height: 2000), boundsSize: bounds)
                == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test("spec §1.3 T1.3b content 375×500, scrollableAxes → 0; with alwaysBounceVertical → (47,0,34,0)")
    func scrollableAxes() {
        let small = Size(width: 375, height: 500)
        #expect(adjustedContentInset(contentInset: .zero, safeAreaInsets: safe, behavior: .scrollableAxes,
                                     contentSize: small, boundsSize: bounds) == .zero)
        #expect(adjustedContentInset(contentInset: .zero, safeAreaInsets: safe, behavior: .scrollableAxes,
                                     contentSize: small, boundsSize: bounds, alwaysBounceVertical: true)
                == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(adjustedContentInset(contentInset: .zero, safeAreaInsets: safe, behavior: .automatic,
                                     contentSize: small, boundsSize: bounds, isInAdjustingController: true)
                == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test("spec §1.3 T1.3c never → 0; contentInset (10,0,10,0) with always → (57,0,44,0)")
    func neverAndAlways() {
        let tall = Size(width: 375, height: 2000)
        #expect(adjustedContentInset(contentInset: .zero, safeAreaInsets: safe, behavior: .never,
                                     contentSize: tall, boundsSize: bounds) == .zero)
        #expect(adjustedContentInset(contentInset: EdgeInsets(top: 10, bottom: 10), safeAreaInsets: safe, behavior: .always,
                                     contentSize: tall, boundsSize: bounds)
                == EdgeInsets(top: 57, left: 0, bottom: 44, right: 0))
    }

    @Test("spec §9.8 T9.8a keyboard top 476 over an 812-tall view: overlap 336 → adjustment 302 → bottom 336, max 424")
    func keyboard() {
        let adjustment = keyboardBottomInset(scrollViewFrameInWindow: Rect(x: 0, y: 0, width: 375, height: 812),
                                             keyboardFrame: Rect(x: 0, y: 476, width: 375, height: 336),
                                             safeAreaBottom: 34, safeAreaInAdjustedInset: true)
        #expect(adjustment == 302)
        let inset = adjustedContentInset(contentInset: .zero, safeAreaInsets: safe, behavior: .always,
                                         contentSize: Size(width: 375, height: 900), boundsSize: bounds,
                                         keyboardBottom: adjustment)
        #expect(inset.bottom == 336)
        let limits = ContentOffsetLimits(contentSize: Size(width: 375, height: 900), boundsSize: bounds, adjustedContentInset: inset)
        #expect(limits.maximum.y == 424)
        #expect(keyboardBottomInset(scrollViewFrameInWindow: Rect(x: 0, y: 0, width: 375, height: 812),
                                    keyboardFrame: Rect(x: 0, y: 476, width: 375, height: 336),
                                    safeAreaBottom: 34, safeAreaInAdjustedInset: false) == 336)
    }

    @Test("spec §9.8 T9.8b hidden keyboard → bottom 34, max 122")
    func keyboardHidden() {
        let adjustment = keyboardBottomInset(scrollViewFrameInWindow: Rect(x: 0, y: 0, width: 375, height: 812),
                                             keyboardFrame: .zero, safeAreaBottom: 34, safeAreaInAdjustedInset: true)
        #expect(adjustment == 0)
        let inset = adjustedContentInset(contentInset: .zero, safeAreaInsets: safe, behavior: .always,
                                         contentSize: Size(width: 375, height: 900), boundsSize: bounds, keyboardBottom: adjustment)
        #expect(ContentOffsetLimits(contentSize: Size(width: 375, height: 900), boundsSize: bounds,
                                    adjustedContentInset: inset).maximum.y == 122)
    }
}
