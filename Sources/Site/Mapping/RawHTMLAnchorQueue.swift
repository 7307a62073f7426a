import Surfaces

/// The anchors of a page's raw HTML that is not shown (without `raw_html: true`): each anchor it defined
/// (``RawHTMLAnchors``) is queued where the HTML was and written as a link target (``AnchorTarget``) at the next
/// place the walker can put one, unless a heading already has that id. Made by ``PageWalker``'s scan of the
/// page's raw HTML, only for a page that has some.
struct RawHTMLAnchorQueue {
    /// The ids of the page's headings (as the walker gives them): already targets.
    var headingIDs: Set<String> = []
    /// Anchors waiting for a place to be written.
    private(set) var pending: [String] = []
    /// Anchors written.
    private var written: Set<String> = []

    /// Queues the anchors of a dropped HTML node's `literal`.
    mutating func queue(anchorsOf literal: UnsafeBufferPointer<UInt8>) {
        for anchor in RawHTMLAnchors.anchors(in: literal) { pending.append(anchor) }
    }

    /// Writes the queued anchors into `out` (each id once; a heading's id is its own target already).
    mutating func writePending(into out: inout MarkupWriter) {
        if pending.isEmpty { return }
        for anchor in pending where AnchorTarget.isValidID(anchor) && !headingIDs.contains(anchor) {
            if written.insert(anchor).inserted { AnchorTarget.write(id: anchor, into: &out.buffer) }
        }
        pending.removeAll()
    }
}
