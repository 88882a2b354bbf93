import CIntl
import Foundation
import Localization
import XCTest

/// `tr` against a real catalogue: a Russian `.po` compiled by msgfmt into a temporary locale
/// directory, bound under a domain of its own and made the default for each test, then undone.
final class LocalizationTests: XCTestCase {
    private static let domain = "photomania-localization-tests"
    private var directory: URL!
    private var previousDomain: String!
    private var previousLanguage: String?
    private var previousMessagesLocale: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let messages = directory.appendingPathComponent("ru/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let po = messages.appendingPathComponent("catalogue.po")
        try """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

        msgid "Photographers"
        msgstr "Фотографы"

        msgid "A"
        msgstr "Б"

        msgid "%ld photo"
        msgid_plural "%ld photos"
        msgstr[0] "%ld фотография"
        msgstr[1] "%ld фотографии"
        msgstr[2] "%ld фотографий"
        """.write(to: po, atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["--check", "-o", messages.appendingPathComponent("\(Self.domain).mo").path, po.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0, "msgfmt compiles the test catalogue")

        previousDomain = String(cString: textdomain(nil))
        previousLanguage = ProcessInfo.processInfo.environment["LANGUAGE"]
        previousMessagesLocale = String(cString: setlocale(LC_MESSAGES, nil))
        setenv("LANGUAGE", "ru", 1)
        setlocale(LC_MESSAGES, "C.UTF-8") // gettext ignores LANGUAGE in the plain C locale
        bindtextdomain(Self.domain, directory.path)
        bind_textdomain_codeset(Self.domain, "UTF-8")
        textdomain(Self.domain)
    }

    override func tearDownWithError() throws {
        textdomain(previousDomain)
        setlocale(LC_MESSAGES, previousMessagesLocale)
        if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) } else { unsetenv("LANGUAGE") }
        try FileManager.default.removeItem(at: directory)
    }

    func testTranslatesFromTheCatalogue() {
        XCTAssertEqual(tr("Photographers"), "Фотографы")
    }

    /// A literal of one character may be stored as that character, not as a pointer.
    func testTranslatesALiteralOfOneCharacter() {
        XCTAssertEqual(tr("A"), "Б")
    }

    func testKeepsAMessageWithoutTranslation() {
        XCTAssertEqual(tr("Not in the catalogue"), "Not in the catalogue")
    }

    func testPicksEachRussianPluralFormAndPutsTheCountIn() {
        let forms = [1, 2, 5, 11, 21, 22, 25, 111, 0].map { tr("%ld photo", "%ld photos", count: $0) }
        XCTAssertEqual(
            forms,
            [
                "1 фотография", "2 фотографии", "5 фотографий", "11 фотографий", "21 фотография",
                "22 фотографии", "25 фотографий", "111 фотографий", "0 фотографий"
            ])
    }

    func testFallsBackToEnglishPluralsWithoutATranslation() {
        XCTAssertEqual(tr("%ld thing", "%ld things", count: 1), "1 thing")
        XCTAssertEqual(tr("%ld thing", "%ld things", count: 3), "3 things")
    }
}
