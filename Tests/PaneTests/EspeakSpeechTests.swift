import Testing
import Glibc
import Synchronization
@testable import Pane

/// espeak-ng through `EspeakSpeech` into a WAV file: audio of a plausible length for the text,
/// not silence, a newer utterance cutting an older one short, and a clean stop. One suite, one
/// synthesizer at a time (espeak-ng has one per process).
@MainActor
@Suite(.serialized) struct EspeakSpeechTests {
    struct WAV {
        var sampleRate: Int
        var samples: [Int16]
        var seconds: Double { Double(samples.count) / Double(sampleRate) }
        var peak: Int { samples.map { abs(Int($0)) }.max() ?? 0 }
    }

    static func read(_ path: String) throws -> WAV {
        let b = try ImageFileBytes.read(path)
        func u32(_ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 | Int(b[o + 2]) << 16 | Int(b[o + 3]) << 24 }
        func u16(_ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 }
        try #require(b.count >= 44 && Array(b[0..<4]) == Array("RIFF".utf8) && Array(b[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(u16(20) == 1 && u16(22) == 1 && u16(34) == 16)   // PCM, mono, 16 bit
        #expect(u32(4) == b.count - 8)
        let size = u32(40)
        #expect(size == b.count - 44)
        var samples: [Int16] = []
        for i in stride(from: 44, to: 44 + size - 1, by: 2) { samples.append(Int16(bitPattern: UInt16(b[i]) | UInt16(b[i + 1]) << 8)) }
        return WAV(sampleRate: u32(24), samples: samples)
    }

    static func path(_ name: String) -> String { "/tmp/pane-espeak-\(getpid())-\(name).wav" }

    func speak(_ texts: [String], name: String) throws -> WAV {
        let path = Self.path(name)
        defer { unlink(path) }
        let speech = try EspeakSpeech(wavPath: path)
        for t in texts { speech.speak(t) }
        speech.waitUntilDone()
        speech.stop()
        return try Self.read(path)
    }

    @Test func anUtteranceIsAudibleAndAsLongAsSpeech() throws {
        let wav = try speak(["Coffee, button"], name: "coffee")
        #expect(wav.sampleRate == 22050)
        // Two words and a pause: espeak-ng's default 175 words a minute says them in about a second.
        #expect(wav.seconds > 0.4 && wav.seconds < 3, "\(wav.seconds) s")
        #expect(wav.peak > 3000)
        let longer = try speak(["Volume, 30 %, adjustable. Moves the volume up or down with the arrow keys."], name: "longer")
        #expect(longer.seconds > wav.seconds * 2)
    }

    @Test func aNewUtteranceInterruptsTheOld() throws {
        let long = String(repeating: "The next train to the airport leaves from platform four. ", count: 20)
        let alone = try speak([long], name: "alone")
        #expect(alone.seconds > 30)
        let cut = try speak([long, "Pay, button"], name: "cut")
        #expect(cut.seconds < alone.seconds / 2, "\(cut.seconds) s of \(alone.seconds) s")
        #expect(cut.peak > 3000)
    }

    @Test func aSecondSynthesizerIsRefusedUntilTheFirstStops() throws {
        let path = Self.path("twice")
        defer { unlink(path) }
        let first = try EspeakSpeech(wavPath: path)
        #expect(throws: SpeechError("espeak-ng is already in use in this process")) { try EspeakSpeech(wavPath: path) }
        first.stop()
        let second = try EspeakSpeech(wavPath: path)
        second.stop()
        #expect(throws: SpeechError.self) { try EspeakSpeech(wavPath: "/nonexistent/dir/x.wav") }
    }

    /// Through ALSA: its file plugin (alsa.conf's `pcm.file`, into a null device) receives what
    /// a sound card would: 16-bit mono speech as long as the WAV file's for the same words (two
    /// syntheses of the same words differ by a few samples: espeak-ng carries state from one
    /// utterance to the next) and as loud.
    @Test func aloudThroughALSATheDeviceGetsTheSpeech() throws {
        let raw = "/tmp/pane-espeak-\(getpid())-alsa.raw"
        defer { unlink(raw) }
        let speech = try EspeakSpeech(.device("file:'\(raw)',raw"))
        speech.speak("Coffee, button")
        speech.waitUntilDone()
        speech.stop()
        let played = try ImageFileBytes.read(raw)
        let wav = try speak(["Coffee, button"], name: "alsa-wav")
        let samples = stride(from: 0, to: played.count - 1, by: 2).map { Int16(bitPattern: UInt16(played[$0]) | UInt16(played[$0 + 1]) << 8) }
        #expect(abs(samples.count - wav.samples.count) <= wav.samples.count / 50, "\(samples.count) samples played, \(wav.samples.count) in the WAV")
        let peak = samples.map { abs(Int($0)) }.max() ?? 0
        #expect(peak > 3000 && abs(peak - wav.peak) <= wav.peak / 5, "peak \(peak), the WAV's \(wav.peak)")
    }

