/// What the page walker resolves one page's links and images with, and what resolving them gave: the site's
/// ``LinkResolver``, the page's source folder and URL (as bytes for the fast route, valid while
/// ``PageWalker/body(page:source:settings:resolver:children:pages:)`` runs), the link targets seen
/// through pointers, the href of the link resolved last, the outcome (linked pages, link problems) and the page's
/// own anchors (looked up at its first `#anchor` link).
struct LinkContext {
    /// The site's link resolver.
    let resolver: LinkResolver
    /// ``LinkResolver/targets`` seen through pointers for this page's links (`nil`: every link takes the
    /// `String` route).
    let targets: LinkTargetTable.View?
    /// The page's source folder (the template's for a series page).
    let folder: String
    /// ``folder`` as ``LinkResolver/fastResolve(destination:folder:url:view:outcome:href:)`` takes it.
    let folderBytes: UnsafeBufferPointer<UInt8>
    /// The page's URL, likewise.
    let urlBytes: UnsafeBufferPointer<UInt8>
    /// The href of the link resolved last, when ``fastResolve(_:)`` says it resolved.
    var href: [UInt8] = []
    /// The pages linked to and the problems of the page's links, in document order.
    var outcome = LinkResolver.Outcome()
    /// The page's own anchors, once looked up (``InlineWalker/loadPageAnchors()``).
    var pageAnchors: Set<String>?

    /// The context of one page's links.
    init(resolver: LinkResolver, targets: LinkTargetTable.View?, folder: String,
         folderBytes: UnsafeBufferPointer<UInt8>, urlBytes: UnsafeBufferPointer<UInt8>) {
        self.resolver = resolver
        self.targets = targets
        self.folder = folder
        self.folderBytes = folderBytes
        self.urlBytes = urlBytes
        outcome.linkedPages.reserveCapacity(32)  // no rehashing while a page's links are resolved
        href.reserveCapacity(256)
    }

    /// Resolves `destination` by the fast route into ``href``; `false`: it takes the `String` route
    /// (``resolve(_:in:)``).
    @inline(__always)
    mutating func fastResolve(_ destination: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let targets else { return false }
        href.removeAll(keepingCapacity: true)
        return resolver.fastResolve(destination: destination, folder: folderBytes, url: urlBytes, view: targets,
                                    outcome: &outcome, href: &href)
    }

    /// Resolves `reference` on `page` by the resolver's `String` route (its problems go to ``outcome``).
    mutating func resolve(_ reference: LinkReference, in page: SourcePage) -> ResolvedLink {
        resolver.resolve(reference, in: page, folder: folder, outcome: &outcome)
    }
}
