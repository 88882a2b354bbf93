/// The header row of a section in a list: its title, read as a heading by assistive
/// technologies; it can be neither activated nor selected.
enum SectionHeader {
    @MainActor
    static func row() -> RowView<SectionRow> {
        let title = Label(heading: "", level: 2)
        title.alignStart()
        title.setMargins(6)
        title.addCSSClass("dim-label")
        return RowView(content: title) { row in
            title.text = MainActor.assumeIsolated { row.section.header ?? "" }
            return title.text
        }
    }
}
