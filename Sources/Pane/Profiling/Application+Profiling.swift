extension Application {
    /// Makes the frame being produced take `seconds` longer in virtual time, as if it had done
    /// that much work: a headless run's clock moves on by the refresh slots it filled, and the
    /// profile shows the frame at that later vblank (missed vblanks, a hitch). For tests and
    /// demonstrations of hitches; on a panel, where time is real, it changes nothing.
    public func simulateWork(seconds: Double) {
        frameWork += max(0, seconds)
    }
}
