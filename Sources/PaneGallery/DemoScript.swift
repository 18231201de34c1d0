public import Pane

/// The touches `make run` plays when there is no panel: a flick up the grid, a tap on the title
/// bar (back to the top), a tap on a photo, a swipe to the next one, a double tap to zoom in and
/// one to zoom out, and a tap to close the pager. Times in seconds from the start.
public enum DemoScript {
    public static func make(size: Size) -> TouchScript {
        var frames: [TouchFrame] = []
        var nextID = 1
        let start = InputTime(seconds: 1)
        func at(_ t: Double) -> InputTime { start + t }
        /// A finger from `a` to `b` over `duration` seconds, sampled at 60 Hz.
        func stroke(_ t: Double, from a: Point, to b: Point, duration: Double) {
            let id = TouchID(nextID)
            nextID += 1
            let steps = max(1, Int(duration * 60))
            frames.append(TouchFrame(timestamp: at(t), touches: [Touch(id: id, phase: .began, location: a, timestamp: at(t))]))
            for i in 1...steps {
                let f = Double(i) / Double(steps), time = at(t + duration * f)
                let p = Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                frames.append(TouchFrame(timestamp: time, touches: [Touch(id: id, phase: i == steps ? .ended : .moved, location: p, timestamp: time)]))
            }
        }
        func tap(_ t: Double, _ p: Point) { stroke(t, from: p, to: p, duration: 0.06) }
        let w = size.width, h = size.height
        stroke(0.5, from: Point(x: w / 2, y: h * 0.8), to: Point(x: w / 2, y: h * 0.3), duration: 0.15)   // flick up
        tap(3.0, Point(x: w / 2, y: 20))                                                                 // title bar: to the top
        tap(4.5, Point(x: 100, y: 150))                                                                  // open a photo
        stroke(6.0, from: Point(x: w * 0.8, y: h / 2), to: Point(x: w * 0.2, y: h / 2), duration: 0.2)   // next photo
        tap(8.0, Point(x: w / 2, y: h / 2)); tap(8.2, Point(x: w / 2, y: h / 2))                         // double tap: zoom in
        tap(9.5, Point(x: w / 2, y: h / 2)); tap(9.7, Point(x: w / 2, y: h / 2))                         // and out
        tap(11.0, Point(x: w / 2, y: h / 2))                                                             // close
        return TouchScript(frames: frames)
    }
}
