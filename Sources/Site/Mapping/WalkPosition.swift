import CommonMark

/// Where the page walker is in cmark's tree, for the positions of the problems it reports and for its nesting
/// bound: the paragraph, heading or cell whose inlines are being walked, the block quotes around it, and how
/// deep the walk is (lists, quotes, tables and inlines inside each other).
struct WalkPosition {
    /// Pages nesting deeper than this are reported (``PageWalker/TooDeep``), not written.
    static let maxNesting = 24

    /// The paragraph, heading or cell paragraph whose inlines are being walked (`nil` before the first).
    var block: UnsafeMarkdownNode?
    /// The block quotes around ``block`` (a link's `[` is found after their `>` markers).
    private(set) var quoteDepth = 0
    /// How many lists, quotes, tables and inline runs the walk is inside.
    private(set) var nesting = 0

    /// Goes one level deeper for `node`; throws, without going deeper, past ``maxNesting``. Each call is
    /// matched by ``ascend()``.
    @inline(__always)
    mutating func descend(_ node: UnsafeMarkdownNode?) throws(PageWalker.TooDeep) {
        if nesting >= Self.maxNesting { throw PageWalker.TooDeep(node) }
        nesting += 1
    }

    /// Comes back from ``descend(_:)``.
    @inline(__always)
    mutating func ascend() {
        nesting -= 1
    }

    /// Enters a block quote (matched by ``leaveQuote()``).
    @inline(__always)
    mutating func enterQuote() {
        quoteDepth += 1
    }

    /// Leaves the block quote entered last.
    @inline(__always)
    mutating func leaveQuote() {
        quoteDepth -= 1
    }
}
