/// A parsed Markdown file: its top-level blocks in source order.
///
/// Plain Swift values copied out of cmark's tree; no C memory is kept.
package struct MarkdownDocument: Sendable {
    /// Top-level blocks, in source order.
    package var blocks: [Block]
    /// How many headings the document has at any depth, as counted by the parser (0 for a document
    /// made with ``init(blocks:)``). Only a capacity hint for walkers: never required to be exact.
    package var headingCount = 0
    /// How many links and images the document has at any depth, as counted by the parser (0 for a
    /// document made with ``init(blocks:)``). Only a capacity hint, like ``headingCount``.
    package var linkCount = 0
    /// The ids the walker gives the document's GFM footnotes (`fn:1`, `fnref:1`, `fnref:1:2`, …): link targets.
    package var footnoteAnchors: [String] = []

    /// Creates a document from blocks.
    package init(blocks: [Block]) {
        self.blocks = blocks
    }
}

/// A block-level element (heading, paragraph, list, …) and where it starts.
package struct Block: Sendable {
    /// What the block is and what it contains.
    package var kind: BlockKind
    /// Where the block starts (whole-file line, byte column).
    package var position: SourcePosition

    /// Creates a block.
    package init(kind: BlockKind, position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

/// The kinds of block Cardstock maps to cards.
package enum BlockKind: Sendable {
    /// `#`…`######` or a setext heading; `level` is 1–6.
    case heading(level: Int, inlines: [Inline])
    /// A paragraph of inline content.
    case paragraph([Inline])
    /// A bullet (`ordered == false`) or ordered list; `start` is the first number (1 for bullet lists).
    case list(ordered: Bool, start: Int, tight: Bool, items: [ListItem])
    /// A `>` block quote holding blocks.
    case blockQuote([Block])
    /// A fenced or indented code block; `info` is the fence's info string (empty when none).
    case codeBlock(info: String, literal: String)
    /// Raw HTML, exactly as written. The site layer drops it unless the site opts in.
    case htmlBlock(String)
    /// `---`, `***` or `___`.
    case thematicBreak
}

/// One item of a list: its blocks and where its marker starts.
package struct ListItem: Sendable {
    /// The item's content; nested lists stay nested here.
    package var blocks: [Block]
    /// Where the item's marker starts.
    package var position: SourcePosition

    /// Creates a list item.
    package init(blocks: [Block], position: SourcePosition) {
        self.blocks = blocks
        self.position = position
    }
}
