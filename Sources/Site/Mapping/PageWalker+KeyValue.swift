import Surfaces

/// Label/value lists → settings-style rows (``KeyValueRow``'s rule): each row is
/// `HStack(alignment: .firstTextBaseline) { Text(label); Spacer(); RichText(value, element: .span).foregroundStyle(.secondary) }`
/// in a ``DividedCard`` written as a list (`<ul class="divided-card list"><li>…</li></ul>`), so a screen reader
/// announces a list of N items as it does for every other Markdown list. Not a `<dl>`: a `<dl>`'s row groups may
/// hold only `<dt>`/`<dd>`, not the row's stack and spacer, and the list keeps one markup (and one stylesheet
/// rule for its dividers) for all of the walker's lists.
extension PageWalker {
    /// Writes a list's `Label: value` rows (``KeyValueRow/splitAll(_:)``).
    mutating func writeKeyValueRows(_ rows: [(label: String, value: [LayoutInline])]) {
        out.openListCard(.unordered)
        var first = true
        for (label, value) in rows {
            if !first { out.nextListRow() }
            first = false
            HStack.writeOpen(alignment: .firstTextBaseline, into: &out.buffer)
            Text.write(label, into: &out.buffer)
            Spacer.write(into: &out.buffer)
            RichText.writeOpenSpan(foreground: .secondary, into: &out.buffer)
            writeValue(value)
            RichText.writeCloseSpan(into: &out.buffer)
            HStack.writeClose(into: &out.buffer)
        }
        out.closeListCard(.unordered)
    }

    /// A value's runs: text, emphasis, strong and code (and links or images inside emphasis).
    private mutating func writeValue(_ inlines: [LayoutInline]) {
        for inline in inlines {
            switch inline {
            case .text(let text): out.text(text)
            case .strong(let inner):
                out.openStrong()
                writeValue(inner)
                out.closeStrong()
            case .emphasis(let inner):
                out.openEmphasis()
                writeValue(inner)
                out.closeEmphasis()
            case .code(let code): out.code(code)
            case .lineBreak: out.lineBreak()
            case .softBreak: out.softBreak()
            case .link(let href, let inner):  // only inside emphasis
                out.openLink(href)
                writeValue(inner)
                out.closeLink()
            case .image(let src, let alt): out.image(src: src, alt: alt)
            case .rawHTML: break  // not written in a value
            }
        }
    }
}
