import GtkKit
import Localization

/// What a person does with the photo itself: Previous and Next over its edges, the keyboard
/// focus on a click, a double click (full screen), a drag into another app, its context menu,
/// Copy Image, a turn.
extension PhotoDetailViewController {
    /// Puts Previous and Next over the photo's edges, shown while the pointer moves; a click on
    /// the photo gives it the keyboard focus (Left and Right step, Ctrl+C copies it); a drag
    /// takes it into another app.
    func addStepButtons() {
        for (button, edge) in [(previousButton, Align.start), (nextButton, .end)] {
            button.addCSSClass("osd")
            button.addCSSClass("circular")
            button.setAlignment(horizontal: edge, vertical: .center)
            button.setMargins(12)
            button.isVisible = false
            button.takesFocus = false // the photo's Left and Right do the same, and keep the focus on it
            imagePage.addOverlay(button)
        }
        imagePage.onPointerMotion { [weak self] _, _ in self?.showStepButtons() }
        imagePage.onDoubleClick { [weak self] in self?.onDoubleClick?() }
        imagePage.onDragOut { [weak self] in
            guard let self, let photo, state == .image else { return nil }
            return DragContent(texture: picture.texture, uri: photo.imageURL.absoluteString)
        }
        picture.takesFocusOnClick()
    }

    /// Shows the step buttons there are photos for, until the pointer rests for two seconds.
    func showStepButtons() {
        previousButton.tooltip = WindowAction.previousPhoto.tooltip(rightToLeft: photoPane.isRightToLeft)
        nextButton.tooltip = WindowAction.nextPhoto.tooltip(rightToLeft: photoPane.isRightToLeft)
        previousButton.isVisible = availableSteps.previous
        nextButton.isVisible = availableSteps.next
        stepButtonsTimeout = Timeout(milliseconds: 2000) { [weak self] in
            self?.previousButton.isVisible = false
            self?.nextButton.isVisible = false
        }
    }

    /// The picture itself on the clipboard (see `fullImage`); `done` gets nil, or why it could
    /// not be copied.
    func copyImage(_ done: @escaping @MainActor (String?) -> Void) {
        fullImage { [picture] result in
            switch result {
            case .success(let texture):
                Clipboard.copy(texture, from: picture)
                done(nil)
            case .failure(let problem):
                done(problem.message)
            }
        }
    }

    /// The photo at full resolution when it can be decoded (else as shown), turned as it is on
    /// screen, for the clipboard and the printer; or why there is none. `done` is not called if
    /// another photo is chosen meanwhile.
    func fullImage(_ done: @escaping @MainActor (Result<Texture, ImageProblem>) -> Void) {
        guard let photo else { return done(.failure(ImageProblem(message: tr("Choose a photo first.")))) }
        _ = loader.load(photo.imageURL, fitting: nil) { [weak self] result in
            guard let self, self.photo == photo else { return } // another photo since: nothing to say
            switch (result, image.texture) {
            case (.success(let texture), _), (.failure, .some(let texture)):
                done(.success(texture.turned(by: image.quarterTurns)))
            case (.failure(let error), nil):
                done(.failure(ImageProblem(message: error.userMessage)))
            }
        }
    }

    /// The photo's context menu: what can be done with it, in sections.
    static var contextMenu: Menu {
        let sections: [[WindowAction]] = [
            [.favourite, .followPhotographer], [.copyImage, .saveAs, .openWith, .setAsBackground, .print],
            [.rotateClockwise, .rotateCounterclockwise], [.openOnFlickr]
        ]
        return Menu(sections: sections.map { $0.map { Menu.Item($0.title, action: $0.detailedName) } })
    }

    /// Turns the photo on screen by `quarters` clockwise (counter-clockwise when negative),
    /// fitted again; it keeps its turn while the window is open, and its file is unchanged.
    func turn(by quarters: Int) {
        guard let photo, state == .image, let texture = image.texture else { return }
        let turns = ((quarterTurns[photo.id] ?? 0) + quarters % 4 + 4) % 4
        quarterTurns[photo.id] = turns
        image.show(texture, quarterTurns: turns)
        decodeAgainIfNeeded(now: true) // its sides swapped, it fits the pane at another size
    }
}

/// Why the photo's image cannot be had, in the user's words.
struct ImageProblem: Error {
    let message: String
}
