/// A task list row (`- [ ] to do`, `- [x] done`): a read-only checkbox showing the item's state, labelled by
/// the row's text, which follows it inside the label.
///
/// Markup: `<label class="task"><input type="checkbox" disabled checked><span class="task-text">…</span></label>`
/// (`checked` only for a done item); the text's runs are written between ``writeOpen(checked:into:)`` and
/// ``writeClose(into:)``. The theming hook is `task`.
public enum TaskRow {
    /// Opens the label, writes the checkbox and opens the text.
    @inlinable
    public static func writeOpen(checked: Bool, into buffer: inout HTMLBuffer) {
        if checked {
            buffer.write("<label class=\"task\"><input type=\"checkbox\" disabled checked><span class=\"task-text\">")
        } else {
            buffer.write("<label class=\"task\"><input type=\"checkbox\" disabled><span class=\"task-text\">")
        }
    }

    /// Closes the text and the label.
    @inlinable
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</span></label>") }
}
