import GtkKit
import Localization
import PhotoFeed

/// Add Source: what to follow, pasted or typed (a flickr.com address, a Flickr id, tags) and
/// read as it is typed: Follow can be chosen only for what can be followed, and a line under
/// the field says what is accepted, or what is wrong with what was given. Follow (or Enter)
/// follows it; Cancel (or Escape) follows nothing.
@MainActor
final class AddSourceDialog {
    let dialog: MessageDialog
    /// The field the address or tags are typed into.
    let field = TextField(placeholder: tr("flickr.com address, or #tags"), accessibleLabel: tr("Address or Tags"))
    /// What is accepted, or what is wrong with what was typed.
    let note = Label(style: "dim-label")
    private static let follow = "follow"

    /// A dialog over `window` that calls `follow` with the source chosen, then `closed`.
    init(over window: Window, follow: @escaping (FollowedSource) -> Void, closed: @escaping () -> Void) {
        // Translators: the heading of the dialog that adds a source to follow.
        dialog = MessageDialog(over: window, heading: tr("Add Source"))
        dialog.addResponse("cancel", label: tr("_Cancel"))
        dialog.addResponse(Self.follow, label: tr("_Follow"), appearance: .suggested)
        dialog.defaultResponse = Self.follow
        dialog.closeResponse = "cancel"
        let box = Box(.vertical, spacing: 6)
        note.wrap(maxWidthChars: 40)
        note.alignStart()
        field.activatesDefault = true
        [field, note].forEach(box.append)
        dialog.setExtraChild(box)
        field.onChanged { [weak self] in self?.read() }
        dialog.onResponse { [weak self] response in
            if response == Self.follow, let self, case .success(let source) = FollowAddress.read(field.text) { follow(source) }
            closed()
        }
        read()
    }

    func present() {
        dialog.present()
        field.grabFocus()
    }

    /// Reads the field: Follow is enabled for what can be followed, and the note says why not.
    private func read() {
        let reading = FollowAddress.read(field.text)
        if case .failure(let problem) = reading {
            dialog.setResponse(Self.follow, enabled: false)
            note.text = problem.description
        } else {
            dialog.setResponse(Self.follow, enabled: true)
            note.text = FollowAddress.Problem.empty.description
        }
    }
}
