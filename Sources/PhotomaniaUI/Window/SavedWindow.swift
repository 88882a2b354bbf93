import Adaptive

/// One window as it was left: its size, and what its controllers saved.
public struct SavedWindow: Codable, Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var isMaximized: Bool
    /// What the window's controllers saved (the split view's widths, the lists' scroll
    /// positions, the photographer and photo open, the photo's zoom).
    public var controllers: RestorationArchive

    public init(width: Int, height: Int, isMaximized: Bool = false, controllers: RestorationArchive = RestorationArchive()) {
        self.width = width
        self.height = height
        self.isMaximized = isMaximized
        self.controllers = controllers
    }
}

/// The windows open when the app last quit, in the order they were opened, which the next
/// launch opens again (as iPadOS restores an app's scenes).
public struct SavedSession: Codable, Equatable, Sendable {
    /// The version of this format; a file of another version is not read.
    public var version = SavedSession.currentVersion
    public var windows: [SavedWindow]

    public static let currentVersion = 1

    public init(windows: [SavedWindow] = []) { self.windows = windows }
}
