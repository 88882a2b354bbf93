import Adaptive
import XCTest

final class TraitTests: XCTestCase {
    private let base = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)

    func testTheFirstTraitsChangeEveryTrait() {
        XCTAssertEqual(Trait.changes(from: nil, to: base), Set(Trait.allCases))
    }

    func testEachTraitIsReportedAloneWhenItAloneChanges() {
        var dark = base
        dark.interfaceStyle = .dark
        var larger = base
        larger.textScale = 1.25
        XCTAssertEqual(Trait.changes(from: base, to: base.with(horizontal: .compact)), [.horizontalSizeClass])
        XCTAssertEqual(Trait.changes(from: base, to: base.with(vertical: .compact)), [.verticalSizeClass])
        XCTAssertEqual(Trait.changes(from: base, to: dark), [.interfaceStyle])
        XCTAssertEqual(Trait.changes(from: base, to: larger), [.textScale])
        XCTAssertEqual(Trait.changes(from: base, to: base), [])
        XCTAssertEqual(Trait.changes(from: dark, to: larger.with(horizontal: .compact)), [.interfaceStyle, .textScale, .horizontalSizeClass])
    }
}
