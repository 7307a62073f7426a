import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// The GitHub Flavored Markdown layer over cmark's tree: after cmark (plain CommonMark 0.30) has parsed a
/// document, ``apply(to:mem:source:)`` rewrites the tree in place with cmark's own node API — tables
/// (``GFMTable``), strikethrough (``GFMStrikethrough``), extended autolinks (``GFMAutolink``) and footnote
/// references (``GFMFootnotes``). Footnote definitions are taken out of the text before the parse
/// (``GFMFootnotes/prepare(_:)``), so cmark never sees them as link reference definitions.
///
/// GFM elements are cmark custom nodes whose user data points at a marker (``Marker``; a pointer, so no
/// string is copied per node) and whose `on_exit` carries their data (a cell's alignment and position, and a literal cell's text; a footnote's number). ``UnsafeMarkdownNode`` reads
/// them as ``UnsafeMarkdownNode/Kind/table`` and friends; no other code knows the encoding.
///
/// Each pass runs only when a byte scan finds what it needs (`|`, `~`, `:`/`www.`/`@`, `[^`), so a page
/// without them costs one scan of its bytes.
enum GFMTree {
    /// The markers of GFM's custom nodes, `gfm:` and one letter: a node's user data is the address of one of
    /// these (``UnsafeMarkdownNode`` compares the address, never reads through it).
    /// Static strings: handed to cmark as they are, with no C string made per node.
    enum Marker {
        static let table: StaticString = "gfm:T"
        static let headerRow: StaticString = "gfm:H"
        static let row: StaticString = "gfm:R"
        static let cell: StaticString = "gfm:C"
        static let strikethrough: StaticString = "gfm:D"
        static let footnoteReference: StaticString = "gfm:F"
        static let footnotes: StaticString = "gfm:N"
        static let footnote: StaticString = "gfm:n"
    }

    /// Rewrites `root` (parsed from `source`, the text cmark saw) with the GFM extensions. `mem` is the
    /// allocator of `root`'s tree: new nodes and the cells' parse use it, so they live and die with the tree.
    /// `footnotes` are the definitions taken out before the parse. When cmark parsed `mask`'s text instead of
    /// `source`, the tables are checked against it first: false (the rest left undone) when the tree may differ
    /// from the real text's, which must then be parsed instead.
    @discardableResult
    static func apply(to root: OpaquePointer, mem: UnsafeMutablePointer<cmark_mem>, source: UnsafeRawBufferPointer,
                      footnotes: [GFMFootnotes.Definition], mask: GFMTableMask? = nil) -> Bool {
        let scan = ByteScan(source)
        if scan.pipes {
            let tables = GFMTable.build(in: root, mem: mem, source: source)
            if let mask, !mask.isCovered(by: tables) { return false }
        }
        let notes = GFMFootnotes.parse(footnotes, mem: mem)
        guard scan.tildes || scan.autolinkTriggers || !notes.isEmpty else { return true }
        cmark_consolidate_text_nodes(root)
        for note in notes { cmark_consolidate_text_nodes(note.root) }
        var trees = [root]
        trees.append(contentsOf: notes.map(\.root))
        for tree in trees {
            if scan.tildes || !notes.isEmpty { GFMStrikethrough.apply(in: tree, mem: mem) }
            if scan.autolinkTriggers || !notes.isEmpty { GFMAutolink.apply(in: tree, mem: mem) }
        }
        if !notes.isEmpty { GFMFootnotes.link(notes, into: root, mem: mem) }
        return true
    }

    /// What the source contains, found in one pass over its bytes.
    struct ByteScan {
        var pipes = false
        var tildes = false
        var autolinkTriggers = false

        /// `|` and `~` anywhere; `://`, `www.` or an `@` between an address's characters, where an extended
        /// autolink can start. With `memchr` (vectorized), not a loop over every byte.
        init(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            let n = bytes.count
            pipes = memchr(base, Int32(UInt8(ascii: "|")), n) != nil
            tildes = memchr(base, Int32(UInt8(ascii: "~")), n) != nil
            autolinkTriggers = Self.any(UInt8(ascii: ":"), in: bytes) { i in
                i + 2 < n && bytes[i + 1] == UInt8(ascii: "/") && bytes[i + 2] == UInt8(ascii: "/")
            } || Self.any(UInt8(ascii: "."), in: bytes) { i in
                i >= 3 && bytes[i - 1] | 0x20 == UInt8(ascii: "w") && bytes[i - 2] | 0x20 == UInt8(ascii: "w")
                    && bytes[i - 3] | 0x20 == UInt8(ascii: "w")
            } || Self.any(UInt8(ascii: "@"), in: bytes) { i in
                i > 0 && i + 1 < n && GFMAutolink.isEmailLocal(bytes[i - 1]) && GFMAutolink.isDomainByte(bytes[i + 1])
            }
        }

        /// Whether `test` holds at an offset of `byte` in `bytes`.
        static func any(_ byte: UInt8, in bytes: UnsafeRawBufferPointer, where test: (Int) -> Bool) -> Bool {
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, Int32(byte), bytes.count - offset) {
                let i = base.distance(to: UnsafeRawPointer(found))
                if test(i) { return true }
                offset = i + 1
            }
            return false
        }
    }

    // MARK: Nodes

    /// A new custom node (`block` or inline) with `marker` as `on_enter` and `data` as `on_exit`.
    static func custom(block: Bool, _ marker: StaticString, data: String = "", mem: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer? {
        guard let node = cmark_node_new_with_mem(block ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE, mem) else {
            return nil
        }
        // A static string's bytes live for the whole run: cmark keeps the pointer, copies nothing.
        cmark_node_set_user_data(node, UnsafeMutableRawPointer(mutating: UnsafeRawPointer(marker.utf8Start)))
        if !data.isEmpty { cmark_node_set_on_exit(node, data) }
        return node
    }

    /// A new text node with `bytes` as its literal.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, mem: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer? {
        guard let node = cmark_node_new_with_mem(CMARK_NODE_TEXT, mem) else { return nil }
        setLiteral(node, bytes)
        return node
    }

    /// Drops the first `count` bytes of a text node's literal (cmark copies the rest before freeing the old).
    static func dropLiteralPrefix(_ node: OpaquePointer, count: Int) {
        guard let literal = cmark_node_get_literal(node), strlen(literal) >= count else { return }
        cmark_node_set_literal(node, literal + count)
    }

    /// Sets a node's literal from bytes (cmark copies them).
    static func setLiteral(_ node: OpaquePointer, _ bytes: UnsafeBufferPointer<UInt8>) {
        var copy = [UInt8](bytes)
        copy.append(0)
        copy.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_literal(node, $0.baseAddress) }
        }
    }

    /// A node's literal bytes (empty when none); valid until the node changes.
    static func literal(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        guard let pointer = cmark_node_get_literal(node) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: 1) { UnsafeBufferPointer(start: $0, count: strlen(pointer)) }
    }

    /// Whether `pointer` (a node's user data) is `marker`'s address.
    @inline(__always)
    static func isMarker(_ pointer: UnsafeMutableRawPointer, _ marker: StaticString) -> Bool {
        UnsafeRawPointer(pointer) == UnsafeRawPointer(marker.utf8Start)
    }

    /// Every node of `root`'s tree (itself included) for which `include` holds, in document order, collected
    /// before any change is made.
    static func nodes(in root: OpaquePointer, where include: (OpaquePointer) -> Bool) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(root) else { return found }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            if include(node) { found.append(node) }
        }
        return found
    }

    /// Whether `node` is inside a link or an image.
    static func isInsideLink(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }
}
