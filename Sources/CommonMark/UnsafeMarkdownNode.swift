import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// A read-only view of one node of cmark's tree, valid only inside the closure given to
/// ``Markdown/withUnsafeTree(_:_:)`` — like the pointer of `withUnsafeBytes`, it must not be stored or
/// returned from there, and neither may the bytes it hands out (they live in the parser's memory).
///
/// It is the one view of a page's Markdown: phase 1 reads its outline from it and the page walker writes the
/// page straight from it, nothing being copied into Swift values first. No C type appears in its API.
package struct UnsafeMarkdownNode: Equatable {
    let node: OpaquePointer

    fileprivate init(_ node: OpaquePointer) { self.node = node }

    /// The kinds of node.
    package enum Kind: Equatable {
        case document, paragraph, heading, list, item, blockQuote, codeBlock, htmlBlock, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image
        /// GFM (see ``GFMTree``): a table, its header row and body rows, a cell (holding one paragraph, or
        /// nothing when empty), `~~strikethrough~~`, a `[^note]` reference, the notes at the end of the
        /// document and one note (holding its blocks).
        case table, tableHeaderRow, tableRow, tableCell, strikethrough, footnoteReference, footnotes, footnote
        /// A kind Cardstock does not use (custom blocks and inlines).
        case other
    }

    /// What the node is.
    package var kind: Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        case CMARK_NODE_CUSTOM_BLOCK, CMARK_NODE_CUSTOM_INLINE: return gfmKind
        default: return .other
        }
    }

    /// The first child, if any.
    package var firstChild: UnsafeMarkdownNode? { cmark_node_first_child(node).map(UnsafeMarkdownNode.init) }

    /// The next sibling, if any.
    package var next: UnsafeMarkdownNode? { cmark_node_next(node).map(UnsafeMarkdownNode.init) }

    /// A heading's level (1–6); 0 for other nodes.
    package var headingLevel: Int { Int(cmark_node_get_heading_level(node)) }

    /// The content of text, code spans, code blocks and raw HTML (entities and escapes decoded), as UTF-8.
    package var literal: UnsafeBufferPointer<UInt8> { Self.bytes(cmark_node_get_literal(node)) }

    /// A link's destination or an image's source as written (not sanitized).
    package var url: UnsafeBufferPointer<UInt8> { Self.bytes(cmark_node_get_url(node)) }

    /// Where the node starts in the parsed text (1-based line and byte column; 0 when cmark has none). Exact for
    /// blocks; inline nodes on continuation lines need the source text to correct the column.
    package var startLine: Int { Int(cmark_node_get_start_line(node)) }

    /// See ``startLine``.
    package var startColumn: Int { Int(cmark_node_get_start_column(node)) }

    /// Whether a list is numbered (`1.` / `1)`), and the number it starts at (1 for a bulleted list).
    package var orderedListStart: Int? {
        cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? Int(cmark_node_get_list_start(node)) : nil
    }

    /// A fenced code block's info string (empty when none).
    package var fenceInfo: UnsafeBufferPointer<UInt8> { Self.bytes(cmark_node_get_fence_info(node)) }

    @inline(__always)
    static func bytes(_ pointer: UnsafePointer<CChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let pointer else { return UnsafeBufferPointer(start: nil, count: 0) }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: 1) {
            UnsafeBufferPointer(start: $0, count: strlen(pointer))
        }
    }
}

extension Markdown {
    /// Parses UTF-8 Markdown (see ``Markdown``) with the GitHub Flavored Markdown extensions
    /// (``GFMTree``) and calls `body` with the document node of cmark's tree, which is dropped when `body`
    /// returns. Nothing handed to `body` may escape it.
    /// Returns `nil` (without calling `body`) only when cmark could not allocate its tree.
    package static func withUnsafeTree<R>(_ bytes: UnsafeRawBufferPointer,
                                         _ body: (UnsafeMarkdownNode) throws -> R) rethrows -> R? {
        try withUnsafeTree(bytes, cutsTables: true, body)
    }

    /// ``withUnsafeTree(_:_:)``, with the table rows cut short for cmark (``GFMTableMask``) or not: the trees
    /// are the same (what the tests check), the cut parse is cheaper.
    static func withUnsafeTree<R>(_ bytes: UnsafeRawBufferPointer, cutsTables: Bool,
                                  _ body: (UnsafeMarkdownNode) throws -> R) rethrows -> R? {
        guard let prepared = GFMFootnotes.prepare(bytes) else {
            return try withUnsafeTree(bytes, footnotes: [], cutsTables: cutsTables, body)
        }
        return try prepared.text.withUnsafeBytes {
            try withUnsafeTree($0, footnotes: prepared.definitions, cutsTables: cutsTables, body)
        }
    }

    /// ``withUnsafeTree(_:_:)`` for text whose footnote definitions are already taken out. A page with pipe
    /// tables is parsed as its ``GFMTableMask`` (the rows cut short), and again as it is when the mask's check
    /// fails.
    private static func withUnsafeTree<R>(_ bytes: UnsafeRawBufferPointer, footnotes: [GFMFootnotes.Definition],
                                          cutsTables: Bool, _ body: (UnsafeMarkdownNode) throws -> R) rethrows -> R? {
        let options = options(for: bytes)
        let mask = cutsTables ? GFMTableMask(bytes) : nil
        /// The tree with the GFM layer applied: of the mask's text when its check holds, else of `bytes`. A
        /// rejected tree is freed with cmark's allocator; an arena's reset drops it with the rest.
        func tree(_ mem: UnsafeMutablePointer<cmark_mem>, owned: Bool) -> OpaquePointer? {
            if let mask, let root = mask.text.withUnsafeBytes({ parse($0, options: options, mem: mem) }) {
                if GFMTree.apply(to: root, mem: mem, source: bytes, footnotes: footnotes, mask: mask) { return root }
                if owned { cmark_node_free(root) }
            }
            guard let root = parse(bytes, options: options, mem: mem) else { return nil }
            GFMTree.apply(to: root, mem: mem, source: bytes, footnotes: footnotes)
            return root
        }
        if bytes.count <= ParseArena.largestInput, let slot = ParseArena.acquire() {
            defer { ParseArena.release(slot) }
            if let root = tree(ParseArena.allocator(for: slot), owned: false) { return try body(UnsafeMarkdownNode(root)) }
        }
        guard let mem = cmark_get_default_mem_allocator(), let root = tree(mem, owned: true) else { return nil }
        defer { cmark_node_free(root) }
        return try body(UnsafeMarkdownNode(root))
    }

    /// cmark's tree of `bytes`, made with `mem`; nil when cmark could not allocate it.
    private static func parse(_ bytes: UnsafeRawBufferPointer, options: Int32,
                              mem: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer? {
        guard let parser = cmark_parser_new_with_mem(options, mem) else { return nil }
        bytes.withMemoryRebound(to: CChar.self) { chars in
            if let base = chars.baseAddress, !chars.isEmpty { cmark_parser_feed(parser, base, chars.count) }
        }
        let root = cmark_parser_finish(parser)
        cmark_parser_free(parser)
        return root
    }
}
