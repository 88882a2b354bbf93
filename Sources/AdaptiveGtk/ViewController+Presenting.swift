import GtkKit

/// Modal presentation, after UIKit's `present(_:animated:)` and `dismiss(animated:)`: a
/// controller shown in a modal window of its own over this controller's window
/// (`ModalPresentation`). The presenter holds what it presents until it is dismissed, and a
/// router finds the presented controller above the presenter (`routingChildren`).
extension ViewController {
    /// The controller this one presents in a modal window, while it is open.
    public var presentedViewController: ViewController? { modal?.presented }

    /// The controllers this one contains, parents first: its routing descendants without those
    /// presented in windows of their own.
    public var containedDescendants: [ViewController] { childrenForRouting.flatMap { [$0] + $0.containedDescendants } }

    /// Presents `controller` in a modal window over the window this controller is in, or, as
    /// UIKit does, over the top of what this one presents already (a chain of modal windows,
    /// Escape closing one at a time). Returns false, presenting nothing, when this controller
    /// is in no window or `controller` is already presented or contained.
    @discardableResult
    public func present(_ controller: ViewController, animated: Bool = true) -> Bool {
        guard controller.presentingViewController == nil, controller.parent == nil else { return false }
        if let presented = presentedViewController { return presented.present(controller, animated: animated) }
        guard let window = view.containingWindow else { return false }
        controller.presentingViewController = self
        modal = ModalPresentation(presenting: controller, over: window) { [weak self] in self?.dismissPresented() }
        modal?.show()
        return true
    }

    /// Dismisses the controller this one presents or, when it presents none, the modal window
    /// this controller (or a container above it) was presented in; with it, whatever was
    /// presented over it.
    public func dismiss(animated: Bool = true) {
        if modal != nil { return dismissPresented() }
        var node: ViewController? = self
        while let current = node, current.presentingViewController == nil { node = current.parent }
        node?.presentingViewController?.dismissPresented()
    }

    /// Closes the modal window of what this controller presents, the windows presented over it
    /// first (the top of the chain down).
    private func dismissPresented() {
        guard let modal else { return }
        ([modal.presented] + modal.presented.containedDescendants).forEach { $0.dismissPresented() }
        self.modal = nil
        modal.presented.presentingViewController = nil
        modal.close()
    }
}
