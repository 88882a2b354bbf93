import GtkKit

extension ViewController {
    /// Moves the keyboard focus into the view as Tab would enter it (a list on its chosen
    /// row), unless it is there already; false when nothing in the view takes it.
    @discardableResult
    public func focusView() -> Bool { view.hasFocusWithin || view.enterFocus() }
}
