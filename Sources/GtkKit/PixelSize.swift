/// A size in device pixels: what an image is decoded at, or the box it must fit.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A size of `width` by `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A square box of `side` pixels.
    public init(side: Int) { self.init(width: side, height: side) }

    /// This size brought down to fit `box`, aspect kept, at least 1 × 1; nil when it already
    /// fits (an image is never blown up).
    public func fitted(in box: PixelSize) -> PixelSize? {
        guard width > 0, height > 0, box.width > 0, box.height > 0 else { return nil }
        let scale = min(Double(box.width) / Double(width), Double(box.height) / Double(height))
        guard scale < 1 else { return nil }
        return scaled(by: scale)
    }

    /// The larger of the fits in `box` for this size and for it turned a quarter: enough
    /// pixels whichever way an image's orientation, unknown until it is decoded, turns it.
    public func fittedEitherWayUp(in box: PixelSize) -> PixelSize? {
        switch (fitted(in: box), fitted(in: box.turned(by: 1))) {
        case (nil, _), (_, nil): return nil
        case (let upright?, let sideways?): return upright.width >= sideways.width ? upright : sideways
        }
    }

    /// The size reduced as far as it still covers `box` whichever way up (its shorter side as
    /// long as the box's longer one): enough pixels to crop a thumbnail of `box` from it, for
    /// an image whose orientation is unknown until it is decoded. Nil when it need not shrink.
    public func coveringEitherWayUp(_ box: PixelSize) -> PixelSize? {
        guard width > 0, height > 0, box.width > 0, box.height > 0 else { return nil }
        let scale = Double(max(box.width, box.height)) / Double(min(width, height))
        guard scale < 1 else { return nil }
        return scaled(by: scale)
    }

    /// The smallest size a JPEG of this size can be read at (libjpeg's scaling by 1/2, 1/4 or
    /// 1/8, each side rounded up) that still covers `target`; nil when only the whole will do.
    public func jpegReduction(covering target: PixelSize) -> PixelSize? {
        [8, 4, 2].lazy.map { PixelSize(width: (width + $0 - 1) / $0, height: (height + $0 - 1) / $0) }
            .first { $0.width >= target.width && $0.height >= target.height }
    }

    private func scaled(by scale: Double) -> PixelSize {
        PixelSize(width: max(1, Int((Double(width) * scale).rounded())), height: max(1, Int((Double(height) * scale).rounded())))
    }

    /// The size of a box turned by `quarterTurns` quarters: its sides swapped on an odd count.
    public func turned(by quarterTurns: Int) -> PixelSize {
        quarterTurns % 2 == 0 ? self : PixelSize(width: height, height: width)
    }

    public var description: String { "\(width)×\(height)" }
}
