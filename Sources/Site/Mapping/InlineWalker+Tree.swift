import CommonMark
import Surfaces

/// Questions ``InlineWalker`` asks of inlines before it writes them (their plain text, whether they show
/// anything), inlines as layout values for ``KeyValueRow``, and the anchors of raw HTML that is not shown
/// (queued where the HTML was, written at the next place that can hold them).
extension InlineWalker {
    /// Appends the plain text (text and code, breaks as spaces, markup and raw HTML left out) of inlines from `first` on, up to `end` (exclusive).
    static func appendPlainText(_ first: UnsafeMarkdownNode?, until end: UnsafeMarkdownNode? = nil,
                                to bytes: inout [UInt8], depth: Int) throws(TooDeep) {
        if depth > WalkPosition.maxNesting { throw TooDeep(first) }
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

    /// Whether a paragraph has an inline the mapping keeps (cmark may leave empty text nodes; raw HTML is
    /// dropped unless the site opts in). A link with nothing to show inside is kept when it resolves, an image
    /// without a description when its source does (their problems are reported where the paragraph is walked,
    /// or by ``BlockWalker/reportLinks(ofUnmapped:single:)`` when it shows nothing).
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
                if keepsRawHTML { return true }
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
            case .htmlInline: if keepsRawHTML { return true }
            default: return true
            }
            child = node.next
        }
        return false
    }

    /// Inlines as the mapping keeps them (adjacent text merged, links and images resolved, raw HTML kept only
    /// when the site opts in).
    mutating func layoutInlines(_ first: UnsafeMarkdownNode?, depth: Int) throws(TooDeep) -> [LayoutInline] {
        if depth > WalkPosition.maxNesting { throw TooDeep(first) }
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
                if keepsRawHTML { result.append(.rawHTML(GFMTagFilter.filtered(String(decoding: node.literal, as: UTF8.self)))) }
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

    /// Queues the anchors of a dropped HTML node (written by ``writePendingAnchors()``).
    mutating func queueAnchors(of node: UnsafeMarkdownNode) {
        anchors?.queue(anchorsOf: node.literal)
    }

    /// Queues the anchors of the dropped raw HTML among inlines from `first` on (and inside their emphasis,
    /// links and images).
    mutating func queueInlineAnchors(_ first: UnsafeMarkdownNode?, depth: Int = 0) {
        guard anchors != nil, depth <= WalkPosition.maxNesting else { return }
        var child = first
        while let node = child {
            child = node.next
            switch node.kind {
            case .htmlInline: queueAnchors(of: node)
            case .emphasis, .strong, .link, .image: queueInlineAnchors(node.firstChild, depth: depth + 1)
            default: break
            }
        }
    }

    /// Writes the queued anchors here (``RawHTMLAnchorQueue/writePending(into:)``).
    @inline(__always)
    mutating func writePendingAnchors() {
        anchors?.writePending(into: &out)
    }
}
