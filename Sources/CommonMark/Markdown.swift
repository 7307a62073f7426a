import CCmark

/// Entry point: Markdown bytes in, a ``MarkdownDocument`` out.
///
/// Parsing uses libcmark with `CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8` (invalid UTF-8 is
/// replaced, never a crash). Input that is plain ASCII without NUL bytes is parsed without
/// `CMARK_OPT_VALIDATE_UTF8`: cmark's check would copy every line unchanged, so the result is the same.
/// cmark allocates from a ``ParseArena`` slot (malloc for an input over ``ParseArena/largestInput``); its
/// tree is copied into Swift values and dropped
/// (the arena reset) before returning.
/// Raw HTML is kept as ``BlockKind/htmlBlock(_:)`` / ``InlineKind/html(_:)`` and URLs are not
/// sanitized: filtering is the caller's job.
package enum Markdown {
    /// Parses UTF-8 Markdown. `lineOffset` is added to every line (front matter lines before the body).
    package static func parse(_ bytes: UnsafeRawBufferPointer, lineOffset: Int = 0) -> MarkdownDocument {
        parse(bytes, lineOffset: lineOffset, headingsOnly: false)
    }

    /// Parses like ``parse(_:lineOffset:)``; with `headingsOnly` the document keeps only headings, code
    /// blocks and the lists and block quotes around them (paragraphs, HTML and breaks are skipped), in source
    /// order — a cheap outline for indexing titles, anchors and fenced data blocks.
    ///
    /// GFM footnote definitions are taken out before the parse, as for the page walker's tree, and the ids of
    /// their notes and references are the document's ``MarkdownDocument/footnoteAnchors``.
    package static func parse(_ bytes: UnsafeRawBufferPointer, lineOffset: Int, headingsOnly: Bool) -> MarkdownDocument {
        guard let prepared = GFMFootnotes.prepare(bytes) else {
            return parse(bytes, footnotes: [], lineOffset: lineOffset, headingsOnly: headingsOnly)
        }
        return prepared.text.withUnsafeBytes {
            parse($0, footnotes: prepared.definitions, lineOffset: lineOffset, headingsOnly: headingsOnly)
        }
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer, footnotes: [GFMFootnotes.Definition], lineOffset: Int,
                              headingsOnly: Bool) -> MarkdownDocument {
        let options = options(for: bytes)
        guard bytes.count <= ParseArena.largestInput, let slot = ParseArena.acquire() else {
            return parseWithMalloc(bytes, options: options, footnotes: footnotes, lineOffset: lineOffset, headingsOnly: headingsOnly)
        }
        defer { ParseArena.release(slot) }
        guard let parser = cmark_parser_new_with_mem(options, ParseArena.allocator(for: slot)) else {
            return MarkdownDocument(blocks: [])
        }
        bytes.withMemoryRebound(to: CChar.self) { chars in
            if let base = chars.baseAddress, !chars.isEmpty { cmark_parser_feed(parser, base, chars.count) }
        }
        let root = cmark_parser_finish(parser)
        cmark_parser_free(parser)
        guard let root else { return MarkdownDocument(blocks: []) }
        // No cmark_node_free: the arena's reset drops the whole tree at once.
        let anchors = footnotes.isEmpty ? [] : GFMFootnotes.anchors(footnotes, in: root, mem: ParseArena.allocator(for: slot))
        return build(root, bytes: bytes, lineOffset: lineOffset, headingsOnly: headingsOnly, footnoteAnchors: anchors)
    }

    /// cmark's options for `bytes`: source positions, and UTF-8 validation unless the input is plain ASCII.
    static func options(for bytes: UnsafeRawBufferPointer) -> Int32 {
        CMARK_OPT_SOURCEPOS | (ASCIIScan.isPlainASCII(bytes) ? 0 : CMARK_OPT_VALIDATE_UTF8)
    }

    /// The same parse with cmark's default allocator (used for a large input, or when every arena slot is busy).
    static func parseWithMalloc(_ bytes: UnsafeRawBufferPointer, options: Int32, footnotes: [GFMFootnotes.Definition] = [],
                                lineOffset: Int, headingsOnly: Bool) -> MarkdownDocument {
        let root: OpaquePointer? = bytes.withMemoryRebound(to: CChar.self) { chars -> OpaquePointer? in
            if let base = chars.baseAddress, !chars.isEmpty {
                return cmark_parse_document(base, chars.count, options)
            }
            return cmark_parse_document("", 0, options)
        }
        guard let root else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        let anchors = footnotes.isEmpty ? [] : GFMFootnotes.anchors(footnotes, in: root, mem: cmark_get_default_mem_allocator())
        return build(root, bytes: bytes, lineOffset: lineOffset, headingsOnly: headingsOnly, footnoteAnchors: anchors)
    }

    /// Copies cmark's tree into Swift values.
    private static func build(_ root: OpaquePointer, bytes: UnsafeRawBufferPointer, lineOffset: Int,
                              headingsOnly: Bool, footnoteAnchors: [String]) -> MarkdownDocument {
        var builder = TreeBuilder(source: SourceText(bytes), lineOffset: lineOffset)
        builder.headingsOnly = headingsOnly
        var document = MarkdownDocument(blocks: builder.blocks(in: root, quoteDepth: 0))
        document.headingCount = builder.headingCount
        document.linkCount = builder.linkCount
        document.footnoteAnchors = footnoteAnchors
        return document
    }

    /// Parses Markdown text. `lineOffset` is added to every line (front matter lines before the body).
    package static func parse(_ text: String, lineOffset: Int = 0) -> MarkdownDocument {
        var copy = text
        return copy.withUTF8 { parse(UnsafeRawBufferPointer($0), lineOffset: lineOffset) }
    }
}
