import Pane

/// A profile in Chrome's trace event format (the JSON object form, "Trace Event Format",
/// Google, docs.google.com/document/d/1CvAClvFfyA5R-PhYUmn5OOQtYMH4h6I0nSsKchNAySU): one
/// process, the frame phases as complete events (`ph: X`) on the "frames" track, vblanks and
/// touches as instant events (`ph: i`) on their own tracks, a flow (`ph: s` → `ph: f`) from each
/// touch to the vblank that showed it, and RSS and CPU as counters (`ph: C`). Times are
/// microseconds from the first frame.
enum ChromeTrace {
    static let framesTrack = 1, vblankTrack = 2, touchTrack = 3

    static func json(_ profile: Profile) -> String {
        let origin = min(profile.frames.first?.target ?? 0, profile.touches.first?.kernelTime ?? .max)
        func us(_ ns: Int64) -> Double { Double(ns - origin) / 1000 }
        let pid = max(1, profile.pid)
        var j = JSONWriter()
        j.beginObject()
        j.key("displayTimeUnit"); j.value("ms")
        j.key("traceEvents"); j.beginArray()
        func meta(_ name: String, tid: Int?, _ value: String) {
            j.beginObject()
            j.key("name"); j.value(name)
            j.key("ph"); j.value("M")
            j.key("pid"); j.value(pid)
            if let tid { j.key("tid"); j.value(tid) }
            j.key("args"); j.beginObject(); j.key("name"); j.value(value); j.endObject()
            j.endObject()
        }
        meta("process_name", tid: nil, "Pane app \(profile.width)x\(profile.height)" + (profile.isVirtual ? " (virtual time)" : ""))
        meta("thread_name", tid: framesTrack, "frames")
        meta("thread_name", tid: vblankTrack, "vblank")
        meta("thread_name", tid: touchTrack, "touch")
        func event(_ name: String, _ ph: String, ts: Double, tid: Int, dur: Double? = nil, _ args: [(String, Int)] = []) {
            j.beginObject()
            j.key("name"); j.value(name)
            j.key("ph"); j.value(ph)
            j.key("ts"); j.value(ts)
            if let dur { j.key("dur"); j.value(dur) }
            if ph == "i" { j.key("s"); j.value("t") }
            j.key("pid"); j.value(pid)
            j.key("tid"); j.value(tid)
            if !args.isEmpty {
                j.key("args"); j.beginObject()
                for (k, v) in args { j.key(k); j.value(v) }
                j.endObject()
            }
            j.endObject()
        }
        for f in profile.frames {
            var t = us(f.target)
            let total = Double(f.total) / 1000
            event("frame \(f.number)", "X", ts: t, tid: framesTrack, dur: total, [("frame", f.number), ("damage", f.damagedPixels)])
            for (k, phase) in FramePhase.allCases.enumerated() {
                let d = Double(f.phases[k]) / 1000
                event(phase.rawValue, "X", ts: t, tid: framesTrack, dur: d)
                t += d
            }
            if f.work > 0 { event("simulated work", "X", ts: t, tid: framesTrack, dur: Double(f.work) / 1000) }
        }
        for flip in profile.flips {
            event("vblank", "i", ts: us(flip.vblank), tid: vblankTrack, [("sequence", Int(flip.sequence)), ("frame", flip.frame)])
        }
        var vblankOf: [Int: Int64] = [:]
        for f in profile.frames { if let v = f.vblank { vblankOf[f.number] = v } }
        for (id, touch) in profile.touches.enumerated() {
            event("touch", "i", ts: us(touch.kernelTime), tid: touchTrack, [("frame", touch.frame)])
            guard let v = vblankOf[touch.frame] else { continue }
            for (ph, ts, tid) in [("s", us(touch.kernelTime), touchTrack), ("f", us(v), vblankTrack)] {
                j.beginObject()
                j.key("name"); j.value("touch to photon")
                j.key("cat"); j.value("latency")
                j.key("ph"); j.value(ph)
                j.key("id"); j.value(id + 1)
                j.key("ts"); j.value(ts)
                if ph == "f" { j.key("bp"); j.value("e") }
                j.key("pid"); j.value(pid)
                j.key("tid"); j.value(tid)
                j.endObject()
            }
        }
        var previous: Profile.Sample?
        for s in profile.samples {
            j.beginObject()
            j.key("name"); j.value("memory"); j.key("ph"); j.value("C"); j.key("ts"); j.value(us(s.time))
            j.key("pid"); j.value(pid)
            j.key("args"); j.beginObject(); j.key("RSS MiB"); j.value(Double(s.residentKiB) / 1024, decimals: 2)
            j.key("pending work"); j.value(Int(s.pendingWork)); j.endObject()
            j.endObject()
            if let p = previous, s.wall > p.wall {
                j.beginObject()
                j.key("name"); j.value("cpu"); j.key("ph"); j.value("C"); j.key("ts"); j.value(us(s.time))
                j.key("pid"); j.value(pid)
                j.key("args"); j.beginObject(); j.key("CPU %"); j.value(Double(s.cpu - p.cpu) / Double(s.wall - p.wall) * 100, decimals: 1); j.endObject()
                j.endObject()
            }
            previous = s
        }
        j.endArray()
        j.endObject()
        return j.text
    }
}
