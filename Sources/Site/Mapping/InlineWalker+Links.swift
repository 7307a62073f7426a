import CommonMark
import Diagnostics

/// Links and images of ``InlineWalker`` resolved as ``LinkResolver/resolve(page:)`` would: by the fast route
/// (``LinkContext/fastResolve(_:)``) or the resolver's `String` route, a problem at the link's exact position.
extension InlineWalker {
    /// Resolves the links among inlines that are not written (the large title's).
    mutating func resolveLinks(in first: UnsafeMarkdownNode?, depth: Int = 0) throws(TooDeep) {
        if depth > WalkPosition.maxNesting { throw TooDeep(first) }
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
        if links.outcome.diagnostics.count != reported, let block = position.block {
            let place: SourcePosition
            if let cell = problems.gfmPosition(of: node) {
                place = problems.characterPosition(cell)
            } else {
                place = problems.openerPosition(of: node, in: block, quoteDepth: position.quoteDepth)
            }
            for k in reported..<links.outcome.diagnostics.count {
                links.outcome.diagnostics[k].location = SourceLocation(path: self.page.file.displayPath, line: place.line,
                                                                       column: place.column)
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
