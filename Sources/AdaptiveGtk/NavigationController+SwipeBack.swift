import Adaptive
import CGtk
import GtkKit

/// The swipe back of a navigation stack: the top page, frozen as it was, follows the fingers
/// towards the trailing edge over the live page under it, and on release slides off (a pop)
/// or back. Appearance callbacks come as UIKit's interactive pop gives them: "will" as the
/// swipe begins, "did" once it ends either way.
extension NavigationController {
    /// Takes a swipe's events while one may pop; false for the others.
    func swipedBack(_ event: SwipeGesture.Event) -> Bool {
        switch event {
        case .began(_, let rightwards, let touchpad):
            return beginSwipeBack(rightwards: rightwards, input: touchpad ? .touchpad : .touch)
        case .moved(let offset, let time):
            guard var current = swipeBack else { return false }
            current.swipe.move(to: offset, at: time)
            current.shown = current.swipe.progress
            swipeBack = current
            pages.queueAllocate()
            return true
        case .ended(let time):
            guard let current = swipeBack else { return false }
            finishSwipeBack(popping: !current.swipe.endsShown(at: time))
            return true
        case .cancelled:
            guard swipeBack != nil else { return false }
            finishSwipeBack(popping: false)
            return true
        }
    }

    /// Where the departing page's left edge is when `shown` of it is still in place.
    func departingX(shown: Double, width: Double) -> Double {
        (view.isRightToLeft ? -1 : 1) * width * (1 - shown)
    }

    /// Freezes the top page over the page under it, which comes live in its place.
    private func beginSwipeBack(rightwards: Bool, input: RevealSwipe.Input) -> Bool {
        let rightToLeft = view.isRightToLeft
        guard allowsSwipeBack, swipeBack == nil, !settlingSwipeBack, !isTransitioning, rightwards != rightToLeft,
              let top = topViewController, let below = previousViewController, top.allowsInteractivePop,
              top.isViewLoaded, top.view.isMapped else { return false }
        departing.showImage(of: top.view)
        departing.isVisible = true
        // The page hides as the fingers go towards the trailing edge: a column leaving that way.
        swipeBack = (RevealSwipe(width: Double(view.width), rightToLeft: !rightToLeft, input: input, opening: false), 1, top, below)
        if isAppearing {
            top.beginAppearanceTransition(false, animated: true)
            below.beginAppearanceTransition(true, animated: true)
        }
        stack.show(below.view, animated: false)
        pages.queueAllocate()
        return true
    }

    /// Slides the frozen page the rest of the way, then pops, or puts the top page back.
    private func finishSwipeBack(popping: Bool) {
        guard let (_, shown, top, below) = swipeBack else { return }
        settlingSwipeBack = true
        let to: Double = popping ? 0 : 1
        view.animate(milliseconds: 250 * abs(to - shown), { [weak self] fraction in
            self?.swipeBack?.shown = shown + (to - shown) * fraction
            self?.pages.queueAllocate()
        }, completion: { [weak self] in
            guard let self else { return }
            swipeBack = nil
            settlingSwipeBack = false
            departing.isVisible = false
            departing.show(nil)
            guard topViewController === top else { return } // the stack changed meanwhile: it shows its own top
            if popping {
                pop(animated: false) // its transitions were begun: this ends them
            } else {
                if isAppearing {
                    below.beginAppearanceTransition(false, animated: true)
                    top.beginAppearanceTransition(true, animated: true)
                }
                stack.show(top.view, animated: false)
                if isAppearing {
                    below.endAppearanceTransition()
                    top.endAppearanceTransition()
                }
            }
        })
    }
}
