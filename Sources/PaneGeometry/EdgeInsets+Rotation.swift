extension EdgeInsets {
    /// These insets, given for a picture in one orientation, for the same panel after the
    /// picture turned clockwise by `rotation`: the covered strips stay where they are on the
    /// glass, so each moves to the edge of the turned picture that now lies along it. With
    /// `.clockwise90` the picture's left edge lies along the strip that was its top, so the old
    /// top becomes the left, the old left the bottom, the old bottom the right and the old right
    /// the top.
    public func rotated(_ rotation: Rotation) -> EdgeInsets {
        switch rotation {
        case .none: self
        case .clockwise90: EdgeInsets(top: right, left: top, bottom: left, right: bottom)
        case .clockwise180: EdgeInsets(top: bottom, left: right, bottom: top, right: left)
        case .clockwise270: EdgeInsets(top: left, left: bottom, bottom: right, right: top)
        }
    }
}
