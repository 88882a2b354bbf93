// swift-tools-version:6.0
import PackageDescription

/// The app's own modules (in no library product, so no other package builds them): each function
/// in a section of its own, which the start-up order (`startup.order`) places beside the others
/// start-up runs, and which the linker drops when nothing calls it.
let appCode: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"])]

/// Layers, bottom to top (see docs/architecture.md): system libraries, pure Swift logic, GTK glue, the app.
let package = Package(
    name: "Photomania",
    products: [
        .executable(name: "photomania", targets: ["Photomania"]),
        .library(name: "Adaptive", targets: ["Adaptive"]),
        .library(name: "AdaptiveGtk", targets: ["AdaptiveGtk"]),
        .library(name: "GtkKit", targets: ["GtkKit"]),
        .library(name: "ListDiff", targets: ["ListDiff"]),
        .library(name: "Observing", targets: ["Observing"]),
        .library(name: "Routing", targets: ["Routing"])
    ],
    targets: [
        // System libraries: module maps and shims for what Swift cannot import directly.
        // libadwaita's pkg-config brings GTK 4's flags with its own.
        .systemLibrary(name: "CGtk", pkgConfig: "libadwaita-1", providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CIntl"),
        .systemLibrary(name: "CSecret", pkgConfig: "libsecret-1", providers: [.apt(["libsecret-1-dev"])]),
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),

        // Pure Swift: no GTK, tested without a display.
        .target(name: "Adaptive"),
        .target(name: "ListDiff"),
        // Observers held by tokens: an observer that goes is removed with its token.
        .target(name: "Observing"),
        .target(name: "Routing", dependencies: ["Localization"]),
        // gettext for the app's and the toolkit's strings (one catalogue, po/).
        .target(name: "Localization", dependencies: ["CIntl"]),

        // Swift over C. libcurl (libcurl4-openssl-dev) is loaded at the first web transfer.
        .target(name: "CCurl"),
        .target(name: "GtkKit", dependencies: ["CGtk", "CSecret", "ListDiff", "Localization", "Observing"]),
        .target(name: "AdaptiveGtk", dependencies: ["Adaptive", "Routing", "GtkKit", "CGtk", "Localization", "Observing"]),
        .target(name: "PhotoFeed", dependencies: ["CCurl", "CSQLite", "CMalloc", "CExif", "Localization"], swiftSettings: appCode),
        // What a window browses, apart from how it is shown: pure, tested without a display.
        .target(name: "Browsing", dependencies: ["PhotoFeed", "Observing", "Localization", "Routing"], swiftSettings: appCode),
        // What every window shares (the store, the feeds, the favourites), apart from the desktop:
        // pure, its rules across windows tested without a display.
        .target(name: "Library", dependencies: ["PhotoFeed", "Observing"], swiftSettings: appCode),

        // The app: a library so the tests can drive its controllers, and a thin executable.
        .target(
            name: "PhotomaniaUI",
            dependencies: [
                "AdaptiveGtk", "GtkKit", "PhotoFeed", "Browsing", "Library", "Adaptive", "ListDiff", "Routing",
                "Localization", "Observing"
            ], swiftSettings: appCode),
        // Linked by lld with compact relative relocations and the start-up functions placed
        // together (scripts/startup-order.sh): less to relocate and fewer code pages touched.
        // Nothing is exported (the driver exports every public symbol of the app's modules,
        // 5,900 of them, which nothing looks up): the dynamic symbol table is its imports alone.
        .executableTarget(
            name: "Photomania", dependencies: ["PhotomaniaUI"], exclude: ["startup.order"],
            linkerSettings: [
                .unsafeFlags([
                    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/Photomania/startup.order",
                    "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic"
                ])
            ]),

        // A second app on the toolkit alone: `swift run countries`; its window in a library the tests drive.
        .target(
            name: "CountriesKit", dependencies: ["Adaptive", "AdaptiveGtk", "GtkKit", "ListDiff", "Routing", "Observing"],
            path: "Examples/Countries/Kit"),
        .executableTarget(name: "countries", dependencies: ["CountriesKit", "GtkKit"], path: "Examples/Countries/App"),
        // A third: bookmarks in a list beside a form (`swift run bookmarks`), one library for every window.
        .target(
            name: "BookmarksKit", dependencies: ["Adaptive", "AdaptiveGtk", "GtkKit", "ListDiff", "Routing", "Observing"],
            path: "Examples/Bookmarks/Kit"),
        .executableTarget(name: "bookmarks", dependencies: ["BookmarksKit", "GtkKit"], path: "Examples/Bookmarks/App"),
        // "An adaptive split view in 40 lines" (AdaptiveGtk's documentation): `swift run split-view`.
        .executableTarget(name: "split-view", dependencies: ["AdaptiveGtk", "GtkKit"], path: "Examples/SplitView"),

        // Benchmarks: `swift run -c release NAME` (see docs/benchmarks.md).
        .target(name: "BenchmarkSupport", dependencies: ["CGtk"], path: "Benchmarks/Support"),
        .systemLibrary(name: "CX11", path: "Benchmarks/CX11", pkgConfig: "xdamage", providers: [.apt(["libxdamage-dev"])]),
        .target(name: "ScreenBenchmarkSupport", dependencies: ["CX11"], path: "Benchmarks/Screen"),
        .executableTarget(
            name: "startup-benchmark", dependencies: ["BenchmarkSupport", "ScreenBenchmarkSupport", "PhotoFeed"], path: "Benchmarks/Startup"),
        .executableTarget(name: "next-benchmark", dependencies: ["BenchmarkSupport", "ScreenBenchmarkSupport"], path: "Benchmarks/Next"),
        .executableTarget(name: "floor-viewer", dependencies: ["CGtk"], path: "Benchmarks/Floor"),
        .executableTarget(name: "diff-benchmark", dependencies: ["ListDiff", "GtkKit", "BenchmarkSupport"], path: "Benchmarks/Diff"),
        .executableTarget(
            name: "feed-benchmark", dependencies: ["PhotoFeed", "CSQLite", "BenchmarkSupport", "TestFixtures"],
            path: "Benchmarks/Feed"),
        .target(
            name: "WindowBenchmarkSupport", dependencies: ["PhotomaniaUI", "PhotoFeed", "GtkKit", "CGtk", "Driving", "BenchmarkSupport"],
            path: "Benchmarks/WindowSupport"),
        .executableTarget(
            name: "stall-benchmark",
            dependencies: ["WindowBenchmarkSupport", "PhotomaniaUI", "Library", "PhotoFeed", "GtkKit", "Driving", "BenchmarkSupport", "TestFixtures"],
            path: "Benchmarks/Stall"),
        .executableTarget(
            name: "browse-benchmark", dependencies: ["WindowBenchmarkSupport", "PhotomaniaUI", "PhotoFeed", "GtkKit", "Driving", "BenchmarkSupport"],
            path: "Benchmarks/Browse"),
        .executableTarget(
            name: "grid-benchmark",
            dependencies: ["WindowBenchmarkSupport", "PhotomaniaUI", "Browsing", "PhotoFeed", "GtkKit", "CGtk", "Driving", "BenchmarkSupport"],
            path: "Benchmarks/Grid"),
        .executableTarget(
            name: "search-benchmark",
            dependencies: [
                "WindowBenchmarkSupport", "ScreenBenchmarkSupport", "PhotomaniaUI", "PhotoFeed", "GtkKit",
                "CGtk", "Driving", "BenchmarkSupport"
            ], path: "Benchmarks/Search"),
        .executableTarget(
            name: "resize-benchmark",
            dependencies: [
                "WindowBenchmarkSupport", "ScreenBenchmarkSupport", "PhotomaniaUI", "PhotoFeed", "GtkKit", "CGtk", "Driving", "BenchmarkSupport"
            ], path: "Benchmarks/Resize"),
        .executableTarget(name: "image-benchmark", dependencies: ["GtkKit", "CGtk", "BenchmarkSupport"], path: "Benchmarks/Images"),
        .executableTarget(
            name: "breakpoint-benchmark", dependencies: ["AdaptiveGtk", "GtkKit", "CGtk", "CMalloc", "Observing", "Driving", "BenchmarkSupport"],
            path: "Benchmarks/Breakpoints"),

        // Fuzz targets: scripts/fuzz.sh NAME SECONDS builds them with libFuzzer and runs them.
        .target(name: "FuzzSupport", path: "Fuzz/Support"),
        .executableTarget(name: "fuzz-feed", dependencies: ["PhotoFeed", "FuzzSupport"], path: "Fuzz/Feed"),
        .executableTarget(name: "fuzz-image-header", dependencies: ["PhotoFeed", "FuzzSupport"], path: "Fuzz/ImageHeader"),
        .executableTarget(name: "fuzz-link", dependencies: ["Routing", "FuzzSupport"], path: "Fuzz/Link"),
        .executableTarget(name: "fuzz-store", dependencies: ["PhotoFeed", "FuzzSupport"], path: "Fuzz/Store"),

        // Tests. TestFixtures (no GTK) holds the loopback HTTP server, the shared files and a
        // clock moved by hand; TestSupport the GTK test base class and helpers.
        .target(name: "TestFixtures", dependencies: ["PhotoFeed"], path: "Tests/TestFixtures"),
        // Drives the GLib main loop from outside it, for tests and benchmarks.
        .target(name: "Driving", dependencies: ["GtkKit", "CGtk"], path: "Tests/Driving"),
        .target(name: "TestSupport", dependencies: ["AdaptiveGtk", "GtkKit", "CGtk", "TestFixtures", "Driving"], path: "Tests/TestSupport"),
        .executableTarget(name: "store-writer", dependencies: ["PhotoFeed"], path: "Tests/StoreWriter"),
        .executableTarget(name: "off-main-callback", dependencies: ["GtkKit", "CGtk"], path: "Tests/OffMainCallback"),
        .executableTarget(name: "icon-theme-start", dependencies: ["GtkKit", "CGtk"], path: "Tests/IconThemeStart"),
        .testTarget(name: "AdaptiveTests", dependencies: ["Adaptive", "TestFixtures"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "CIntl"]),
        .testTarget(name: "ListDiffTests", dependencies: ["ListDiff", "TestFixtures"]),
        .testTarget(name: "ObservingTests", dependencies: ["Observing", "TestFixtures"]),
        .testTarget(name: "BrowsingTests", dependencies: ["Browsing", "PhotoFeed", "Routing", "TestFixtures"]),
        .testTarget(name: "LibraryTests", dependencies: ["Library", "PhotoFeed", "Observing", "TestFixtures"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "TestFixtures"]),
        .testTarget(name: "PhotoFeedTests", dependencies: ["PhotoFeed", "CCurl", "CMalloc", "TestFixtures"]),
        .testTarget(
            name: "AdaptiveGtkTests", dependencies: ["AdaptiveGtk", "Adaptive", "GtkKit", "Routing", "CGtk", "Observing", "TestSupport", "TestFixtures"]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "ListDiff", "TestSupport", "TestFixtures"]),
        .testTarget(name: "BookmarksTests", dependencies: ["BookmarksKit", "AdaptiveGtk", "GtkKit", "Routing", "TestSupport", "TestFixtures"]),
        .testTarget(name: "CountriesTests", dependencies: ["CountriesKit", "AdaptiveGtk", "GtkKit", "Routing", "CGtk", "TestSupport", "TestFixtures"]),
        .testTarget(
            name: "PhotomaniaTests",
            dependencies: [
                "PhotomaniaUI", "AdaptiveGtk", "Adaptive", "GtkKit", "PhotoFeed", "Browsing", "Library", "Routing", "CGtk", "Observing",
                "TestSupport", "TestFixtures"
            ])
    ],
    swiftLanguageModes: [.v6]
)
