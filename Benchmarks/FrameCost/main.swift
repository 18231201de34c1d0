import PaneScenes
import Glibc

// frame-cost: runs one benchmark scene for a number of frames, for an instruction counter.
//
//   frame-cost SCENE FRAMES
//
// Builds SCENE (see SceneCatalog.names), runs 16 frames to warm up, then FRAMES frames, and
// prints the pixels presented. Under callgrind, the difference between two runs with different
// FRAMES, divided by the difference in FRAMES, is the cost of one steady frame with everything
// else (start-up, scene building, warm-up) cancelled: `callgrind-frame-cost` does that.

let args = CommandLine.arguments
guard args.count == 3, let frames = Int(args[2]), frames >= 0, let scene = SceneCatalog.make(args[1]) else {
    print("usage: frame-cost SCENE FRAMES, SCENE one of \(SceneCatalog.names.joined(separator: ", "))")
    exit(2)
}
var pixels = 0
for _ in 0..<16 { pixels &+= scene.nextFrame() }
for _ in 0..<frames { pixels &+= scene.nextFrame() }
print("frame-cost: \(args[1]), \(frames) frames, \(pixels) pixels presented")
