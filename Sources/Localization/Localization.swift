import CIntl
import Foundation

/// The user's language for every string the app and its toolkit show, through gettext: one
/// catalogue (the app's text domain) holds the app's strings and the toolkit's, extracted
/// from the Swift sources by xgettext (po/POTFILES).
///
/// Strings to translate are literals passed to `tr`, so extraction finds them and the
/// compiler refuses anything else; placeholders are Foundation's (`%@`, `%ld`, `%1$@`), which
/// msgfmt checks in every translation.
public enum Localization {
    /// Takes the user's locale from the environment and opens `domain`'s catalogue in
    /// `directory` (`<directory>/<language>/LC_MESSAGES/<domain>.mo`). Call once, first thing.
    public static func start(domain: String, directory: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }
}

/// `message` in the user's language, or as written when it has no translation.
public func tr(_ message: StaticString) -> String {
    message.withCString { String(cString: gettext($0)) }
}

/// The form of `singular`/`plural` the user's language uses for `count` (Russian has three),
/// with `count` put in its `%ld`.
public func tr(_ singular: StaticString, _ plural: StaticString, count: Int) -> String {
    let form = singular.withCString { one in
        plural.withCString { many in String(cString: ngettext(one, many, UInt(count.magnitude))) }
    }
    return String(format: form, count)
}

extension StaticString {
    /// Literals are stored NUL-terminated, so gettext reads them in place; a literal of one
    /// character may be stored as that character instead.
    fileprivate func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        guard hasPointerRepresentation else { return description.withCString(body) }
        return utf8Start.withMemoryRebound(to: CChar.self, capacity: utf8CodeUnitCount + 1, body)
    }
}
