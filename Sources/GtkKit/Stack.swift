import CGtk

/// Pages of which one is visible at a time (GtkStack).
public final class Stack: Widget {
    /// An empty stack that changes pages with `transition` (none by default).
    public init(transition: GtkStackTransitionType = GTK_STACK_TRANSITION_TYPE_NONE) {
        super.init(adopting: raw(gtk_stack_new())!)
        gtk_stack_set_transition_type(cast(pointer), transition)
    }

    /// Adds `child` as a page, under `name` when given (`show(named:)`); the first page added is shown.
    public func add(_ child: Widget, name: String? = nil) {
        gtk_stack_add_named(cast(pointer), child.widget, name)
    }

    /// Takes the page `child` out of the stack.
    public func remove(_ child: Widget) { gtk_stack_remove(cast(pointer), child.widget) }

    /// Whether `child` is one of the stack's pages.
    public func contains(_ child: Widget) -> Bool {
        gtk_widget_get_parent(child.widget) == widget
    }

    /// Shows `child` with the stack's transition.
    public func show(_ child: Widget) { gtk_stack_set_visible_child(cast(pointer), child.widget) }

    /// Shows `child` at once (any running transition ends), or with the stack's transition
    /// when `animated`.
    public func show(_ child: Widget, animated: Bool) {
        let transition = self.transition
        if !animated { self.transition = GTK_STACK_TRANSITION_TYPE_NONE }
        show(child)
        self.transition = transition
    }

    /// Shows the page named `name` with the stack's transition.
    public func show(named name: String) { gtk_stack_set_visible_child_name(cast(pointer), name) }

    /// Shows the page `name` at once (any running transition ends), or with the stack's
    /// transition when `animated`.
    public func show(named name: String, animated: Bool) {
        gtk_stack_set_visible_child_full(cast(pointer), name, animated ? transition : GTK_STACK_TRANSITION_TYPE_NONE)
    }

    /// The name of the page shown; nil when there is none or it has no name.
    public var visibleChildName: String? { string(gtk_stack_get_visible_child_name(cast(pointer))) }

    /// Whether `child` is the page shown (during a transition, the one coming in).
    public func isVisibleChild(_ child: Widget) -> Bool {
        gtk_stack_get_visible_child(cast(pointer)) == child.widget
    }

    /// How the stack animates from one page to the next.
    public var transition: GtkStackTransitionType {
        get { gtk_stack_get_transition_type(cast(pointer)) }
        set { gtk_stack_set_transition_type(cast(pointer), newValue) }
    }

    /// Whether a transition between pages is under way.
    public var isTransitionRunning: Bool { gtk_stack_get_transition_running(cast(pointer)) != 0 }

    /// Whether the stack is as wide as its widest page (by default), or as its page on screen.
    public var isHorizontallyHomogeneous: Bool {
        get { gtk_stack_get_hhomogeneous(cast(pointer)) != 0 }
        set { gtk_stack_set_hhomogeneous(cast(pointer), gboolean(newValue)) }
    }

    /// Calls `handler` when another page becomes the visible one.
    @discardableResult
    public func onVisibleChildChanged(_ handler: @escaping () -> Void) -> LifelongConnection {
        onNotify("visible-child", handler)
    }

    /// Calls `handler` when a transition starts or ends (`isTransitionRunning` changed).
    @discardableResult
    public func onTransitionRunningChanged(_ handler: @escaping () -> Void) -> LifelongConnection {
        onNotify("transition-running", handler)
    }
}
