import PhotomaniaUI
import XCTest

/// The profile a binary runs as comes from its name: `meson -Dprofile=development` installs it
/// as photomania-devel, another app to the desktop.
final class AppInfoTests: XCTestCase {
    func testTheDevelopmentBinaryIsTheDevelopmentProfile() {
        XCTAssertEqual(AppInfo.Profile(executable: "photomania-devel"), .development)
    }

    func testEveryOtherNameIsTheStandardProfile() {
        for name in ["photomania", "PhotomaniaPackageTests.xctest", "photomania-develop", ""] {
            XCTAssertEqual(AppInfo.Profile(executable: name), .standard, name)
        }
    }

    func testTheTestsRunAsTheStandardAppWithItsSettingsPath() {
        XCTAssertEqual(AppInfo.id, "io.github.photomania.Photomania")
        XCTAssertEqual(AppInfo.settingsPath, "/io/github/photomania/Photomania/")
        XCTAssertEqual(AppInfo.executable, "photomania")
    }
}
