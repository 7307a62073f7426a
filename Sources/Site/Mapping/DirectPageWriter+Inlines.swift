import CommonMark
import Surfaces

/// Inline runs and links of ``DirectPageWriter``: written as ``PageMapper`` maps them and ``CardPageWriter``
/// writes them, links resolved as ``LinkResolver/resolve(page:)`` would.
extension DirectPageWriter {
    /// Writes inline runs from `first` on, up to `end` (exclusive). `flatten` (inside a navigation row) keeps
    /// only the text of links; `keepsHTML` keeps raw HTML among these runs (not deeper).
    mutating func runs(_ first: UnsafeMarkdownNode?, until end: UnsafeMarkdownNode? = nil,
                       flatten: Bool, keepsHTML: Bool = false) throws(Unsupported) {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maxNesting { throw Unsupported() }
        var child = first
        while let node = child, node != end {
            child = node.next
            switch node.kind {
            case .text:
                out.text(bytes: node.literal)
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
                let target = try resolve(node.url)
                switch target {
                case .bytes where !flatten:
                    href.withUnsafeBufferPointer { out.openLink(bytes: $0) }
                case .string(let href) where !flatten:
                    out.openLink(href)
                default:
                    try runs(node.firstChild, flatten: flatten)
                    continue
                }
                try runs(node.firstChild, flatten: false)
                out.closeLink()
            case .image:
                try image(node)
            case .htmlInline:
                if keepsHTML { out.raw(String(decoding: node.literal, as: UTF8.self)) }
            default:
                throw Unsupported()
            }
        }
    }

    /// Resolves the links among inlines that are not written (the large title's).
    mutating func resolveLinks(in first: UnsafeMarkdownNode?, depth: Int = 0) throws(Unsupported) {
        if depth > Self.maxNesting { throw Unsupported() }
        var child = first
        while let node = child {
            child = node.next
            switch node.kind {
            case .text, .softBreak, .lineBreak, .code, .htmlInline:
                break
            case .emphasis, .strong:
                try resolveLinks(in: node.firstChild, depth: depth + 1)
            case .image:
                _ = try resolveImage(node.url)
                try resolveLinks(in: node.firstChild, depth: depth + 1)
            case .link:
                _ = try resolve(node.url)
                try resolveLinks(in: node.firstChild, depth: depth + 1)
            default:
                throw Unsupported()
            }
        }
    }

    /// An image: `<img>` with its resolved source and its description's plain text as `alt`, or only the
    /// description's text when the source is dropped (an unsafe URL).
    mutating func image(_ node: UnsafeMarkdownNode) throws(Unsupported) {
        let source = try resolveImage(node.url)
        scratch.removeAll(keepingCapacity: true)
        try Self.appendPlainText(node.firstChild, to: &scratch, depth: nesting)
        let alt = String(decoding: scratch, as: UTF8.self)
        if let source {
            out.image(src: source, alt: alt)
        } else {
            out.text(alt)
        }
    }

    /// An image source resolved as ``LinkResolver/resolve(page:)`` would (`nil`: dropped); any problem gives up.
    mutating func resolveImage(_ destination: UnsafeBufferPointer<UInt8>) throws(Unsupported) -> String? {
        // `#anchor` on this page: the general route knows the page's anchors.
        if let first = destination.first(where: { !(Self.isSpace($0)) }), first == UInt8(ascii: "#") {
            throw Unsupported()
        }
        let problems = outcome.diagnostics.count
        let reference = LinkReference(destination: String(decoding: destination, as: UTF8.self),
                                      position: SourcePosition(line: 0, column: 0), isImage: true)
        let link = resolver.resolve(reference, in: page, folder: folder, outcome: &outcome)
        if outcome.diagnostics.count != problems { throw Unsupported() }
        if case .href(let href) = link { return href }
        return nil
    }

    /// A link to `#anchor` on this page: kept when the page has the anchor (or the link is a bare `#`).
    mutating func samePageAnchor(_ destination: UnsafeBufferPointer<UInt8>) throws(Unsupported) -> Target {
        let trimmed = String(decoding: destination, as: UTF8.self).trimmingSpaces
        let anchor = String(trimmed.dropFirst())
        if anchor.isEmpty { return .string(trimmed) }
        if pageAnchors == nil {
            if page.anchorsPending {
                guard let index = resolver.pagesByPath[page.file.relativePath], let pending = resolver.pendingAnchors
                else { throw Unsupported() }
                pageAnchors = pending.anchors(of: page, index: index)
            } else {
                pageAnchors = page.anchors
            }
        }
        guard let anchors = pageAnchors, anchors.contains(anchor) else { throw Unsupported() }  // the general route reports it
        return .string(trimmed)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    /// What a link becomes.
    enum Target {
        /// A link to the href now in ``href``.
        case bytes
        /// A link to this href.
        case string(String)
        /// No link: its text only.
        case dropped
    }

    /// A link destination resolved as ``LinkResolver/resolve(page:)`` would; any problem gives up.
    mutating func resolve(_ destination: UnsafeBufferPointer<UInt8>) throws(Unsupported) -> Target {
        var i = 0
        while i < destination.count, Self.isSpace(destination[i]) { i += 1 }
        if i < destination.count && destination[i] == UInt8(ascii: "#") { return try samePageAnchor(destination) }
        if let targets {
            href.removeAll(keepingCapacity: true)
            if resolver.fastResolve(destination: destination, folder: folderBytes, url: urlBytes, view: targets,
                                    outcome: &outcome, href: &href) {
                return .bytes
            }
        }
        let problems = outcome.diagnostics.count
        let reference = LinkReference(destination: String(decoding: destination, as: UTF8.self),
                                      position: SourcePosition(line: 0, column: 0), isImage: false)
        let link = resolver.resolve(reference, in: page, folder: folder, outcome: &outcome)
        if outcome.diagnostics.count != problems { throw Unsupported() }
        if case .href(let href) = link { return .string(href) }
        return .dropped
    }
}
