internal import CPaneSpeech
import Glibc

/// Speech to a sound card through ALSA (`libasound.so.2`, opened with dlopen): the PCM named by
/// `--speech-device` (`default` unless said; `hw:1,0`, or `file:'/tmp/out.raw',raw` for
/// ALSA's file plugin), 16-bit mono at espeak-ng's rate, resampled by ALSA where the card wants
/// another, with a tenth of a second of buffer so a cut-off utterance stops within it.
final class ALSASpeechSink: SpeechSink {
    /// The device's name, for log lines.
    let device: String
    private let audio: OpaquePointer
    /// The first failed write; said once in the log, and nothing is played after it.
    private(set) var writeError: String?

    /// Opens `device`; throws a line for the log when there is no ALSA, no such device, or it
    /// refuses the format.
    init(device: String, sampleRate: Int) throws(SpeechError) {
        var error = [CChar](repeating: 0, count: 256)
        guard let audio = pane_audio_open(device, UInt32(sampleRate), 100_000, &error, Int32(error.count)) else {
            throw SpeechError("no audio device (\(Self.text(error)))")
        }
        self.device = device
        self.audio = audio
    }

    func append(_ samples: UnsafeBufferPointer<Int16>) {
        guard let base = samples.baseAddress, !samples.isEmpty, writeError == nil else { return }
        var error = [CChar](repeating: 0, count: 256)
        if pane_audio_write(audio, base, samples.count, &error, Int32(error.count)) < 0 {
            writeError = "\(device): \(Self.text(error))"
            AppLauncher.log("pane: speech: playing on \(writeError!) failed; nothing more is spoken aloud")
        }
    }

    func finishUtterance() {}

    func cut() { pane_audio_drop(audio) }

    func finish() { pane_audio_close(audio) }

    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
