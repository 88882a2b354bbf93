import Adaptive

/// What a presenter decides about its presentation, after
/// `UIAdaptivePresentationControllerDelegate`. Every method has a default.
@MainActor
public protocol PresentationControllerDelegate: AnyObject {
    /// The style for `traits`, or nil for the default (a popover that becomes a sheet in
    /// compact width). Answer `.popover` to keep a small popover as it is.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> PresentationStyle?
    /// Whether a person may dismiss it now (Escape, a click outside, Done).
    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool
    /// A person dismissed it (not called for `dismiss()` from code, as in UIKit).
    func presentationControllerDidDismiss(_ controller: PresentationController)
}

extension PresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> PresentationStyle? { nil }
    public func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool { true }
    public func presentationControllerDidDismiss(_ controller: PresentationController) {}
}
