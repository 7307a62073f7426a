extension IncrementalBuilder {
    /// The link outcomes of the last build, reused where they cannot have changed, with only the pages
    /// that might resolve differently resolved again; nil when everything must be resolved.
    ///
    /// Reuse is sound when the last build had no link diagnostics (every link hit an existing target),
    /// the copied files, draft sets and folder indexes are the same, and new pages are not folder
    /// indexes. Then a page's links resolve differently only when the page itself changed (source or
    /// URL) or when it linked to a page that was removed or whose URL or anchors changed, and those
    /// pages are found through the old outcomes' `linkedPages`. This makes adding or deleting a page in a
    /// 10,000-page site skip checking 200,000 unchanged links.
    func reusableOutcomes(pages: [SourcePage], stamps: [FileStamp], pagesByPath: [String: Int],
                          resolver: LinkResolver) -> [LinkResolver.Outcome]? {
        guard let old = state.model, old.resolver.assets == resolver.assets,
              old.resolver.draftPaths == resolver.draftPaths, old.resolver.draftFolders == resolver.draftFolders,
              old.resolver.indexByFolder.count == resolver.indexByFolder.count,
              !old.outcomes.contains(where: { !$0.diagnostics.isEmpty }) else { return nil }
        for (folder, index) in resolver.indexByFolder {
            guard let previous = old.resolver.indexByFolder[folder],
                  old.pages[previous].file.relativePath == pages[index].file.relativePath else { return nil }
        }
        // Old pages that are gone or look different to the pages linking to them.
        var changedTargets: Set<Int> = []
        var oldIndex: [Int?] = Array(repeating: nil, count: pages.count)
        for (k, page) in old.pages.enumerated() {
            guard let j = pagesByPath[page.file.relativePath] else {
                changedTargets.insert(k)
                continue
            }
            oldIndex[j] = k
            let now = pages[j]
            if now.url != page.url || now.anchors != page.anchors || now.isIndex != page.isIndex {
                changedTargets.insert(k)
            }
        }
        var outcomes: [LinkResolver.Outcome?] = Array(repeating: nil, count: pages.count)
        var again: [Int] = []
        for j in pages.indices {
            guard let k = oldIndex[j] else {
                if pages[j].isIndex { return nil }  // a new folder index changes where folder links lead
                again.append(j)
                continue
            }
            let previous = old.outcomes[k]
            if old.stamps[k] != stamps[j] || old.pages[k].url != pages[j].url
                || !previous.linkedPages.isDisjoint(with: changedTargets) {
                again.append(j)
                continue
            }
            var outcome = previous
            outcome.linkedPages = Set(previous.linkedPages.compactMap { pagesByPath[old.pages[$0].file.relativePath] })
            outcomes[j] = outcome
        }
        let fresh = Parallel.map(again.count) { resolver.resolve(pageIndex: again[$0]) }
        for (n, j) in again.enumerated() { outcomes[j] = fresh[n] }
        return outcomes.map { $0 ?? LinkResolver.Outcome() }
    }
}
