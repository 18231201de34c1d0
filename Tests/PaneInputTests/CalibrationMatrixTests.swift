import Testing
@testable import PaneInput

@Suite struct CalibrationMatrixTests {
    @Test("parses LIBINPUT_CALIBRATION_MATRIX's six numbers, with spaces or commas")
    func parses() {
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1 0") == .identity)
        #expect(CalibrationMatrix(parsing: "0, -1, 1, 1, 0, 0") == CalibrationMatrix(0, -1, 1, 1, 0, 0))
        #expect(CalibrationMatrix(parsing: "1.02 0 -0.01  0 0.98 0.005") == CalibrationMatrix(1.02, 0, -0.01, 0, 0.98, 0.005))
    }

    @Test("anything but six finite numbers is refused")
    func refuses() {
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1") == nil)
        #expect(CalibrationMatrix(parsing: "1 0 0 0 1 0 0") == nil)
        #expect(CalibrationMatrix(parsing: "1 0 x 0 1 0") == nil)
        #expect(CalibrationMatrix(parsing: "1 0 inf 0 1 0") == nil)
        #expect(CalibrationMatrix(parsing: "") == nil)
    }

    @Test("applies as x' = a·x + b·y + c, y' = d·x + e·y + f")
    func applies() {
        let r = CalibrationMatrix(1, 2, 3, 4, 5, 6).apply(x: 0.5, y: 0.25)
        #expect(r.x == 4 && r.y == 9.25)
    }
}
