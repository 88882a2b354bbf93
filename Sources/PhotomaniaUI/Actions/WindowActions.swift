import GtkKit
import PhotoFeed

/// The window's actions (`WindowAction`), installed with their keys: window-wide through the
/// application, the photo's own (Left, Right, Ctrl+C) on the photo only, mirrored right to
/// left; each does what `perform` says. Beside them, `win.follow` follows the source its
/// target names, for the menus of the rows and tags that name what they follow.
@MainActor
final class WindowActions {
    private var actions: [WindowAction: GtkKit.Action] = [:]

    /// What a menu item or button is bound to that follows `source`.
    static func follow(_ source: FollowedSource) -> String { "win.follow::\(source.key)" }

    init(
        window: Window, application: Application, photo: Widget, perform: @escaping (WindowAction) -> Void,
        follow: @escaping (FollowedSource) -> Void
    ) {
        window.addAction(GtkKit.Action(name: "follow", text: { key in FollowedSource(key: key).map(follow) }))
        for action in WindowAction.allCases {
            let gAction = GtkKit.Action(name: action.rawValue, isOn: action.isToggle ? false : nil) { perform(action) }
            actions[action] = gAction
            window.addAction(gAction)
            if action.isPhotoKey {
                for key in action.accelerators {
                    photo.addShortcut(key, global: false) { [weak self, unowned photo] in
                        guard let self else { return false }
                        let meant = action.mirrored(rightToLeft: photo.isRightToLeft)
                        if isEnabled(meant) { perform(meant) }
                        // Past either end the arrow stays the photo's: it does not move the focus away.
                        return [.previousPhoto, .nextPhoto].contains(action) || isEnabled(meant)
                    }
                }
            } else {
                application.setAccelerators(action.accelerators, for: action.detailedName)
            }
        }
    }

    /// Enables or disables `action` and the buttons bound to it.
    func enable(_ action: WindowAction, _ enabled: Bool) { actions[action]?.isEnabled = enabled }

    func isEnabled(_ action: WindowAction) -> Bool { actions[action]?.isEnabled == true }

    /// Turns a toggle's state on or off (its button pressed or not).
    func setOn(_ action: WindowAction, _ on: Bool) { actions[action]?.isOn = on }

    func isOn(_ action: WindowAction) -> Bool { actions[action]?.isOn == true }
}
