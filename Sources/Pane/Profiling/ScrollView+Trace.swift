extension ScrollView: TraceableScrollView {
    public var traceIdentifier: String? { identifier }
    public var traceOffset: Point { contentOffset }
    public var traceZoom: Double { zoomScale }
    /// The state the seeds' table defines, most specific first.
    public var traceState: String {
        if isZooming { return "zooming" }
        if isDragging { return "dragging" }
        if isTracking { return "tracking" }
        if isDecelerating { return "decelerating" }
        return "idle"
    }
}
