import Adaptive

/// Where the user was: what the window restores on the next launch.
public struct NavigationState: Equatable {
    /// The width the sidebar was dragged to, if it was.
    public var primaryWidth: Int?
    /// The width the photos column of three was dragged to, if it was.
    public var supplementaryWidth: Int?
    public var displayMode: DisplayMode
    public var selectedTab: Int
    /// The photographer whose photos were open ("" for none).
    public var photographer: String
    /// The photo in the detail ("" for none).
    public var photoID: String

    public init(primaryWidth: Int? = nil, supplementaryWidth: Int? = nil, displayMode: DisplayMode = .automatic, selectedTab: Int = 0,
                photographer: String = "", photoID: String = "") {
        self.primaryWidth = primaryWidth
        self.supplementaryWidth = supplementaryWidth
        self.displayMode = displayMode
        self.selectedTab = selectedTab
        self.photographer = photographer
        self.photoID = photoID
    }
}
