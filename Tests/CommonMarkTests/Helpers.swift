import CommonMark

/// Every link and image in document order with its position: `"[text](url)@line:col"`.
func linkPositions(_ document: MarkdownDocument) -> [String] {
    var out: [String] = []
    func visit(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline.kind {
            case .link(let destination, _, let children):
                out.append("[\(children.plainText)](\(destination))@\(inline.position)")
                visit(children)
            case .image(let source, _, let alt):
                out.append("![\(alt.plainText)](\(source))@\(inline.position)")
            case .emphasis(let children), .strong(let children):
                visit(children)
            default:
                break
            }
        }
    }
    func visit(_ blocks: [Block]) {
        for block in blocks {
            switch block.kind {
            case .heading(_, let inlines), .paragraph(let inlines): visit(inlines)
            case .list(_, _, _, let items): for item in items { visit(item.blocks) }
            case .blockQuote(let children): visit(children)
            default: break
            }
        }
    }
    visit(document.blocks)
    return out
}

extension Block {
    var inlines: [Inline] {
        switch kind {
        case .heading(_, let inlines), .paragraph(let inlines): return inlines
        default: return []
        }
    }
    var listItems: [ListItem] {
        if case .list(_, _, _, let items) = kind { return items }
        return []
    }
}
