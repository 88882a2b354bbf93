import Adaptive
import GtkKit

/// The swipes of `presentsWithGesture`: the side columns follow the fingers over the secondary,
/// and on release slide the rest of the way in or back out. Columns coming in hear "will
/// appear" as the swipe begins and "did" once they are in (UIKit's order); sent back, they
/// hear "will" and "did disappear".
extension SplitViewController {
    /// Takes a swipe's events while one may move the columns; false for the others.
    func swiped(_ event: SwipeGesture.Event) -> Bool {
        if case .began(let x, let rightwards, let touchpad) = event {
            return beginSwipe(at: x, rightwards: rightwards, input: touchpad ? .touchpad : .touch)
        }
        guard var current = swipe, !settlingSwipe else { return false }
        switch event {
        case .began: return false
        case .moved(let offset, let time):
            current.reveal.move(to: offset, at: time)
            swipe = current
            columns.swipeProgress = current.reveal.progress
        case .ended(let time): finishSwipe(showing: current.reveal.endsShown(at: time))
        case .cancelled: finishSwipe(showing: !current.reveal.isOpening) // back where it began
        }
        return true
    }

    /// Starts moving the side columns: in, from the leading edge (a touch must begin there),
    /// when only the secondary shows; out, when they slide over it; each only in its direction,
    /// and not while the secondary pans its content.
    private func beginSwipe(at x: Double?, rightwards: Bool, input: RevealSwipe.Input) -> Bool {
        guard presentsWithGesture, swipe == nil, !settlingSwipe, layout == .expanded,
            ((secondary as? NavigationController)?.topViewController ?? secondary).allowsNavigationSwipes
        else { return false }
        let opening = displayMode == .secondaryOnly
        let rightToLeft = columns.root.isRightToLeft
        guard opening || displayMode.isOverlay,
            RevealSwipe.shows(movingRight: rightwards, rightToLeft: rightToLeft) == opening
        else { return false }
        if opening, let x, !RevealSwipe.isAtLeadingEdge(x, viewWidth: Double(columns.root.width), rightToLeft: rightToLeft) {
            return false
        }
        let previousMode = preferredDisplayMode
        if opening {
            swipeAppearing = [] // their appearance ends with the swipe
            preferredDisplayMode = .oneOverSecondary // on screen, just past the edge
        }
        let reveal = RevealSwipe(width: Double(columns.panelWidth), rightToLeft: rightToLeft, input: input, opening: opening)
        swipe = (reveal, previousMode)
        columns.swipeProgress = reveal.progress
        return true
    }

    /// Slides the columns the rest of the way, then leaves them shown or hides them.
    private func finishSwipe(showing: Bool) {
        guard let (reveal, previousMode) = swipe else { return }
        settlingSwipe = true
        let from = reveal.progress
        let to: Double = showing ? 1 : 0
        columns.root.animate(
            milliseconds: 250 * abs(to - from),
            { [weak self] fraction in
                self?.columns.swipeProgress = from + (to - from) * fraction
            },
            completion: { [weak self] in
                guard let self else { return }
                let appearing = swipeAppearing ?? []
                (swipe, swipeAppearing, settlingSwipe) = (nil, nil, false)
                columns.swipeProgress = nil
                if showing {
                    appearing.forEach { $0.endAppearanceTransition() }
                } else if reveal.isOpening {
                    preferredDisplayMode = previousMode // they disappear: "will", then "did"
                } else {
                    dismissOverlay()
                }
            })
    }
}
