/// Why the opening hours could not be loaded, worded for the screen: the error screen shows
/// "The opening hours could not be loaded: " followed by `description`.
public enum HoursError: Error, Equatable, CustomStringConvertible {
    /// The `--hours-url` is not an http or https URL with a host.
    case badURL(String)
    /// Nothing answered: connection refused, no such host, the network is down. The text says which.
    case unreachable(String)
    /// The service did not answer within this many seconds.
    case timedOut(Double)
    /// The service answered with an HTTP status other than 200 (the status and its reason phrase).
    case status(Int, String)
    /// The answer is not an hours document (bad JSON, a missing field, a day with one time).
    case badDocument(String)

    /// The reason in words, to follow "The opening hours could not be loaded: ".
    public var description: String {
        switch self {
        case .badURL(let text):
            return "\(text) is not an http:// or https:// URL with a host"
        case .unreachable(let reason):
            return reason
        case .timedOut(let seconds):
            return "the service did not answer within \(Self.seconds(seconds))"
        case .status(let code, let reason):
            return "the service answered with status \(code) (\(reason))"
        case .badDocument(let reason):
            return "the answer is not an hours document: \(reason)"
        }
    }

    /// "5 seconds", "1 second", "0.5 seconds".
    static func seconds(_ value: Double) -> String {
        let number = value == value.rounded() ? String(Int(value)) : String(value)
        return number + (value == 1 ? " second" : " seconds")
    }
}
