import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// Copies a cmark node tree into Swift values, correcting inline positions.
struct TreeBuilder {
    var source: SourceText
    let lineOffset: Int
    /// Current container nesting; beyond ``maxDepth`` content is flattened to text so that
    /// pathological input (thousands of `>` or `*`) cannot exhaust the stack.
    private var depth = 0
    static let maxDepth = 64
    /// Build only headings, code blocks and the containers around them
    /// (see ``Markdown/parse(_:lineOffset:headingsOnly:)``).
    var headingsOnly = false
    /// Headings and links/images built so far (capacity hints for the document's walkers).
    private(set) var headingCount = 0
    private(set) var linkCount = 0

    init(source: SourceText, lineOffset: Int) {
        self.source = source
        self.lineOffset = lineOffset
    }

    /// Where the inline content of a paragraph or heading starts, for column correction.
    struct InlineContext {
        var firstLine: Int
        var firstColumn: Int
        var quoteDepth: Int
    }

    // MARK: Blocks

    mutating func blocks(in parent: OpaquePointer, quoteDepth: Int) -> [Block] {
        guard let first = cmark_node_first_child(parent) else { return [] }
        if cmark_node_next(first) == nil {
            // A lone child (most list items): a one-element array, allocated at its size.
            guard let block = block(first, quoteDepth: quoteDepth) else { return [] }
            return [block]
        }
        var result: [Block] = []
        if !headingsOnly { result.reserveCapacity(Self.count(from: first)) }
        var child: OpaquePointer? = first
        while let node = child {
            if let block = block(node, quoteDepth: quoteDepth) { result.append(block) }
            child = cmark_node_next(node)
        }
        return result
    }

    /// The number of siblings from `node` on (itself included): the exact capacity for their array.
    @inline(__always)
    static func count(from node: OpaquePointer) -> Int {
        var n = 1
        var next = cmark_node_next(node)
        while let sibling = next {
            n += 1
            next = cmark_node_next(sibling)
        }
        return n
    }

    private func blockPosition(_ node: OpaquePointer) -> SourcePosition {
        SourcePosition(line: Int(cmark_node_get_start_line(node)) + lineOffset,
                       column: Int(cmark_node_get_start_column(node)))
    }

