import CommonMark

/// Questions ``DirectPageWriter`` asks of cmark's tree before it writes: plain text, whether a block maps to
/// anything, a list item's leading link, a plain list as layout rows (for ``KeyValueRow``).
extension DirectPageWriter {
    /// Appends the plain text (``Inline/plainText``) of inlines from `first` on, up to `end` (exclusive).
    static func appendPlainText(_ first: UnsafeMarkdownNode?, until end: UnsafeMarkdownNode? = nil,
                                to bytes: inout [UInt8], depth: Int) throws(Unsupported) {
        if depth > maxNesting { throw Unsupported() }
        var child = first
        while let node = child, node != end {
            child = node.next
            switch node.kind {
            case .text, .code:
                bytes.append(contentsOf: node.literal)
            case .softBreak, .lineBreak:
                bytes.append(UInt8(ascii: " "))
            case .emphasis, .strong, .link, .image:
                try appendPlainText(node.firstChild, to: &bytes, depth: depth + 1)
            case .htmlInline:
                break
            default:
                throw Unsupported()
            }
        }
    }

    /// The first word of a fence's info string (``PageMapper/language(_:)``).
    static func language(_ info: UnsafeBufferPointer<UInt8>) -> String? {
        info.isEmpty ? nil : PageMapper.language(String(decoding: info, as: UTF8.self))
    }

    /// Whether a paragraph has an inline the mapping keeps (cmark may leave empty text nodes; raw HTML is
    /// dropped unless the site opts in). A link with no text of its own is kept only when it resolves, an image
    /// without alt text only when its source does: both left to the general route.
    func mapsToSomething(_ paragraph: UnsafeMarkdownNode) throws(Unsupported) -> Bool {
        var child = paragraph.firstChild
        while let node = child {
            switch node.kind {
            case .text:
                if !node.literal.isEmpty { return true }
            case .link:
                if try mapsToSomething(from: node.firstChild) { return true }
                throw Unsupported()
            case .image:
                if node.firstChild == nil { throw Unsupported() }
                return true
            case .htmlInline:
                if settings.rawHTML { return true }
            default:
                return true
            }
            child = node.next
        }
        return false
    }

    /// Whether inlines from `first` on map to anything once links are flattened to their text.
    func mapsToSomething(from first: UnsafeMarkdownNode?) throws(Unsupported) -> Bool {
        var child = first
        while let node = child {
            switch node.kind {
            case .text: if !node.literal.isEmpty { return true }
            case .link: if try mapsToSomething(from: node.firstChild) { return true }
            case .image: if node.firstChild == nil { throw Unsupported() } else { return true }
            case .htmlInline: if settings.rawHTML { return true }
            default: return true
            }
            child = node.next
        }
        return false
    }

    /// Whether a quote's blocks map to anything (an empty quote is left out).
    func holdsContent(_ quote: UnsafeMarkdownNode) throws(Unsupported) -> Bool {
        var child = quote.firstChild
        while let node = child {
            switch node.kind {
            case .thematicBreak: break
            case .paragraph: if try mapsToSomething(node) { return true }
            case .htmlBlock: if settings.rawHTML { return true }
            case .heading, .list, .blockQuote, .codeBlock: return true
            default: throw Unsupported()
            }
            child = node.next
        }
        return false
    }

    /// The link a list item's paragraph starts with (after blank text), if any.
    static func leadingLink(_ paragraph: UnsafeMarkdownNode) -> UnsafeMarkdownNode? {
        var child = paragraph.firstChild
        while let node = child {
            switch node.kind {
            case .text:
                for byte in node.literal where !(byte == 32 || byte == 9 || byte == 10 || byte == 13) { return nil }
            case .link:
                return node
            default:
                return nil
            }
            child = node.next
        }
        return nil
    }

    /// A list of plain items as layout rows, for ``KeyValueRow/qualifies(_:)``.
    func plainRows(_ list: UnsafeMarkdownNode) throws(Unsupported) -> [LayoutRow] {
        var rows: [LayoutRow] = []
        var item = list.firstChild
        while let current = item {
            item = current.next
            guard let paragraph = try mappedBlocks(from: current.firstChild).first else { throw Unsupported() }
            rows.append(.content([.paragraph(try Self.layoutInlines(paragraph.firstChild, depth: 0,
                                                                    rawHTML: settings.rawHTML))]))
        }
        return rows
    }

    /// Inlines as ``PageMapper`` maps them, for plain text, emphasis, code and breaks (adjacent text merged).
    static func layoutInlines(_ first: UnsafeMarkdownNode?, depth: Int, rawHTML: Bool) throws(Unsupported) -> [LayoutInline] {
        if depth > maxNesting { throw Unsupported() }
        var result: [LayoutInline] = []
        var text: [UInt8] = []
        var pending = false
        var child = first
        while let node = child {
            child = node.next
            if node.kind == .text {
                let literal = node.literal
                if literal.isEmpty { continue }
                text.append(contentsOf: literal)
                pending = true
                continue
            }
            if pending {
                result.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll(keepingCapacity: true)
                pending = false
            }
            switch node.kind {
            case .htmlInline where !rawHTML: break  // dropped, but the texts around it stay two runs
            case .softBreak: result.append(.softBreak)
            case .lineBreak: result.append(.lineBreak)
            case .code: result.append(.code(String(decoding: node.literal, as: UTF8.self)))
            case .emphasis: result.append(.emphasis(try layoutInlines(node.firstChild, depth: depth + 1, rawHTML: rawHTML)))
            case .strong: result.append(.strong(try layoutInlines(node.firstChild, depth: depth + 1, rawHTML: rawHTML)))
            default: throw Unsupported()  // links, images, raw HTML
            }
        }
        if pending { result.append(.text(String(decoding: text, as: UTF8.self))) }
        return result
    }
}
