/// Exact positions of cmark's nodes, computed on demand from the node and the source text (only when a
/// diagnostic needs one): the rules of ``InlinePositions``.
extension UnsafeMarkdownNode {
    /// The whole-file position of a link's `[` or an image's `![`: `block` is the paragraph or heading that
    /// holds it, `quoteDepth` the number of block quotes around that block, `source` the text that was parsed
    /// and `lineOffset` what is added to its lines (the front matter's).
    package func openerPosition(in block: UnsafeMarkdownNode, quoteDepth: Int, source: UnsafeRawBufferPointer,
                               lineOffset: Int) -> SourcePosition {
        var index = MarkdownSourceIndex(source)
        return openerPosition(in: block, quoteDepth: quoteDepth, index: &index, lineOffset: lineOffset)
    }

    /// ``openerPosition(in:quoteDepth:source:lineOffset:)`` with the source's lines from `index`, which keeps
    /// the lines found for the next call.
    package func openerPosition(in block: UnsafeMarkdownNode, quoteDepth: Int, index: inout MarkdownSourceIndex,
                               lineOffset: Int) -> SourcePosition {
        let fallback = SourcePosition(line: block.startLine + lineOffset, column: block.startColumn)
        return withPositions(in: block, quoteDepth: quoteDepth, index: &index, lineOffset: lineOffset) { positions, context in
            positions.openerPosition(node, image: kind == .image, context: context, fallback: fallback)
        }
    }

    /// The whole-file position of an inline node (its column in characters, corrected on continuation lines as
    /// for links), or nil when cmark has none: `block` is the paragraph or heading that holds it, `quoteDepth`
    /// the number of block quotes around that block; `index` keeps the source's lines for the next call.
    package func inlinePosition(in block: UnsafeMarkdownNode, quoteDepth: Int, index: inout MarkdownSourceIndex,
                                lineOffset: Int) -> SourcePosition? {
        withPositions(in: block, quoteDepth: quoteDepth, index: &index, lineOffset: lineOffset) { positions, context in
            positions.position(node, context: context)
        }
    }

    /// Runs `body` with the position rules over `index`'s text and `block`'s context. The index's text is moved
    /// into the rules (not shared, so lines they add are not copied) and back.
    private func withPositions<Result>(in block: UnsafeMarkdownNode, quoteDepth: Int, index: inout MarkdownSourceIndex,
                                       lineOffset: Int,
                                       _ body: (inout InlinePositions, InlinePositions.InlineContext) -> Result) -> Result {
        let text = index.text
        index.text = SourceText(text.bytes)
        var positions = InlinePositions(source: text, lineOffset: lineOffset)
        defer { index.text = positions.source }
        let context = InlinePositions.InlineContext(firstLine: block.startLine, firstColumn: block.startColumn,
                                                    quoteDepth: quoteDepth)
        return body(&positions, context)
    }
}