    private mutating func block(_ node: OpaquePointer, quoteDepth: Int) -> Block? {
        let type = cmark_node_get_type(node)
        if headingsOnly && type != CMARK_NODE_HEADING && type != CMARK_NODE_LIST && type != CMARK_NODE_BLOCK_QUOTE
            && type != CMARK_NODE_CODE_BLOCK {
            return nil
        }
        let position = blockPosition(node)
        if depth >= Self.maxDepth, type == CMARK_NODE_LIST || type == CMARK_NODE_BLOCK_QUOTE {
            return Block(kind: .paragraph([Inline(kind: .text(Self.flatText(node)), position: position)]),
                         position: position)
        }
        depth += 1
        defer { depth -= 1 }
        let kind: BlockKind
        switch type {
        case CMARK_NODE_PARAGRAPH:
            kind = .paragraph(inlines(of: node, context: context(node, quoteDepth: quoteDepth)))
        case CMARK_NODE_HEADING:
            headingCount += 1
            kind = .heading(level: Int(cmark_node_get_heading_level(node)),
                            inlines: inlines(of: node, context: context(node, quoteDepth: quoteDepth)))
        case CMARK_NODE_LIST:
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            var items: [ListItem] = []
            var child = cmark_node_first_child(node)
            if let first = child { items.reserveCapacity(Self.count(from: first)) }
            while let item = child {
                items.append(ListItem(blocks: blocks(in: item, quoteDepth: quoteDepth), position: blockPosition(item)))
                child = cmark_node_next(item)
            }
            kind = .list(ordered: ordered,
                         start: ordered ? Int(cmark_node_get_list_start(node)) : 1,
                         tight: cmark_node_get_list_tight(node) != 0,
                         items: items)
        case CMARK_NODE_BLOCK_QUOTE:
            kind = .blockQuote(blocks(in: node, quoteDepth: quoteDepth + 1))
        case CMARK_NODE_CODE_BLOCK:
            kind = .codeBlock(info: Self.string(cmark_node_get_fence_info(node)),
                              literal: Self.string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_BLOCK:
            kind = .htmlBlock(Self.string(cmark_node_get_literal(node)))
        case CMARK_NODE_THEMATIC_BREAK:
            kind = .thematicBreak
        default:
            return nil
        }
        return Block(kind: kind, position: position)
    }

    private func context(_ node: OpaquePointer, quoteDepth: Int) -> InlineContext {
        InlineContext(firstLine: Int(cmark_node_get_start_line(node)),
                      firstColumn: Int(cmark_node_get_start_column(node)),
                      quoteDepth: quoteDepth)
    }

    // MARK: Inlines

    mutating func inlines(of parent: OpaquePointer, context: InlineContext) -> [Inline] {
        guard let first = cmark_node_first_child(parent) else { return [] }
        var last = SourcePosition(line: context.firstLine + lineOffset, column: context.firstColumn)
        if cmark_node_next(first) == nil, cmark_node_get_type(first) == CMARK_NODE_TEXT {
            // A lone text run (most headings, link texts and emphasis): a one-element array.
            guard let literal = cmark_node_get_literal(first), literal.pointee != 0 else { return [] }
            return [Inline(kind: .text(Self.string(literal)), position: position(first, context: context) ?? last)]
        }
        var result: [Inline] = []
        result.reserveCapacity(Self.count(from: first))
        var child: OpaquePointer? = first
        var pending = PendingText(position: last)
        while let node = child {
            child = cmark_node_next(node)
            if cmark_node_get_type(node) == CMARK_NODE_TEXT {
                guard let literal = cmark_node_get_literal(node), literal.pointee != 0 else { continue }
                let position = position(node, context: context) ?? last
                last = position
                pending.add(literal, at: position)
                continue
            }
            guard let inline = inline(node, context: context, fallback: last) else { continue }
            if case .text(let text) = inline.kind {
                // Content flattened beyond `maxDepth` joins the text around it.
                if text.isEmpty { continue }
                last = inline.position
                pending.add(text, at: inline.position)
                continue
            }
            pending.flush(into: &result)
            last = inline.position
            result.append(inline)
        }
        pending.flush(into: &result)
        return result
    }

    /// cmark splits text at brackets, escapes and entities: adjacent runs are merged into one `.text`. A
    /// pending text is either one run still in cmark's memory (`single`, the common case: one `String` made
    /// straight from cmark's bytes) or, once a second run arrives, the runs' bytes in `merged`.
    private struct PendingText {
        var isPending = false
        var single: UnsafePointer<CChar>? = nil
        var merged: [UInt8] = []
        var position: SourcePosition

        init(position: SourcePosition) { self.position = position }

        /// Adds a run of cmark's text at `position`.
        mutating func add(_ literal: UnsafePointer<CChar>, at position: SourcePosition) {
            if !isPending {
                isPending = true
                single = literal
                self.position = position
            } else {
                if let run = single { TreeBuilder.append(run, to: &merged); single = nil }
                TreeBuilder.append(literal, to: &merged)
            }
        }

        /// Adds text made from an inline (content flattened beyond `maxDepth`) at `position`.
        mutating func add(_ text: String, at position: SourcePosition) {
            if !isPending {
                isPending = true
                self.position = position
            } else if let run = single {
                TreeBuilder.append(run, to: &merged)
                single = nil
            }
            merged.append(contentsOf: text.utf8)
        }

        /// Appends the pending text, if any, to `result` as one `.text` inline.
        mutating func flush(into result: inout [Inline]) {
            guard isPending else { return }
            result.append(TreeBuilder.textInline(single, merged: &merged, position: position))
            isPending = false
            single = nil
        }
    }

    /// The `.text` inline of a pending run: `single` when set, else the bytes in `merged` (then emptied).
    private static func textInline(_ single: UnsafePointer<CChar>?, merged: inout [UInt8],
                                   position: SourcePosition) -> Inline {
        if let single { return Inline(kind: .text(string(single)), position: position) }
        let text = String(decoding: merged, as: UTF8.self)
        merged.removeAll(keepingCapacity: true)
        return Inline(kind: .text(text), position: position)
    }

    /// Appends the bytes of a NUL-terminated C string.
    private static func append(_ pointer: UnsafePointer<CChar>, to bytes: inout [UInt8]) {
        let count = strlen(pointer)
        pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
    }

    private mutating func inline(_ node: OpaquePointer, context: InlineContext, fallback: SourcePosition) -> Inline? {
        let type = cmark_node_get_type(node)
        if depth >= Self.maxDepth, type == CMARK_NODE_EMPH || type == CMARK_NODE_STRONG
            || type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
            return Inline(kind: .text(Self.flatText(node)), position: position(node, context: context) ?? fallback)
        }
        depth += 1
        defer { depth -= 1 }
        let kind: InlineKind
        switch type {
        case CMARK_NODE_SOFTBREAK:
            return Inline(kind: .softBreak, position: fallback)
        case CMARK_NODE_LINEBREAK:
            return Inline(kind: .lineBreak, position: fallback)
        case CMARK_NODE_CODE:
            kind = .code(Self.string(cmark_node_get_literal(node)))
            // cmark 0.30 reports a code span's column after its opening backticks.
            if var position = bytePosition(node, context: context) {
                let line = position.line - lineOffset
                while position.column > 1, source.byte(line: line, column: position.column - 1) == 0x60 {
                    position.column -= 1
                }
                return Inline(kind: kind, position: characterPosition(position))
            }
        case CMARK_NODE_HTML_INLINE:
            kind = .html(Self.string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH:
            kind = .emphasis(inlines(of: node, context: context))
        case CMARK_NODE_STRONG:
            kind = .strong(inlines(of: node, context: context))
        case CMARK_NODE_LINK:
            linkCount += 1
            kind = .link(destination: Self.string(cmark_node_get_url(node)),
                         title: Self.string(cmark_node_get_title(node)),
                         children: inlines(of: node, context: context))
            return Inline(kind: kind, position: openerPosition(node, image: false, context: context, fallback: fallback))
        case CMARK_NODE_IMAGE:
            linkCount += 1
            kind = .image(source: Self.string(cmark_node_get_url(node)),
                          title: Self.string(cmark_node_get_title(node)),
                          alt: inlines(of: node, context: context))
            return Inline(kind: kind, position: openerPosition(node, image: true, context: context, fallback: fallback))
        default:
            return nil
        }
        return Inline(kind: kind, position: position(node, context: context) ?? fallback)
    }

    // MARK: Strings

    /// The text of a whole subtree, gathered without recursion (used beyond ``maxDepth``).
    static func flatText(_ root: OpaquePointer) -> String {
        var out = ""
        guard let iterator = cmark_iter_new(root) else { return out }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                out += string(cmark_node_get_literal(node))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
                if !out.isEmpty, out.utf8.last != 0x20 { out += " " }
            default:
                break
            }
        }
        return out
    }

    /// Copies a NUL-terminated C string from cmark (nil becomes "").
    @inline(__always)
    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        let count = strlen(pointer)
        if count == 0 { return "" }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }
}