    @Test func noAudioDeviceIsOneLineAndFreesTheSynthesizer() throws {
        do {
            _ = try EspeakSpeech(.device("hw:97,0"))
            Issue.record("hw:97,0 opened")
        } catch {
            #expect(error.description.hasPrefix("no audio device (cannot open hw:97,0: "), "\(error)")
        }
        let path = Self.path("after")
        defer { unlink(path) }
        let after = try EspeakSpeech(wavPath: path)
        after.stop()
    }

    @Test func aLanguageWithAVoiceSpeaksItOneWithoutSaysSo() throws {
        let path = Self.path("voice")
        defer { unlink(path) }
        let german = try EspeakSpeech(.wav(path: path), language: "de")
        #expect(german.voiceNote == nil)
        german.stop()
        let none = try EspeakSpeech(.wav(path: path), language: "tlh")
        #expect(none.voiceNote == "espeak-ng has no voice for 'tlh'; speaking with the default (English) voice")
        none.stop()
        // The voice is espeak-ng's, for the whole process: back to the default for the others.
        let english = try EspeakSpeech(.wav(path: path), language: "en")
        #expect(english.voiceNote == nil)
        english.stop()
    }

    /// Each part of an utterance in its language's voice: Arabic words through the Arabic
    /// voice are speech, through the English one something else; a language with no voice is
    /// spoken by the start's voice and noted once.
    @Test func eachPartIsSpokenInItsLanguagesVoice() throws {
        func wav(_ utterances: [Utterance], name: String, notes: NoteBox? = nil) throws -> WAV {
            let path = Self.path(name)
            defer { unlink(path) }
            let speech = try EspeakSpeech(.wav(path: path), language: "en")
            if let notes { speech.onNote = { notes.add($0) } }
            for u in utterances { speech.speak(u) }
            speech.waitUntilDone()
            speech.stop()
            return try Self.read(path)
        }
        let arabic = try wav([Utterance("مرحبا بكم في المتحف", language: "ar")], name: "ar")
        let asEnglish = try wav([Utterance("مرحبا بكم في المتحف")], name: "ar-en")
        #expect(arabic.seconds > 1.0 && arabic.peak > 3_000)
        #expect(arabic.samples != asEnglish.samples)
        // A run in Arabic, then back to the English voice for the trait word.
        let mixed = try wav([Utterance([.init("مرحبا بكم في المتحف", language: "ar"), .init("button")])], name: "mixed")
        let button = try wav([Utterance("button")], name: "button")
        #expect(mixed.seconds > arabic.seconds + button.seconds * 0.8)
        #expect(Array(mixed.samples.suffix(button.samples.count / 2)) != Array(arabic.samples.suffix(button.samples.count / 2)))
        // Klingon twice: one note, and the English voice speaks it.
        let notes = NoteBox()
        let klingon = try wav([Utterance("Qapla", language: "tlh"), Utterance("Qapla", language: "tlh")], name: "tlh", notes: notes)
        #expect(notes.lines == ["espeak-ng has no voice for 'tlh'; that text is spoken with the 'en' voice"])
        #expect(klingon.seconds > 0.3)
    }

    @Test func voiceNamesFollowEspeakNGsFiles() {
        #expect(SpeechWorker.voiceNames("de") == ["de"])
        #expect(SpeechWorker.voiceNames("pt-BR") == ["pt-br", "pt"])
        #expect(SpeechWorker.voiceNames("de_AT.UTF-8") == ["de-at", "de"])
        #expect(SpeechWorker.voiceNames("zh") == ["cmn"])
        #expect(SpeechWorker.voiceNames("zh-Hant-HK") == ["yue"])
        #expect(SpeechWorker.voiceNames("zh_TW") == ["cmn"])
    }
}

/// Notes from the speech thread, for a test to read after `waitUntilDone()`.
final class NoteBox: @unchecked Sendable {
    private let lock = Mutex<[String]>([])
    func add(_ line: String) { lock.withLock { $0.append(line) } }
    var lines: [String] { lock.withLock { $0 } }
}

struct SpeechLanguageTests {
    @Test func theLocaleGivesTheLanguage() {
        func language(_ values: [String: String]) -> String? { SpeechLanguage.fromEnvironment { values[$0] } }
        #expect(language(["LANG": "de_DE.UTF-8"]) == "de")
        #expect(language(["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "ar_EG.UTF-8"]) == "ar")
        #expect(language(["LANG": "fr_FR", "LC_ALL": "pt_BR.UTF-8@latin"]) == "pt")
        #expect(language(["LANG": "C.UTF-8"]) == nil)
        #expect(language(["LANG": "POSIX"]) == nil)
        #expect(language([:]) == nil)
        #expect(language(["LC_ALL": "", "LANG": "he_IL.UTF-8"]) == "he")
    }
}
