/// Formats a `MetricsSnapshot` in Prometheus's text exposition format (version 0.0.4: `# HELP`,
/// `# TYPE`, then `name{labels} value` lines), the format node_exporter's textfile collector
/// reads from `*.prom` files. Every series carries the app's name and version as labels `app` and
/// `version`; the screen's power state is one series per state, 1 for the current one.
public enum MetricsText {
    /// The file's text for `snapshot` of app `app` at version `version`.
    public static func format(_ snapshot: MetricsSnapshot, app: String, version: String) -> String {
        let labels = "app=\"\(escape(app))\",version=\"\(escape(version))\""
        var out = ""
        func metric(_ name: String, _ type: String, _ help: String) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
        }
        func line(_ name: String, _ extra: String = "", _ value: String) {
            out += "\(name){\(labels)\(extra)} \(value)\n"
        }
        metric("pane_frames_total", "counter", "Frames the app produced.")
        line("pane_frames_total", "", "\(snapshot.frames)")
        metric("pane_missed_frames_total", "counter", "Vblanks frames missed by taking longer than one refresh interval (hitches).")
        line("pane_missed_frames_total", "", "\(snapshot.missedFrames)")
        histogram(&out, "pane_frame_seconds", "Seconds a frame took from input to present.", snapshot.frameSeconds, labels)
        histogram(&out, "pane_touch_to_photon_seconds", "Seconds from a touch to the vblank that showed its frame.",
                  snapshot.touchToPhotonSeconds, labels)
        metric("pane_resident_memory_bytes", "gauge", "Resident memory of the app's process.")
        line("pane_resident_memory_bytes", "", "\(snapshot.residentBytes)")
        metric("pane_images_failed_total", "counter", "Pictures that failed to load.")
        line("pane_images_failed_total", "", "\(snapshot.failedImages)")
        metric("pane_decodes_pending", "gauge", "Image decodes waiting or running.")
        line("pane_decodes_pending", "", "\(snapshot.decodesPending)")
        metric("pane_uptime_seconds", "gauge", "Seconds since the app started.")
        line("pane_uptime_seconds", "", number(snapshot.uptimeSeconds))
        metric("pane_last_touch_timestamp_seconds", "gauge", "When the panel was last touched, in seconds since 1970; 0 before the first touch.")
        line("pane_last_touch_timestamp_seconds", "", number(snapshot.lastTouchSeconds ?? 0))
        metric("pane_screen_power", "gauge", "The screen's power state: 1 for the current one of on, dim and off.")
        for state in ScreenPowerState.allCases {
            line("pane_screen_power", ",state=\"\(state.rawValue)\"", state == snapshot.power ? "1" : "0")
        }
        return out
    }

    private static func histogram(_ out: inout String, _ name: String, _ help: String, _ h: MetricsHistogram, _ labels: String) {
        out += "# HELP \(name) \(help)\n# TYPE \(name) histogram\n"
        for (i, bound) in h.bounds.enumerated() {
            out += "\(name)_bucket{\(labels),le=\"\(number(bound))\"} \(h.cumulative(i))\n"
        }
        out += "\(name)_bucket{\(labels),le=\"+Inf\"} \(h.count)\n"
        out += "\(name)_sum{\(labels)} \(number(h.sum))\n"
        out += "\(name)_count{\(labels)} \(h.count)\n"
    }

    /// A label value as the format wants it: backslash, double quote and line feed escaped.
    static func escape(_ value: String) -> String {
        var out = ""
        for c in value {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(c)
            }
        }
        return out
    }

    /// A sample value: whole numbers without a fraction, others with up to six decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "+Inf" : "-Inf") }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return JSONWriter.number(value, decimals: 6)
    }
}
