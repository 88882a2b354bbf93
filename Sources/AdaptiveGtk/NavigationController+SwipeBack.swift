import Adaptive
import CGtk
import GtkKit

/// The swipe back of a navigation stack: the top page, frozen as it was, follows the fingers
/// towards the trailing edge over the live page under it, and on release slides off (a pop)
/// or back. Appearance callbacks come as UIKit's interactive pop gives them: "will" as the
/// swipe begins, "did" once it ends either way.
extension NavigationController {
    /// A swipe back under way: how much of the top page still shows, the controllers, and
    /// whether their appearance transitions were begun (the stack was on screen).
    struct SwipeBack {
        var swipe: RevealSwipe
        var shown: Double
        let top: ViewController
        let below: ViewController
        let transitions: Bool
    }

    /// Takes a swipe's events while one may pop; false for the others.
    func swipedBack(_ event: SwipeGesture.Event) -> Bool {
        if case .began(_, let rightwards, let touchpad) = event {
            return beginSwipeBack(rightwards: rightwards, input: touchpad ? .touchpad : .touch)
        }
        guard var current = swipeBack, !settlingSwipeBack else { return false }
        switch event {
        case .began: return false
        case .moved(let offset, let time):
            current.swipe.move(to: offset, at: time)
            current.shown = current.swipe.progress
            swipeBack = current
            pages.queueAllocate()
        case .ended(let time): finishSwipeBack(popping: !current.swipe.endsShown(at: time))
        case .cancelled: finishSwipeBack(popping: false)
        }
        return true
    }

    /// Where the departing page's left edge is when `shown` of it is still in place.
    func departingX(shown: Double, width: Double) -> Double {
        (pages.isRightToLeft ? -1 : 1) * width * (1 - shown)
    }

    /// Freezes the top page over the page under it, which comes live in its place.
    private func beginSwipeBack(rightwards: Bool, input: RevealSwipe.Input) -> Bool {
        let rightToLeft = pages.isRightToLeft
        guard allowsSwipeBack, swipeBack == nil, !settlingSwipeBack, !isTransitioning, rightwards != rightToLeft,
            let top = topViewController, let below = previousViewController, top.allowsNavigationSwipes,
            top.isViewLoaded, top.view.isMapped
        else { return false }
        departing.showImage(of: top.view)
        departing.isVisible = true
        // The page hides as the fingers go towards the trailing edge: a column leaving that way.
        let swipe = RevealSwipe(width: Double(pages.width), rightToLeft: !rightToLeft, input: input, opening: false)
        swipeBack = SwipeBack(swipe: swipe, shown: 1, top: top, below: below, transitions: isAppearing)
        if isAppearing {
            top.beginAppearanceTransition(false, animated: true)
            below.beginAppearanceTransition(true, animated: true)
        }
        host(below.view)
        stack.show(below.view, animated: false)
        pages.queueAllocate()
        return true
    }

    /// Slides the frozen page the rest of the way, then pops, or puts the top page back.
    private func finishSwipeBack(popping: Bool) {
        guard let current = swipeBack else { return }
        settlingSwipeBack = true
        let (from, to) = (current.shown, popping ? 0.0 : 1.0)
        pages.animate(
            milliseconds: 250 * abs(to - from),
            { [weak self] fraction in
                self?.swipeBack?.shown = from + (to - from) * fraction
                self?.pages.queueAllocate()
            },
            completion: { [weak self] in
                // Unless the stack changed meanwhile (`interruptSwipeBack` put it back then).
                guard let self, let current = swipeBack else { return }
                endSwipeBack()
                if popping {
                    pop(animated: false) // its appearance transitions were begun: this ends them
                } else {
                    putBack(current)
                }
            })
    }

    /// A change of the stack during a swipe back puts the top page back first.
    func interruptSwipeBack() {
        guard let current = swipeBack else { return }
        endSwipeBack()
        putBack(current)
    }

    private func endSwipeBack() {
        (swipeBack, settlingSwipeBack) = (nil, false)
        departing.isVisible = false
        departing.show(nil)
    }

    /// The top page live again: the page under it goes back ("will", then "did disappear"),
    /// the top one comes back ("will", then "did appear").
    private func putBack(_ current: SwipeBack) {
        if current.transitions {
            current.below.beginAppearanceTransition(false, animated: true)
            current.top.beginAppearanceTransition(true, animated: true)
        }
        stack.show(current.top.view, animated: false)
        if current.transitions {
            current.below.endAppearanceTransition()
            current.top.endAppearanceTransition()
        }
    }
}
