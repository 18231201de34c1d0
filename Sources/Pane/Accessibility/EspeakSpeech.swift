internal import CPaneSpeech
internal import CPaneShims
import Glibc
import Synchronization

/// Speech through espeak-ng (`libespeak-ng`, loaded when speech starts, so an app that never
/// speaks needs none; voices from `espeak-ng-data`): the screen reader's words as audio,
/// synthesized on a thread of its own so a frame never waits for it, and played through ALSA
/// (`ALSASpeechSink`) or written to a WAV file (`--speech-out`). A new utterance interrupts the
/// one being spoken, as VoiceOver's do: the old one's remaining audio is dropped at espeak's
/// next buffer (its callback returns 1), and what the sound card has queued is dropped too.
///
/// espeak-ng keeps one synthesizer per process, so there is one of these at a time.
@MainActor
public final class EspeakSpeech: SpeechOutput {
    /// Where the audio goes.
    public enum Destination: Equatable, Sendable {
        /// A WAV file of 16-bit mono samples, rewritten whole after every utterance.
        case wav(path: String)
        /// An ALSA playback device (`default`, `hw:1,0`, `plughw:CARD=Headphones`).
        case device(String)
    }

    /// espeak-ng's output rate, samples a second (22,050 for its voices).
    public let sampleRate: Int
    /// A line worth logging about the voice: the language asked for has none, so the default
    /// voice speaks. `nil` when the voice is the one asked for.
    public let voiceNote: String?
    private let worker: SpeechWorker

