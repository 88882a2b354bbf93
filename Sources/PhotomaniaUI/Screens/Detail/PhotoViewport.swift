import GtkKit

/// The size the photo's pane decodes its image at, and whether an image decoded suits it: the
/// size the split view foretells for the column before it is laid out (a photo chosen at
/// start-up is decoded while the window's first layout runs, not after it), then the size the
/// image is laid out at, in device pixels. An image drawn at the size it was decoded at is drawn
/// unscaled: neither blurred nor filtered down on every frame.
struct PhotoViewport: Equatable {
    /// The image's size on screen, once it has been laid out.
    private(set) var laidOut: PixelSize?
    /// The size the split view said the column gets, before it is laid out.
    var forecast: PixelSize?

    /// The size to decode at now: the one laid out, else the one foretold.
    var box: PixelSize? { laidOut ?? forecast }

    /// Whether the size is still the forecast, which the first layout may correct.
    var isForecast: Bool { laidOut == nil }

    /// Takes the size the image is laid out at; false when it is empty or the one taken before.
    mutating func layOut(_ size: PixelSize) -> Bool {
        guard size != laidOut, size.width > 0, size.height > 0 else { return false }
        laidOut = size
        return true
    }

    /// Whether `size` is within 2% of `wanted` each way: scaling by that much neither blurs
    /// nor costs more than drawing at 1:1.
    static func isClose(_ size: PixelSize, to wanted: PixelSize) -> Bool {
        abs(size.width - wanted.width) * 50 <= wanted.width && abs(size.height - wanted.height) * 50 <= wanted.height
    }

    /// Whether an image of `source`'s size decoded at `pixels` has too few pixels for `box`
    /// (more than 2%), or so many more (a third; `closely`, 2%) that drawing it means filtering
    /// it down on every frame.
    static func needsDecoding(_ pixels: PixelSize, of source: PixelSize, toFit box: PixelSize, closely: Bool) -> Bool {
        let wanted = source.fitted(in: box) ?? source
        if closely { return !isClose(pixels, to: wanted) }
        return wanted.width * 50 > pixels.width * 51 || wanted.width * 4 < pixels.width * 3
    }
}
