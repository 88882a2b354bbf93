import ListDiff

/// A section controller that shows its object as view models, after IGListKit's
/// `ListBindingSectionController`: `viewModels(for:)` maps the object to diffable view models,
/// one a row; when the object changes, or `update()` says the section's own state did, the
/// view models are diffed and only the rows whose view model changed are rebound (each row's
/// content is a `RowView`, IGListKit's `ListBindable`).
@MainActor
open class ListBindingSectionController<Object: Diffable, ViewModel: Diffable>: ListSectionController
where ViewModel.Identifier: LosslessStringConvertible {
    /// The section's object.
    public private(set) var object: Object?
    /// The rows' view models, as listed last.
    public private(set) var viewModels: [ViewModel] = []

    /// The section's rows for `object` (repeated identities are left out).
    open func viewModels(for object: Object) -> [ViewModel] { [] }

    /// The kind of a view model's row: rows of one kind share their content's make-up. Asked
    /// when GTK builds the row, of the view model it was listed with.
    open func kind(of viewModel: ViewModel) -> AnyHashable { 0 }

    /// New content for rows of `kind`; it shows any view model of that kind.
    open func makeRow(forKind kind: AnyHashable) -> RowView<ViewModel> {
        preconditionFailure("\(type(of: self)) has rows, so it makes their content")
    }

    /// Whether `viewModel`'s row can be activated (a row that only holds other controls cannot);
    /// all can by default. Asked when GTK builds the row, of the view model it was listed with.
    open func isActivatable(_ viewModel: ViewModel) -> Bool { true }

    /// A person activated the row of `viewModel`.
    open func didSelect(_ viewModel: ViewModel) {}

    /// Takes the view models again (the section's own state changed) and asks the adapter to
    /// show them.
    public func update() {
        refresh()
        reloadRows()
    }

    public override func didUpdate(to object: any Diffable) {
        self.object = object as? Object
        refresh()
    }

    /// The view models' identities as text, in order: the rows' keys.
    private var keys: [String] = []
    /// The keys last checked for repeats by hashing them (without a repeat, or with the repeats
    /// left out).
    private var checkedKeys: [String] = []

    private func refresh() {
        let made = object.map(viewModels(for:)) ?? []
        let keys = made.rowKeys
        // The usual section repeats no identity: that is checked on the keys, as text, rather
        // than on the view models' identities through generic witnesses, costly in a long
        // section. Keys that are ones without repeats with some left out (a search narrowed the
        // section, or was given back) repeat none either, which comparing them in order tells
        // without hashing one.
        if keys.isInOrder(in: self.keys) || keys.isInOrder(in: checkedKeys) {
            (viewModels, self.keys) = (made, keys)
        } else if Deduplicated(keys).duplicates.isEmpty {
            (viewModels, self.keys, checkedKeys) = (made, keys, keys)
        } else {
            viewModels = Deduplicated(made).items
            self.keys = viewModels.rowKeys
            checkedKeys = self.keys
        }
    }

    /// One row for each view model.
    public override var numberOfRows: Int { viewModels.count }
    public override func rowKey(at index: Int) -> String { keys[index] }
    override func rowKeys() -> [String] { keys }
    /// The view models repeat no identity (`refresh` left repeats out).
    override var rowKeysAreUnique: Bool { true }
    public override func rowKind(at index: Int) -> AnyHashable { kind(of: viewModels[index]) }
    /// Asks `isActivatable(_:)` about the row's view model.
    public override func isRowActivatable(at index: Int) -> Bool { isActivatable(viewModels[index]) }
    public override func didSelectRow(at index: Int) { didSelect(viewModels[index]) }

    public override func makeRow(kind: AnyHashable) -> RowView<SectionRow> {
        let view = makeRow(forKind: kind)
        return RowView(content: view.content, isExpanded: { view.isExpanded($0.viewModel(ViewModel.self)) }) { row in
            view.bind(row.viewModel(ViewModel.self))
        }
    }

    override func rowContents() -> RowContents {
        ViewModelRows(viewModels, kind: { [self] in kind(of: $0) }, isActivatable: { [self] in isActivatable($0) })
    }
}

/// A section's view models as listed: rows compare by them, bind from them, and have the kind
/// and activation their controller gives them (asked only of the rows GTK builds, not of every
/// row of a long list at every update).
final class ViewModelRows<ViewModel: Diffable>: RowContents {
    let viewModels: [ViewModel]
    private let kind: (ViewModel) -> AnyHashable
    private let activatable: (ViewModel) -> Bool

    init(_ viewModels: [ViewModel], kind: @escaping (ViewModel) -> AnyHashable, isActivatable: @escaping (ViewModel) -> Bool) {
        self.viewModels = viewModels
        self.kind = kind
        activatable = isActivatable
    }

    func isContentEqual(_ index: Int, to other: RowContents, _ otherIndex: Int) -> Bool {
        guard let other = other as? ViewModelRows<ViewModel> else { return false }
        return Self.areIdentical(viewModels, index, other.viewModels, otherIndex)
            || viewModels[index].isContentEqual(to: other.viewModels[otherIndex])
    }

    /// Whether two view models are the same bytes (the same value, copied: a row a search kept),
    /// which shows the same. Read in place: through the generic code (one for every type of view
    /// model), comparing them copied both first, and a search's keystroke compares tens of
    /// thousands. Not isolated, so its closures do not check the thread.
    private nonisolated static func areIdentical(_ first: [ViewModel], _ index: Int, _ second: [ViewModel], _ otherIndex: Int) -> Bool {
        first.withUnsafeBytes { first in
            second.withUnsafeBytes { second in
                let (stride, size) = (MemoryLayout<ViewModel>.stride, MemoryLayout<ViewModel>.size)
                return first[index * stride..<index * stride + size].elementsEqual(second[otherIndex * stride..<otherIndex * stride + size])
            }
        }
    }

    func kind(at index: Int) -> AnyHashable { kind(viewModels[index]) }
    func isActivatable(at index: Int) -> Bool { activatable(viewModels[index]) }
}

extension SectionRow {
    /// The view model this row was listed with (a row of a `ListBindingSectionController` of
    /// view models of `type`).
    @MainActor public func viewModel<ViewModel: Diffable>(_ type: ViewModel.Type) -> ViewModel {
        (section.contents as! ViewModelRows<ViewModel>).viewModels[index!]
    }
}
