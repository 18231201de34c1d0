import Testing
import Glibc
import Pane
import PaneTesting

/// A tiny app for the runs: a list named `menu` of 30 rows 50 pt tall, alternating greys, whose
/// selected row shows an orange background; it notes the rows the user selected.
@MainActor
final class MenuApp: TiledContentDataSource, CollectionViewDelegate {
    static var last: MenuApp?
    let list: CollectionView
    var selected: [Int] = []

    init(_ app: Application) {
        list = CollectionView(frame: app.window.bounds, layout: .list(rowHeight: 50))
        list.identifier = "menu"
        list.backgroundColor = .white
        list.dataSource = self
        list.delegate = self
        app.window.addSubview(list)
    }

    static func setUp(_ app: Application, _ board: BoardProfile) -> AppLauncher.Options {
        last = MenuApp(app)
        return AppLauncher.Options()
    }

    func numberOfItems(in content: TiledContent) -> Int { 30 }
    func view(forItem index: Int, in content: TiledContent) -> TileView {
        let cell = content.dequeueView(kind: "row") {
            let cell = TileView(reuseKind: "row")
            let highlight = View()
            highlight.backgroundColor = Color(rgb: 0xFF9500)
            cell.selectedBackgroundView = highlight
            return cell
        }
        cell.backgroundColor = index % 2 == 0 ? Color(rgb: 0xF2F2F7) : Color(rgb: 0xD1D1D6)
        return cell
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) { selected.append(index) }
}

@MainActor
@Suite(.serialized) struct RecordedTouchRunTests {
    static let recordings = RecordedTouchRun.recordingsFolder()

    @Test("a recorded tap selects the row under it; the trace and the last frame show the end state")
    func tap() throws {
        let run = try RecordedTouchRun(recording: Self.recordings + "/tap-row.evemu", size: PixelSize(width: 800, height: 480),
                                       program: "menu", setup: MenuApp.setUp)
        #expect(run.status == 0)
        #expect(MenuApp.last?.selected == [1])              // y 75 is in the second 50 pt row
        #expect(run.trace.last?["menu"] == TraceScrollView(offset: .zero, zoom: 1, state: "idle"))
        #expect(run.app?.isSettled == true)
        #expect(run.app?.display.size == PixelSize(width: 800, height: 480))
        let mismatch = run.compareLastFrame(toGolden: "menu-tap")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("a recorded drag scrolls the list and selects nothing; every frame written with --frames-out")
    func drag() throws {
        let dir = "/tmp/pane-recorded-run-\(getpid())"
        let run = try RecordedTouchRun(recording: Self.recordings + "/drag-list.evemu", framesDirectory: dir,
                                       program: "menu", setup: MenuApp.setUp)
        defer {
            for f in run.frameFiles { unlink(f) }
            rmdir(dir)
        }
        #expect(run.status == 0)
        #expect(MenuApp.last?.selected == [])
        #expect(run.trace.contains { $0["menu"]?.state == "dragging" })
        #expect((run.trace.last?["menu"]?.offset.y ?? 0) > 290)   // 300 px up, less the 10 pt hysteresis, then a glide
        #expect(run.frameFiles.count == run.trace.count)
        #expect(run.frameFiles.first == dir + "/frame-00000.png")
    }

    @Test("a missing recording is exit status 2 and no trace") func missingRecording() throws {
        let run = try RecordedTouchRun(recording: Self.recordings + "/no-such.evemu", program: "menu", setup: MenuApp.setUp)
        #expect(run.status == 2)
        #expect(run.trace.isEmpty)
    }

    @Test("the async run waits for app.task: the rows the task loads are there when the run ends")
    func asyncRunWaitsForTasks() async throws {
        var loaded: [Int] = []
        let run = try await RecordedTouchRun(recording: Self.recordings + "/tap-row.evemu", program: "menu") { app, board in
            let options = MenuApp.setUp(app, board)
            app.task {
                try? await Task.sleep(nanoseconds: 200_000_000)   // a slow service
                loaded = [1, 2, 3]
                MenuApp.last?.list.backgroundColor = .black
            }
            return options
        }
        #expect(run.status == 0)
        #expect(loaded == [1, 2, 3])
        #expect(run.app?.isSettled == true && run.app?.runningTaskCount == 0)
        #expect(MenuApp.last?.selected == [1])
    }
}
