import Foundation
import GtkKit
import TestSupport
import XCTest

/// The keyring wrapper against the real Secret Service of the test session (gnome-keyring,
/// unlocked by scripts/test-environment.sh), and against a keyring that is not there.
final class KeyringTests: GtkTestCase {
    /// A secret no other test touches.
    @MainActor private func keyring(collection: String? = nil) -> Keyring {
        Keyring(schema: "io.github.photomania.Tests", attribute: "case", value: name, label: "Photomania test secret", collection: collection)
    }

    /// What an asynchronous keyring call answered.
    @MainActor private func answer<Value>(_ call: (@escaping @MainActor (Value) -> Void) -> Void) throws -> Value? {
        var answer: Value?
        call { answer = $0 }
        try waitUntil("the keyring answered") { answer != nil }
        return answer
    }

    nonisolated func testASecretGoesIntoTheKeyringAndComesBackToAnotherReader() throws {
        try onMain {
            let secret = "s3cret-\(UUID().uuidString)"
            XCTAssertNil(try answer(keyring().lookUp)?.get(), "nothing stored yet")
            XCTAssertNoThrow(try answer { keyring().store(secret, $0) }?.get())
            XCTAssertEqual(try answer(keyring().lookUp)?.get(), secret)
            XCTAssertNoThrow(try answer { keyring().store("replaced", $0) }?.get())
            XCTAssertEqual(try answer(keyring().lookUp)?.get(), "replaced", "one item, replaced")
            XCTAssertNoThrow(try answer(keyring().clear)?.get())
            XCTAssertNil(try answer(keyring().lookUp)?.get(), "cleared")
        }
    }

    nonisolated func testAKeyringThatIsNotThereAnswersWithItsError() throws {
        try onMain {
            let absent = keyring(collection: "/org/freedesktop/secrets/collection/photomania_absent")
            guard case .failure(let error) = try answer({ absent.store("x", $0) }) else { return XCTFail("an absent keyring cannot keep a secret") }
            XCTAssertTrue(error.description.contains("photomania_absent"), error.description)
            XCTAssertNil(try? answer(absent.lookUp)?.get(), "nor was it kept anywhere else")
        }
    }
}