    /// Loads espeak-ng and the voice for `language` (`de`, `fr`, `pt-br`; `nil` or a language
    /// without a voice: espeak-ng's default, English, with `voiceNote` saying so), opens
    /// `destination` and starts the speech thread. Throws a line for the log when libespeak-ng
    /// or espeak-ng-data is missing, there is no audio device, the file cannot be made, or
    /// there is already one.
    public init(_ destination: Destination, language: String? = nil) throws(SpeechError) {
        guard SpeechWorker.claim() else { throw SpeechError("espeak-ng is already in use in this process") }
        var error = [CChar](repeating: 0, count: 256)
        guard pane_speech_load(&error, Int32(error.count)) == 0 else {
            SpeechWorker.release()
            throw SpeechError(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let rate = SpeechWorker.initializeOnce()
        guard rate > 0 else {
            SpeechWorker.release()
            throw SpeechError("espeak-ng could not start (is espeak-ng-data installed?)")
        }
        sampleRate = Int(rate)
        let (defaultVoice, note) = SpeechWorker.chooseVoice(language)
        voiceNote = note
        let sink: any SpeechSink
        do throws(SpeechError) {
            switch destination {
            case .wav(let path):
                do { sink = try WAVWriter(path: path, sampleRate: sampleRate) } catch { throw SpeechError("\(error)") }
            case .device(let name):
                sink = try ALSASpeechSink(device: name, sampleRate: sampleRate)
            }
        } catch {
            SpeechWorker.release()
            throw error
        }
        guard let w = SpeechWorker(sink: sink, defaultVoice: defaultVoice) else {
            SpeechWorker.release()
            throw SpeechError("the speech thread could not start")
        }
        worker = w
    }

    /// Speech into the WAV file at `wavPath` in the default voice (`init(.wav(path:))`).
    public convenience init(wavPath: String) throws(SpeechError) {
        try self.init(.wav(path: wavPath))
    }

    /// Queues `text` in the voice of the language asked for at the start, interrupting what is
    /// being spoken; returns at once.
    public func speak(_ text: String) { worker.post([Utterance.Part(text)]) }

    /// Queues `utterance`, each run of parts in its language's voice (the start's voice for a
    /// part without one), interrupting what is being spoken; returns at once. A language
    /// espeak-ng has no voice for is spoken by the start's voice, and `onNote` hears of it once.
    public func speak(_ utterance: Utterance) { worker.post(utterance.runs) }

    /// Hears each line worth logging that comes up while speaking (a language with no voice,
    /// once per language); it is called on the speech thread.
    public var onNote: (@Sendable (String) -> Void)? {
        get { worker.state.withLock { $0.onNote } }
        set { worker.state.withLock { $0.onNote = newValue } }
    }

    /// Waits until everything queued has been spoken (for tests and a clean exit).
    public func waitUntilDone() { worker.waitUntilIdle() }

    /// Cuts the utterance under way, stops the speech thread and waits for it. Nothing is
    /// spoken after it. espeak-ng itself stays loaded for the process: its `espeak_Terminate`
    /// waits forever in synchronous mode (espeak-ng 1.51, seen here), and a later
    /// `EspeakSpeech` reuses it.
    public func stop() {
        worker.stop()
        SpeechWorker.release()
    }
}

/// Why speech could not start, as one line for the log.
public struct SpeechError: Error, CustomStringConvertible, Equatable {
    /// The line.
    public var description: String
    init(_ description: String) { self.description = description }
}

/// The speech thread: waits on an eventfd for an utterance, synthesizes it with espeak-ng, and
/// writes the audio; the latest utterance wins.
final class SpeechWorker: @unchecked Sendable {
    struct State {
        var pending: [Utterance.Part]?
        var onNote: (@Sendable (String) -> Void)?
        var generation = 0
        var busy = false
        var quit = false
    }
    let state = Mutex(State())
    let sink: any SpeechSink   // the thread's only, once started
    private let wakeFD: Int32
    private let idleFD: Int32
    private var thread = pthread_t()
    private var running = true

    /// The one worker espeak's callback reaches (espeak-ng has one synthesizer per process).
    nonisolated(unsafe) static var current: SpeechWorker?
    private static let inUse = Atomic(false)
    static func claim() -> Bool { inUse.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged }
    static func release() { inUse.store(false, ordering: .releasing) }

    /// espeak-ng's sample rate, loading it the first time (`-1`: it could not start). Called
    /// with the claim held, so never twice at once.
    nonisolated(unsafe) private static var rate: Int32 = 0
    static func initializeOnce() -> Int32 {
        // AUDIO_OUTPUT_SYNCHRONOUS: espeak_Synth returns when the text is done, calling the
        // callback with each buffer (speak_lib.h).
        if rate <= 0 { rate = pane_speech_initialize() }
        return rate
    }

    /// Sets the voice for `language` (`voiceNames(_:)`; `nil`: English, espeak-ng's default):
    /// the voice's name, and a line when there is none for it and English speaks.
    static func chooseVoice(_ language: String?) -> (voice: String, note: String?) {
        if let language, !language.isEmpty {
            if let name = voiceNames(language).first(where: { pane_speech_set_voice($0) == 0 }) { return (name, nil) }
            _ = pane_speech_set_voice("en")
            return ("en", "espeak-ng has no voice for '\(language)'; speaking with the default (English) voice")
        }
        _ = pane_speech_set_voice("en")
        return ("en", nil)
    }

    /// espeak-ng's voice name for a BCP 47 language or locale name, most exact first: "pt-BR" →
    /// "pt-br", "pt"; "de_AT.UTF-8" → "de-at", "de"; Chinese as espeak-ng names Mandarin ("cmn",
    /// espeak-ng-data/lang/sit/cmn) and Cantonese ("yue") for Hong Kong.
    static func voiceNames(_ language: String) -> [String] {
        let tag = String(language.prefix { $0 != "." && $0 != "@" }.lowercased().map { $0 == "_" ? "-" : $0 })
        let base = String(tag.prefix { $0 != "-" })
        if base == "zh" || base == "cmn" { return tag.hasSuffix("-hk") || tag.hasPrefix("yue") ? ["yue"] : ["cmn"] }
        return tag == base ? [tag] : [tag, base]
    }

    /// The voice of the start (the locale's or `--speech-language`'s, else English).
    let defaultVoice: String
    /// The voice espeak-ng has now; only the speech thread changes it once started.
    private var voice: String
    /// Languages found without a voice, each noted once (the speech thread's).
    private var voiceless: Set<String> = []

    init?(sink: any SpeechSink, defaultVoice: String) {
        self.sink = sink
        self.defaultVoice = defaultVoice
        voice = defaultVoice
        wakeFD = pane_eventfd_create()
        idleFD = pane_eventfd_create()
        guard wakeFD >= 0, idleFD >= 0 else { return nil }
        SpeechWorker.current = self
        pane_speech_set_callback { samples, count in
            guard let worker = SpeechWorker.current else { return 1 }
            return worker.take(samples, Int(count))
        }
        let context = Unmanaged.passRetained(self).toOpaque()
        let rc = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, nil)
            Unmanaged<SpeechWorker>.fromOpaque(raw).takeRetainedValue().loop()
            return nil
        }, context)
        guard rc == 0 else {
            Unmanaged<SpeechWorker>.fromOpaque(context).release()
            return nil
        }
    }

    deinit {
        close(wakeFD)
        close(idleFD)
    }

    func post(_ runs: [Utterance.Part]) {
        guard !runs.isEmpty else { return }
        state.withLock {
            $0.pending = runs
            $0.generation += 1
        }
        signal(wakeFD)
    }

    func stop() {
        guard running else { return }
        running = false
        state.withLock { $0.quit = true }
        signal(wakeFD)
        pthread_join(thread, nil)
        SpeechWorker.current = nil
    }

    func waitUntilIdle() {
        while state.withLock({ $0.pending != nil || $0.busy }) {
            var n: UInt64 = 0
            _ = read(idleFD, &n, 8)
        }
    }

    /// The generation being synthesized, to tell a stale callback from a current one.
    private var speaking = 0

    private func loop() {
        while true {
            var n: UInt64 = 0
            _ = read(wakeFD, &n, 8)
            while true {
                let next: ([Utterance.Part], Int)? = state.withLock { s in
                    guard !s.quit, let runs = s.pending else { return nil }
                    s.pending = nil
                    s.busy = true
                    return (runs, s.generation)
                }
                guard let (runs, generation) = next else { break }
                speaking = generation
                for run in runs {
                    if state.withLock({ $0.generation != generation || $0.quit }) { break }
                    use(voiceFor: run.language)
                    let bytes = Array(run.text.utf8) + [0]
                    _ = bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { pane_speech_synthesize($0.baseAddress, $0.count) } }
                }
                sink.finishUtterance()
                state.withLock { $0.busy = false }
                signal(idleFD)
            }
            if state.withLock({ $0.quit }) {
                sink.finish()
                signal(idleFD)
                return
            }
        }
    }

    /// Switches espeak-ng to the voice for `language` (`nil`: the start's), on this thread; a
    /// language with no voice gets the start's, and one note.
    private func use(voiceFor language: String?) {
        if let language, !voiceless.contains(language) {
            let names = SpeechWorker.voiceNames(language)
            if names.contains(voice) { return }
            if let name = names.first(where: { pane_speech_set_voice($0) == 0 }) {
                voice = name
                return
            }
            voiceless.insert(language)
            let note = "espeak-ng has no voice for '\(language)'; that text is spoken with the '\(defaultVoice)' voice"
            state.withLock { $0.onNote }?(note)
        }
        if voice != defaultVoice, pane_speech_set_voice(defaultVoice) == 0 { voice = defaultVoice }
    }

    /// espeak's callback, on this thread: keeps the buffer, or aborts (1) when a newer
    /// utterance or quitting has come.
    fileprivate func take(_ samples: UnsafeMutablePointer<Int16>?, _ count: Int) -> Int32 {
        let stale = state.withLock { $0.generation != speaking || $0.quit }
        if stale {
            sink.cut()
            return 1
        }
        if let samples, count > 0 { sink.append(UnsafeBufferPointer(start: samples, count: count)) }
        return 0
    }

    private func signal(_ fd: Int32) {
        var one: UInt64 = 1
        _ = write(fd, &one, 8)
    }
}
