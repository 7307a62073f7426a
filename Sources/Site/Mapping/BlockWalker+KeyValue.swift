import Surfaces

/// Label/value lists → settings-style rows (``KeyValueRow``'s rule): each row is
/// `HStack(alignment: .firstTextBaseline) { Text(label); Spacer(); RichText(value, element: .span).foregroundStyle(.secondary) }`
/// in a ``DividedCard`` written as a list (`<ul class="divided-card list"><li>…</li></ul>`), so a screen reader
/// announces a list of N items as it does for every other Markdown list. Not a `<dl>`: a `<dl>`'s row groups may
/// hold only `<dt>`/`<dd>`, not the row's stack and spacer, and the list keeps one markup (and one stylesheet
/// rule for its dividers) for all of the walker's lists.
extension BlockWalker {
    /// Writes a list's `Label: value` rows (``KeyValueRow/splitAll(_:)``).
    mutating func writeKeyValueRows(_ rows: [(label: String, value: [LayoutInline])]) {
        inline.out.openListCard(.unordered)
        var first = true
        for (label, value) in rows {
            if !first { inline.out.nextListRow() }
            first = false
            HStack.writeOpen(alignment: .firstTextBaseline, into: &inline.out.buffer)
            Text.write(label, into: &inline.out.buffer)
            Spacer.write(into: &inline.out.buffer)
            RichText.writeOpenSpan(foreground: .secondary, into: &inline.out.buffer)
            writeValue(value)
            RichText.writeCloseSpan(into: &inline.out.buffer)
            HStack.writeClose(into: &inline.out.buffer)
        }
        inline.out.closeListCard(.unordered)
    }

    /// A value's runs: text, emphasis, strong and code (and links or images inside emphasis).
    private mutating func writeValue(_ inlines: [LayoutInline]) {
        for run in inlines {
            switch run {
            case .text(let text): inline.out.text(text)
            case .strong(let inner):
                inline.out.openStrong()
                writeValue(inner)
                inline.out.closeStrong()
            case .emphasis(let inner):
                inline.out.openEmphasis()
                writeValue(inner)
                inline.out.closeEmphasis()
            case .code(let code): inline.out.code(code)
            case .lineBreak: inline.out.lineBreak()
            case .softBreak: inline.out.softBreak()
            case .link(let href, let inner):  // only inside emphasis
                inline.out.openLink(href)
                writeValue(inner)
                inline.out.closeLink()
            case .image(let src, let alt): inline.out.image(src: src, alt: alt)
            case .rawHTML: break  // not written in a value
            }
        }
    }
}
