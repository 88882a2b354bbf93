import GtkKit
import TestFixtures
import TestSupport
import XCTest

@testable import PhotomaniaUI

/// The app's spinners draw its own icon, a symbolic PNG GTK recolours itself, where
/// Adwaita's is an SVG that only librsvg draws.
final class AppIconsTests: GtkTestCase {
    nonisolated func testTheSpinnersIconIsAPreRenderedSymbolicPNGAtEverySizeSpinnersTake() throws {
        try onMain {
            XCTAssertEqual(
                IconTheme.file(named: "process-working-symbolic", size: 16).map { URL(fileURLWithPath: $0).pathExtension }, "svg",
                "Adwaita's own spinner is an SVG (else the app's icon would not be needed)")
            AppIcons.install()
            for size in [16, 24, 32, 48, 64] {
                let file = try XCTUnwrap(IconTheme.file(named: AppIcons.spinner, size: size), "no spinner icon at \(size) px")
                XCTAssertTrue(file.hasSuffix("/\(size)x\(size)/status/\(AppIcons.spinner).symbolic.png"), file)
            }
        }
    }
}
