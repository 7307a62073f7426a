/// Rows in a rounded material card with a divider between rows and none after the last.
/// Renders NOTHING when its content has no subviews.
///
/// Markup: `<div class="divided-card">row<hr class="divider">row</div>` — N rows, N−1 dividers. As a list
/// (``ListForm``, the page walker's Markdown lists): `<ul class="divided-card list"><li>row</li>…</ul>` or
/// `<ol class="divided-card list" start="3">…</ol>`, the dividers drawn between the `<li>` rows by the
/// stylesheet (an `<hr>` may not sit between list items) and an ordered list's numbers shown as its markers.
public struct DividedCard<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates a card from rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the card, or nothing for empty content.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        context.renderLazily(view.content, in: DividedCardContainer())
    }

    /// One subview — or none when the card has no rows, so a section holding only an
    /// empty card counts as empty (as the seed's `Group(subviews:)` body would).
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        if !_RenderContext.isEmpty(view.content) { visitor.visit(view) }
    }
}

@usableFromInline struct DividedCardContainer: LazyContainer {
    @usableFromInline var wrapped = false
    @usableFromInline var saved: _RenderContext.Saved?
    @usableFromInline init() {}

    @inlinable mutating func open(_ context: inout _RenderContext) {
        if context.hasPending {
            wrapped = context.openElement(.div, class: DividedCard<Never>.className, ownLayer: StyleLayer.clip)
            context.finishStartTag()
        } else {
            DividedCard<Never>.writeOpen(into: &context.buffer)
        }
        saved = context.takePending()
        context.phrasing = false
    }

    @inlinable func between(_ context: inout _RenderContext) {
        DividedCard<Never>.writeDivider(into: &context.buffer)
    }

    @inlinable func close(_ context: inout _RenderContext) {
        if let saved { context.restore(saved) }
        context.closeElement(.div, wrapped: wrapped)
    }
}

// MARK: Markup

/// The card's markup, written by its view and by renderers that write bytes directly (the site's page walker):
/// the one place it is spelled.
extension DividedCard where Content == Never {
    /// The card's class, the theming hook.
    @usableFromInline static let className = "divided-card"

    /// Opens the card without modifiers (write it only when at least one row follows).
    @inlinable
    public static func writeOpen(into buffer: inout HTMLBuffer) { buffer.write("<div class=\"divided-card\">") }

    /// The divider between two rows (a ``Divider``).
    @inlinable
    public static func writeDivider(into buffer: inout HTMLBuffer) { Divider.writeRule(into: &buffer) }

    /// Closes the card.
    @inlinable
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</div>") }

    /// The semantic list a card of rows can be.
    public enum ListForm: Equatable, Sendable {
        /// `<ul>`: rows without numbers.
        case unordered
        /// `<ol start=…>`: numbered rows, counting from `start`.
        case ordered(start: Int)
    }

    /// Opens the card as a list (write it only when at least one row follows) and its first row.
    @inlinable
    public static func writeOpenList(_ form: ListForm, into buffer: inout HTMLBuffer) {
        switch form {
        case .unordered:
            buffer.write("<ul class=\"divided-card list\"><li>")
        case .ordered(let start):
            buffer.write("<ol class=\"divided-card list\"")
            if start != 1 {
                buffer.write(" start=\"")
                buffer.write(int: start)
                buffer.write(byte: UInt8(ascii: "\""))
            }
            buffer.write("><li>")
        }
    }

    /// Ends a row of a list card and starts the next (the divider between them is the stylesheet's).
    @inlinable
    public static func writeNextListRow(into buffer: inout HTMLBuffer) { buffer.write("</li><li>") }

    /// Closes the last row and the list card.
    @inlinable
    public static func writeCloseList(_ form: ListForm, into buffer: inout HTMLBuffer) {
        buffer.write(form == .unordered ? "</li></ul>" : "</li></ol>")
    }
}
