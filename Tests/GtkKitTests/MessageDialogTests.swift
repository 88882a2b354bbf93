import CGtk
import GtkKit
import TestSupport
import XCTest

/// A question over a window: a disabled answer cannot be given by Enter, an enabled default
/// one can, Escape gives the close answer, and the text field reports each change.
final class MessageDialogTests: GtkTestCase {
    nonisolated func testEnterGivesTheDefaultAnswerOnlyWhileItIsEnabledAndEscapeTheCloseOne() throws {
        try onMain {
            let parent = Window()
            self.window = parent
            parent.present()
            var answers: [String] = []
            var changes = 0
            let ask = { () -> (MessageDialog, TextField) in
                let dialog = MessageDialog(over: parent, heading: "Name It", body: "A name of one word.")
                let field = TextField(placeholder: "name", accessibleLabel: "Name")
                field.activatesDefault = true
                field.onChanged { changes += 1 }
                dialog.addResponse("cancel", label: "_Cancel")
                dialog.addResponse("save", label: "_Save", appearance: .suggested)
                dialog.defaultResponse = "save"
                dialog.closeResponse = "cancel"
                dialog.setExtraChild(field)
                dialog.setResponse("save", enabled: false)
                dialog.onResponse { answers.append($0) }
                dialog.present()
                field.grabFocus()
                return (dialog, field)
            }
            let (dialog, field) = ask()
            try waitUntil("the dialog has the keys") { dialog.window.isActive && field.hasFocusWithin }
            XCTAssertFalse(dialog.isResponseEnabled("save"))
            try press("Return", in: dialog.window)
            try press("Escape", in: dialog.window)
            try waitUntil("Escape answers") { !answers.isEmpty }
            XCTAssertEqual(answers, ["cancel"], "Enter gave nothing while Save was disabled")

            let (again, secondField) = ask()
            try waitUntil("the dialog has the keys") { again.window.isActive && secondField.hasFocusWithin }
            try type("ab", in: again.window)
            XCTAssertEqual(secondField.text, "ab")
            XCTAssertEqual(changes, 2, "each keystroke reported")
            again.setResponse("save", enabled: true)
            try press("Return", in: again.window)
            try waitUntil("Enter answers") { answers.count == 2 }
            XCTAssertEqual(answers, ["cancel", "save"])
        }
    }
}
