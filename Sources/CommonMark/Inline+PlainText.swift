extension Inline {
    /// The text a reader sees, without markup: text and code content, breaks as spaces,
    /// recursing into emphasis, links and image descriptions. Raw HTML contributes nothing.
    package var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    func appendPlainText(to out: inout String) {
        switch kind {
        case .text(let s), .code(let s):
            out += s
        case .softBreak, .lineBreak:
            out += " "
        case .html:
            break
        case .emphasis(let children), .strong(let children),
             .link(_, _, let children), .image(_, _, let children):
            for child in children { child.appendPlainText(to: &out) }
        }
    }
}

extension Array where Element == Inline {
    /// The concatenated ``Inline/plainText`` of all elements.
    package var plainText: String {
        // A lone text or code span (most headings) is its own plain text: no new string.
        if count == 1, case .text(let s) = self[0].kind { return s }
        var out = ""
        for inline in self { inline.appendPlainText(to: &out) }
        return out
    }
}
