import Adaptive
import Foundation
import XCTest

/// The saved state of controllers: values come back as they were written, through JSON, and a
/// value of the wrong type reads as nothing rather than as something else.
final class RestorableStateTests: XCTestCase {
    private func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    func testEveryKindOfValueComesBackThroughJSON() throws {
        var state = RestorableState()
        state.encode(true, forKey: "flag")
        state.encode(42, forKey: "count")
        state.encode(1.25, forKey: "zoom")
        state.encode(3.0, forKey: "whole")
        state.encode("Ann Lee", forKey: "name")
        state.encode(["b", "a"], forKey: "names")
        state.encode("", forKey: "empty")
        let back = try roundTrip(state)
        XCTAssertEqual(back.bool(forKey: "flag"), true)
        XCTAssertEqual(back.int(forKey: "count"), 42)
        XCTAssertEqual(back.double(forKey: "zoom"), 1.25)
        XCTAssertEqual(back.double(forKey: "whole"), 3.0, "a whole double may come back as a number without a fraction")
        XCTAssertEqual(back.string(forKey: "name"), "Ann Lee")
        XCTAssertEqual(back.strings(forKey: "names"), ["b", "a"])
        XCTAssertEqual(back.string(forKey: "empty"), "")
    }

    func testAValueOfAnotherTypeOrMissingReadsAsNil() {
        var state = RestorableState()
        state.encode("3", forKey: "text")
        state.encode(1, forKey: "one")
        XCTAssertNil(state.int(forKey: "text"))
        XCTAssertNil(state.bool(forKey: "one"), "1 is not true")
        XCTAssertNil(state.string(forKey: "one"))
        XCTAssertNil(state.strings(forKey: "text"))
        XCTAssertNil(state.int(forKey: "absent"))
        XCTAssertEqual(state.double(forKey: "one"), 1, "a whole number reads as a double")
    }

    func testANumberJSONCannotHoldIsNotSaved() throws {
        var state = RestorableState()
        state.encode(.infinity, forKey: "zoom")
        state.encode(.nan, forKey: "offset")
        XCTAssertTrue(state.isEmpty)
        XCTAssertNoThrow(try JSONEncoder().encode(state))
    }

    func testTheSavedFormIsPlainJSON() throws {
        var state = RestorableState()
        state.encode(2, forKey: "selected")
        state.encode(["x"], forKey: "open")
        let archive = RestorationArchive(["tabs": state])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(String(decoding: try encoder.encode(archive), as: UTF8.self), #"{"tabs":{"open":["x"],"selected":2}}"#)
        XCTAssertEqual(try roundTrip(archive), archive)
    }

    func testAValueOfAKindThisVersionCannotReadIsMissingAndTheRestIsKept() throws {
        let json = #"{"tabs":{"selected":2,"later":null,"ids":[1,2],"nested":{"a":1}},"photo":{"id":"53"}}"#
        let archive = try JSONDecoder().decode(RestorationArchive.self, from: Data(json.utf8))
        XCTAssertEqual(archive["tabs"]?.int(forKey: "selected"), 2)
        for key in ["later", "ids", "nested"] {
            XCTAssertNil(archive["tabs"]?.int(forKey: key), key)
            XCTAssertNil(archive["tabs"]?.strings(forKey: key), key)
        }
        XCTAssertEqual(archive["photo"]?.string(forKey: "id"), "53")
    }

    func testAnArchiveThatIsNotStatesByIdentifierIsRefused() {
        for json in [#"{"tabs":[1]}"#, #"{"tabs":"x"}"#, "[]", "3"] {
            XCTAssertThrowsError(try JSONDecoder().decode(RestorationArchive.self, from: Data(json.utf8)), json)
        }
    }
}
