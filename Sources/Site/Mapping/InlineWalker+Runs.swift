import Diagnostics
import CommonMark
import Surfaces

/// Inline runs and images, written through the primitives' markup functions (``InlineWalker``).
extension InlineWalker {
    /// Writes inline runs from `first` on, up to `end` (exclusive). `flatten` (inside a navigation row) keeps
    /// only the text of links; `keepsHTML` keeps raw HTML among these runs (not deeper). Each run the mapping
    /// keeps adds one to ``InlineRunTally/count``; while ``InlineRunTally/trimsSeparator`` is set, the first one, if
    /// text (adjacent text nodes as one), loses its leading separator (a subtitle's ` — `).
    mutating func runs(_ first: UnsafeMarkdownNode?, until end: UnsafeMarkdownNode? = nil,
                       flatten: Bool, keepsHTML: Bool = false) throws(TooDeep) {
        try position.descend(first)
        defer { position.ascend() }
        var child = first
        while let node = child, node != end {
            child = node.next
            let kind = node.kind  // read once: a custom node's kind is read from its marker
            if kind != .link && kind != .htmlInline && kind != .image {  // those count themselves
                if inlineRuns.trimsSeparator && kind == .text {
                    writeTrimmedTextRun(node, rest: &child, until: end)
                    continue
                }
                inlineRuns.wrote(counts: kind != .text || !node.literal.isEmpty)
            }
            try run(node, kind: kind, flatten: flatten, keepsHTML: keepsHTML)
        }
    }

    /// The text nodes from `node` on (`rest` is moved past them) as one run, as the mapping merges them,
    /// written without its leading separator; no run when nothing is left.
    private mutating func writeTrimmedTextRun(_ node: UnsafeMarkdownNode, rest child: inout UnsafeMarkdownNode?,
                                              until end: UnsafeMarkdownNode?) {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: node.literal)
        while let next = child, next != end, next.kind == .text {
            scratch.append(contentsOf: next.literal)
            child = next.next
        }
        if scratch.isEmpty { return }  // no run
        let lead = scratch.withUnsafeBufferPointer { Self.separatorLength($0) }
        inlineRuns.wrote(counts: lead < scratch.count)
        if lead < scratch.count {
            scratch.withUnsafeBufferPointer { out.text(bytes: UnsafeBufferPointer(rebasing: $0[lead...])) }
        }
    }

    /// Writes one inline run, `node` (of `kind`), and its children.
    private mutating func run(_ node: UnsafeMarkdownNode, kind: UnsafeMarkdownNode.Kind, flatten: Bool,
                              keepsHTML: Bool) throws(TooDeep) {
        switch kind {
        case .text:
            if problems.gfmOrigin?.isCell == true {
                TableCard.writeCellText(node.literal, into: &out.buffer)  // numbers keep their units
            } else {
                out.text(bytes: node.literal)
            }
        case .softBreak:
            out.softBreak()
        case .lineBreak:
            out.lineBreak()
        case .code:
            out.code(bytes: node.literal)
        case .emphasis:
            out.openEmphasis()
            try runs(node.firstChild, flatten: flatten)
            out.closeEmphasis()
        case .strong:
            out.openStrong()
            try runs(node.firstChild, flatten: flatten)
            out.closeStrong()
        case .link:
            let target = resolve(node)
            switch target {
            case .bytes where !flatten:
                links.href.withUnsafeBufferPointer { out.openLink(bytes: $0) }
            case .string(let href) where !flatten:
                out.openLink(href)
            default:
                try runs(node.firstChild, flatten: flatten)  // its runs take its place
                return
            }
            inlineRuns.wrote()
            try runs(node.firstChild, flatten: false)
            out.closeLink()
        case .image:
            try image(node)
        case .htmlInline:
            if keepsRawHTML {  // a run (written only where kept)
                inlineRuns.wrote()
            }
            if keepsHTML { out.raw(GFMTagFilter.filtered(String(decoding: node.literal, as: UTF8.self))) }
        case .strikethrough:
            RichText.writeOpenDeletion(into: &out.buffer)
            try runs(node.firstChild, flatten: flatten)
            RichText.writeCloseDeletion(into: &out.buffer)
        case .footnoteReference:
            footnoteReference(node, flatten: flatten)
        default:
            break  // cmark makes no other inline from Markdown
        }
    }

    /// An image: `<img>` with its resolved source and its description's plain text as `alt`, or only the
    /// description's text when the source is dropped (an unsafe URL, a missing file; nothing without a
    /// description). A run (``InlineRunTally``) when it shows anything.
    mutating func image(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        let source = try resolveImage(node)
        try resolveLinks(in: node.firstChild)  // links in the description are not shown, but they count
        scratch.removeAll(keepingCapacity: true)
        try Self.appendPlainText(node.firstChild, to: &scratch, depth: position.nesting)
        if let source {
            inlineRuns.wrote()
            out.image(src: source, alt: String(decoding: scratch, as: UTF8.self))
        } else if hasDescription(node) {
            var lead = 0
            if inlineRuns.trimsSeparator {
                inlineRuns.stopTrimming()
                lead = scratch.withUnsafeBufferPointer { Self.separatorLength($0) }
                if lead > 0 && lead >= scratch.count { return }  // the run is trimmed away
            }
            inlineRuns.wrote()
            scratch.withUnsafeBufferPointer { out.text(bytes: UnsafeBufferPointer(rebasing: $0[lead...])) }
        }
    }

    /// Whether an image has a description (an inline other than empty text): without one and without a
    /// source it shows nothing.
    func hasDescription(_ image: UnsafeMarkdownNode) -> Bool {
        var child = image.firstChild
        while let node = child {
            if node.kind != .text || !node.literal.isEmpty { return true }
            child = node.next
        }
        return false
    }


    /// A reference to a note: a superscript link, or the number only inside a link (`flatten`).
    mutating func footnoteReference(_ node: UnsafeMarkdownNode, flatten: Bool) {
        if flatten {
            FootnoteList.writePlainReference(number: node.footnoteNumber, into: &out.buffer)
        } else {
            FootnoteList.writeReference(number: node.footnoteNumber, occurrence: node.footnoteOccurrence, into: &out.buffer)
        }
    }

    /// The length of leading spaces, one separator (`—`, `–`, `-`, `:`, `·` or `,`) and spaces after it.
    static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        func skipSpaces() { while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9) { i += 1 } }
        skipSpaces()
        if i < bytes.count {
            switch bytes[i] {
            case 0x2D, 0x3A, 0x2C:
                i += 1
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0x94 || bytes[i + 2] == 0x93):
                i += 3
            case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0xB7:
                i += 2
            default:
                break
            }
        }
        skipSpaces()
        return i
    }
}
