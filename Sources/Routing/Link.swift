import Foundation
import Localization

/// A deep link into an app, `scheme://screen/argument` (or `scheme://screen/kind/value`: up
/// to `maximumArguments` segments after the screen), parsed strictly: the one gate outside text
/// passes before it names a screen.
public struct Link: Equatable, Sendable {
    /// The screen named after `scheme://` (lowercase letters and dashes).
    public let screen: String
    /// What follows the screen's name, segment by segment, each percent-decoded (an encoded
    /// slash stays in its segment); empty when nothing does.
    public let arguments: [String]

    /// The first of `arguments`; nil when nothing follows the screen's name.
    public var argument: String? { arguments.first }

    /// A link to `screen` with `argument`, taken as given: `parse(_:scheme:)` is the way in for
    /// outside text.
    public init(screen: String, argument: String? = nil) {
        self.init(screen: screen, arguments: argument.map { [$0] } ?? [])
    }

    /// A link to `screen` with `arguments`, taken as given.
    public init(screen: String, arguments: [String]) {
        self.screen = screen
        self.arguments = arguments
    }

    /// The longest link accepted, in UTF-8 bytes.
    public static let maximumLength = 2048
    /// The most segments a link has after its screen.
    public static let maximumArguments = 2

    /// Parses `text` as a link of `scheme`. Refused: other schemes, more than
    /// `maximumArguments` segments after the screen, empty, `.` and `..` segments, queries and
    /// fragments, bad percent escapes, control characters, and anything longer than
    /// `maximumLength`.
    public static func parse(_ text: String, scheme: String) -> Result<Link, LinkError> {
        guard !text.isEmpty else { return .failure(.empty) }
        guard text.utf8.count <= maximumLength else { return .failure(.tooLong) }
        guard let separator = text.range(of: "://") else { return .failure(.notALink(text)) }
        let givenScheme = String(text[..<separator.lowerBound])
        guard givenScheme.lowercased() == scheme.lowercased() else { return .failure(.otherScheme(givenScheme)) }
        let rest = text[separator.upperBound...]
        guard !rest.contains(where: { $0 == "?" || $0 == "#" }) else { return .failure(.malformed) }
        var segments = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.count > 1, segments.last == "" { segments.removeLast() }
        guard segments.count <= 1 + maximumArguments else { return .failure(.malformed) }
        let screen = segments[0].lowercased()
        guard !screen.isEmpty, screen.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) else {
            return .failure(.malformed)
        }
        // One empty argument is none ("photo//"); among several, a segment is missing.
        if segments.count == 2, segments[1].isEmpty { return .success(Link(screen: screen)) }
        var arguments: [String] = []
        for segment in segments.dropFirst() {
            guard let argument = decoded(segment) else { return .failure(.malformed) }
            arguments.append(argument)
        }
        return .success(Link(screen: screen, arguments: arguments))
    }

    /// A segment percent-decoded, or nil when it may not stand in a link: empty, bad escapes,
    /// a dot segment once decoded ("%2E%2E" is "..", and decoding drops a leading byte order
    /// mark), a control character.
    private static func decoded(_ segment: String) -> String? {
        guard let argument = segment.removingPercentEncoding, !argument.isEmpty, argument != ".", argument != ".." else { return nil }
        guard !argument.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return argument
    }
}

/// Why a text is not a link; the description is a sentence for the user.
public enum LinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// The text is longer than `Link.maximumLength` bytes.
    case tooLong
    /// The text (given) has no `://`: it is not a link at all.
    case notALink(String)
    /// The link is of another scheme (given), such as `https`.
    case otherScheme(String)
    /// The link has the app's scheme but breaks one of the rules `Link.parse(_:scheme:)` lists.
    case malformed
    /// The link is well formed but names no screen the app has.
    case unknownScreen(String)
    /// The screen needs an argument (a photo id) the link does not give, or takes none.
    case badArgument(screen: String)

    public var description: String {
        switch self {
        case .empty: return tr("The link is empty.")
        case .tooLong: return String(format: tr("The link is too long (more than %ld bytes)."), Link.maximumLength)
        case .notALink(let text): return String(format: tr("“%@” is not a link."), String(text.prefix(80)))
        // Translators: %@ is the scheme of a link, e.g. “https” in https://….
        case .otherScheme(let scheme): return String(format: tr("Links starting with “%@:” cannot be opened here."), String(scheme.prefix(40)))
        case .malformed: return tr("The link is not well formed.")
        case .unknownScreen(let screen): return String(format: tr("There is no screen called “%@”."), screen)
        case .badArgument(let screen): return String(format: tr("The link to “%@” does not say what to show."), screen)
        }
    }
}
