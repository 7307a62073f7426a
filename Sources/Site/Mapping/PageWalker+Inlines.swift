import Diagnostics
import CommonMark
import Surfaces

/// Inline runs, images and links of ``PageWalker``, written through the primitives' markup functions;
/// links resolved as ``LinkResolver/resolve(page:)`` would.
extension PageWalker {
    /// Writes inline runs from `first` on, up to `end` (exclusive). `flatten` (inside a navigation row) keeps
    /// only the text of links; `keepsHTML` keeps raw HTML among these runs (not deeper). Each run the mapping
    /// keeps adds one to ``InlineRunTally/count``; while ``InlineRunTally/trimsSeparator`` is set, the first one, if
    /// text (adjacent text nodes as one), loses its leading separator (a subtitle's ` — `).
    mutating func runs(_ first: UnsafeMarkdownNode?, until end: UnsafeMarkdownNode? = nil,
                       flatten: Bool, keepsHTML: Bool = false) throws(TooDeep) {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maxNesting { throw TooDeep(first) }
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
            if settings.rawHTML {  // a run (written only where kept)
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

    /// Resolves the links among inlines that are not written (the large title's).
    mutating func resolveLinks(in first: UnsafeMarkdownNode?, depth: Int = 0) throws(TooDeep) {
        if depth > Self.maxNesting { throw TooDeep(first) }
        var child = first
        while let node = child {
            child = node.next
            switch node.kind {
            case .text, .softBreak, .lineBreak, .code, .htmlInline:
                break
            case .emphasis, .strong, .strikethrough:
                try resolveLinks(in: node.firstChild, depth: depth + 1)
            case .image:
                _ = try resolveImage(node)
                try resolveLinks(in: node.firstChild, depth: depth + 1)
            case .link:
                _ = resolve(node)
                try resolveLinks(in: node.firstChild, depth: depth + 1)
            default:
                break
            }
        }
    }

    /// An image: `<img>` with its resolved source and its description's plain text as `alt`, or only the
    /// description's text when the source is dropped (an unsafe URL, a missing file; nothing without a
    /// description). A run (``InlineRunTally``) when it shows anything.
    mutating func image(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        let source = try resolveImage(node)
        try resolveLinks(in: node.firstChild)  // links in the description are not shown, but they count
        scratch.removeAll(keepingCapacity: true)
        try Self.appendPlainText(node.firstChild, to: &scratch, depth: nesting)
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

    /// An image source resolved as ``LinkResolver/resolve(page:)`` would (`nil`: dropped, its problem reported).
    mutating func resolveImage(_ image: UnsafeMarkdownNode) throws(TooDeep) -> String? {
        let destination = image.url
        var link: ResolvedLink
        if let first = destination.first(where: { !(Self.isSpace($0)) }), first == UInt8(ascii: "#") {
            // From this page's anchor (checked like a link's).
            loadPageAnchors()
            var withAnchors = page
            withAnchors.anchors = links.pageAnchors ?? []
            withAnchors.anchorsPending = false
            link = stringRoute(image, destination, isImage: true, in: withAnchors)
        } else {
            link = stringRoute(image, destination, isImage: true, in: page)
        }
        if case .href(let href) = link { return href }
        return nil
    }

    /// The resolver's `String` route for one link or image; a problem it reports gets the node's exact position.
    private mutating func stringRoute(_ node: UnsafeMarkdownNode, _ destination: UnsafeBufferPointer<UInt8>,
                                      isImage: Bool, in page: SourcePage) -> ResolvedLink {
        let reported = links.outcome.diagnostics.count
        let reference = LinkReference(destination: String(decoding: destination, as: UTF8.self),
                                      position: SourcePosition(line: 0, column: 0), isImage: isImage)
        let link = links.resolve(reference, in: page)
        if links.outcome.diagnostics.count != reported, let block = inlineBlock {
            let position: SourcePosition
            if let cell = problems.gfmPosition(of: node) {
                position = problems.characterPosition(cell)
            } else {
                position = problems.openerPosition(of: node, in: block, quoteDepth: quoteDepth)
            }
            for k in reported..<links.outcome.diagnostics.count {
                links.outcome.diagnostics[k].location = SourceLocation(path: self.page.file.displayPath, line: position.line,
                                                                 column: position.column)
            }
        }
        return link
    }

    /// A link to `#anchor` on this page: kept when the page has the anchor (or the link is a bare `#`); a
    /// missing one is reported as the resolver reports it.
    mutating func samePageAnchor(_ link: UnsafeMarkdownNode, _ destination: UnsafeBufferPointer<UInt8>) -> Target {
        let trimmed = String(decoding: destination, as: UTF8.self).trimmingSpaces
        let anchor = String(trimmed.dropFirst())
        if anchor.isEmpty { return .string(trimmed) }
        loadPageAnchors()
        if let pageAnchors = links.pageAnchors, pageAnchors.contains(anchor) { return .string(trimmed) }
        var withAnchors = page  // the resolver reads the anchors from the page it is given
        withAnchors.anchors = links.pageAnchors ?? []
        withAnchors.anchorsPending = false
        _ = stringRoute(link, destination, isImage: false, in: withAnchors)
        return .dropped
    }

    /// Looks up the page's own anchors (once).
    mutating func loadPageAnchors() {
        if links.pageAnchors != nil { return }
        if page.anchorsPending, let index = links.resolver.pagesByPath[page.file.relativePath],
           let pending = links.resolver.pendingAnchors {
            links.pageAnchors = pending.anchors(of: page, index: index)
        } else {
            links.pageAnchors = page.anchors
        }
    }

    /// Whether a link would resolve (its problems, if any, are not kept: it is resolved again where walked).
    mutating func resolves(_ link: UnsafeMarkdownNode) -> Bool {
        let saved = links.outcome, savedHref = links.href  // a row's resolved href may wait in `href`
        defer {
            links.outcome = saved
            links.href = savedHref
        }
        if case .dropped = resolve(link) { return false }
        return true
    }

    /// Whether an image's source would resolve (its problems, if any, are not kept).
    mutating func resolvesImage(_ image: UnsafeMarkdownNode) -> Bool {
        let saved = links.outcome
        defer { links.outcome = saved }
        return (try? resolveImage(image)) != nil
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    /// What a link becomes.
    enum Target {
        /// A link to the href now in ``LinkContext/href``.
        case bytes
        /// A link to this href.
        case string(String)
        /// No link: its text only (its problem, if any, reported).
        case dropped
    }

    /// A link resolved as ``LinkResolver/resolve(page:)`` would.
    mutating func resolve(_ link: UnsafeMarkdownNode) -> Target {
        let destination = link.url
        var i = 0
        while i < destination.count, Self.isSpace(destination[i]) { i += 1 }
        if i < destination.count && destination[i] == UInt8(ascii: "#") { return samePageAnchor(link, destination) }
        if links.fastResolve(destination) { return .bytes }
        if case .href(let href) = stringRoute(link, destination, isImage: false, in: page) { return .string(href) }
        return .dropped
    }
}
