import CommonMark

/// Questions ``PageWalker`` asks of cmark's tree before it writes: plain text, whether a block maps to
/// anything, a list item's leading link, a plain list as layout rows (for ``KeyValueRow``).
extension PageWalker {
    /// Appends the plain text (text and code, breaks as spaces, markup and raw HTML left out) of inlines from `first` on, up to `end` (exclusive).
    static func appendPlainText(_ first: UnsafeMarkdownNode?, until end: UnsafeMarkdownNode? = nil,
                                to bytes: inout [UInt8], depth: Int) throws(TooDeep) {
        if depth > maxNesting { throw TooDeep(first) }
        var child = first
        while let node = child, node != end {
            child = node.next
            switch node.kind {
            case .text, .code:
                bytes.append(contentsOf: node.literal)
            case .softBreak, .lineBreak:
                bytes.append(UInt8(ascii: " "))
            case .emphasis, .strong, .link, .image, .strikethrough:
                try appendPlainText(node.firstChild, to: &bytes, depth: depth + 1)
            default:
                break  // raw HTML has no text
            }
        }
    }

    /// The first word of a fence's info string (words end at a space, a tab or `{`).
    static func language(_ info: UnsafeBufferPointer<UInt8>) -> String? {
        var end = 0
        while end < info.count, info[end] != 32, info[end] != 9, info[end] != UInt8(ascii: "{") { end += 1 }
        if end == 0 {  // the first word is after leading separators
            var start = 0
            while start < info.count, info[start] == 32 || info[start] == 9 || info[start] == UInt8(ascii: "{") { start += 1 }
            end = start
            while end < info.count, info[end] != 32, info[end] != 9, info[end] != UInt8(ascii: "{") { end += 1 }
            return start == end ? nil : String(decoding: UnsafeBufferPointer(rebasing: info[start..<end]), as: UTF8.self)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: info[..<end]), as: UTF8.self)
    }

    /// Whether a paragraph has an inline the mapping keeps (cmark may leave empty text nodes; raw HTML is
    /// dropped unless the site opts in). A link with nothing to show inside is kept when it resolves, an image
    /// without a description when its source does (their problems are reported where the paragraph is walked,
    /// or by ``reportLinks(ofUnmapped:single:)`` when it shows nothing).
    mutating func mapsToSomething(_ paragraph: UnsafeMarkdownNode) throws(TooDeep) -> Bool {
        var child = paragraph.firstChild
        while let node = child {
            switch node.kind {
            case .text:
                if !node.literal.isEmpty { return true }
            case .link:
                if try mapsToSomething(from: node.firstChild) || resolves(node) { return true }
            case .image:
                if hasDescription(node) || resolvesImage(node) { return true }
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
    mutating func mapsToSomething(from first: UnsafeMarkdownNode?) throws(TooDeep) -> Bool {
        var child = first
        while let node = child {
            switch node.kind {
            case .text: if !node.literal.isEmpty { return true }
            case .link: if try mapsToSomething(from: node.firstChild) { return true }
            case .image: if hasDescription(node) || resolvesImage(node) { return true }
            case .htmlInline: if settings.rawHTML { return true }
            default: return true
            }
            child = node.next
        }
        return false
    }

    /// Whether a quote's blocks map to anything (an empty quote is left out).
    mutating func holdsContent(_ quote: UnsafeMarkdownNode) throws(TooDeep) -> Bool {
        var child = quote.firstChild
        while let node = child {
            switch node.kind {
            case .thematicBreak: break
            case .paragraph: if try mapsToSomething(node) { return true }
            case .htmlBlock: if settings.rawHTML { return true }
            case .heading, .list, .blockQuote, .codeBlock, .table: return true
            default: break
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

    /// A list of plain items for ``KeyValueRow/splitAll(_:)``: each item's one paragraph that shows something
    /// as ``LayoutInline``s (its links and images resolved), the links of its other paragraphs
    /// checked, in order.
    mutating func plainRows(_ list: UnsafeMarkdownNode) throws(TooDeep) -> [[LayoutInline]] {
        var rows: [[LayoutInline]] = []
        var item = list.firstChild
        while let current = item {
            item = current.next
            let kept = try mappedBlocks(from: current.firstChild).first
            var inlines: [LayoutInline] = []
            var block = current.firstChild
            while let node = block {
                block = node.next
                if node == kept {
                    inlineBlock = node
                    inlines = try layoutInlines(node.firstChild, depth: nesting)
                } else {
                    try reportLinks(ofUnmapped: node, single: true)
                }
            }
            rows.append(inlines)
        }
        return rows
    }

    /// Inlines as the mapping keeps them (adjacent text merged, links and images resolved, raw HTML kept only
    /// when the site opts in).
    mutating func layoutInlines(_ first: UnsafeMarkdownNode?, depth: Int) throws(TooDeep) -> [LayoutInline] {
        if depth > Self.maxNesting { throw TooDeep(first) }
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
            case .htmlInline:  // dropped unless opted in, but the texts around it stay two runs
                if settings.rawHTML { result.append(.rawHTML(GFMTagFilter.filtered(String(decoding: node.literal, as: UTF8.self)))) }
            case .softBreak: result.append(.softBreak)
            case .lineBreak: result.append(.lineBreak)
            case .code: result.append(.code(String(decoding: node.literal, as: UTF8.self)))
            case .emphasis: result.append(.emphasis(try layoutInlines(node.firstChild, depth: depth + 1)))
            case .strong: result.append(.strong(try layoutInlines(node.firstChild, depth: depth + 1)))
            case .strikethrough: result.append(contentsOf: try layoutInlines(node.firstChild, depth: depth + 1))
            case .link:
                let target = resolve(node)
                let href: String? = switch target {
                case .bytes: String(decoding: links.href, as: UTF8.self)
                case .string(let href): href
                case .dropped: nil
                }
                let children = try layoutInlines(node.firstChild, depth: depth + 1)
                if let href { result.append(.link(href: href, children)) } else { result.append(contentsOf: children) }
            case .image:
                let source = try resolveImage(node)
                try resolveLinks(in: node.firstChild, depth: depth + 1)
                scratch.removeAll(keepingCapacity: true)
                try Self.appendPlainText(node.firstChild, to: &scratch, depth: depth + 1)
                let alt = String(decoding: scratch, as: UTF8.self)
                if let source {
                    result.append(.image(src: source, alt: alt))
                } else if hasDescription(node) {
                    result.append(.text(alt))
                }
            default:
                break
            }
        }
        if pending { result.append(.text(String(decoding: text, as: UTF8.self))) }
        return result
    }
}
