import POSIXFiles
import CommonMark
import Diagnostics

/// Index pages for folders that have none: a folder holding pages (directly or further down) without an
/// `index.md` (or a `README.md` standing in for one) gets a generated index, titled from the folder's name
/// (the site title for the content folder itself), whose body is the automatic list of its pages and
/// subfolders. A site without a root `index.md` so still has a home page. The page is walked like any other
/// (an empty Markdown body: ``ContentFile/isGenerated``), so `build`, `watch`, `serve` and `publish` agree.
///
/// No index is made for a folder whose URL another page already has (`guide.md` beside `guide/`), nor inside
/// a folder whose index is a draft.
enum FolderIndexes {
    /// The generated indexes `pages` need, in folder order. `contentDisplay` is the content folder as shown in
    /// messages; `draftFolders` are the folders whose index is a draft.
    static func missing(for pages: [SourcePage], contentDisplay: String, siteTitle: String,
                        draftFolders: Set<String>) -> [SourcePage] {
        var indexed: Set<String> = []
        var urls: Set<String> = []
        var needed: Set<String> = []
        for page in pages where page.generated == nil {
            urls.insert(page.url)
            let folder = URLMapping.sourceFolder(page.file.relativePath)
            if page.isIndex { indexed.insert(folder) }
            var current = folder
            while needed.insert(current).inserted, !current.isEmpty {
                let parent = Paths.parent(current)
                current = parent == "." ? "" : parent
            }
        }
        var made: [SourcePage] = []
        for folder in needed.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !indexed.contains(folder) {
            if isInDraft(folder, draftFolders) { continue }
            let relativePath = folder.isEmpty ? "index.md" : folder + "/index.md"
            let url = URLMapping.pageURL(forMarkdown: relativePath, isFolderIndex: true)
            if urls.contains(url) { continue }
            let file = ContentFile(relativePath: relativePath, sourcePath: "",
                                   displayPath: folder.isEmpty ? contentDisplay : Paths.join(contentDisplay, folder),
                                   isMarkdown: true, isFolderIndex: true, isGenerated: true)
            made.append(SourcePage(file: file, url: url, metadata: PageMetadata(), document: MarkdownDocument(blocks: []),
                                   title: PageTitle.fromFileName(relativePath, siteTitle: siteTitle, isFolderIndex: true),
                                   titleHeading: nil, headings: [:], anchors: [], links: []))
        }
        return made
    }

    /// What `--strict` says of each generated index (the folder had none): a warning, which `--strict` makes an
    /// error, naming the folder, the title it was given and how many rows its list has. `pages` are all the
    /// site's pages, the generated indexes among them.
    static func warnings(_ generated: [SourcePage], among pages: [SourcePage]) -> [Diagnostic] {
        if generated.isEmpty { return [] }
        let rows = rowCounts(of: generated, among: pages)
        return generated.map { page in
            let folder = page.file.displayPath
            let count = rows[URLMapping.sourceFolder(page.file.relativePath), default: 0]
            return Diagnostic(.warning, at: SourceLocation(path: folder, line: 1, column: 1),
                              "folder '\(folder)/' has no index.md; Cardstock made one (title '\(page.title)', \(count) \(count == 1 ? "page" : "pages")). Add \(Paths.join(folder, "index.md")) to choose its title and text")
        }
    }

    /// How many rows each generated index lists: the pages whose parent it is in ``SiteNavigation``'s rule
    /// (the nearest index up from a page's folder; for an index, from the folder above), by source folder.
    private static func rowCounts(of generated: [SourcePage], among pages: [SourcePage]) -> [String: Int] {
        var indexed: Set<String> = []
        for page in pages where page.isIndex && page.generated == nil {
            indexed.insert(URLMapping.sourceFolder(page.file.relativePath))
        }
        var wanted: Set<String> = []
        for page in generated { wanted.insert(URLMapping.sourceFolder(page.file.relativePath)) }
        var counts: [String: Int] = [:]
        for page in pages where page.generated == nil {
            var folder = URLMapping.sourceFolder(page.file.relativePath)
            if page.isIndex {
                if folder.isEmpty { continue }
                folder = up(folder)
            }
            while !indexed.contains(folder) {
                if folder.isEmpty { break }
                folder = up(folder)
            }
            if wanted.contains(folder) { counts[folder, default: 0] += 1 }
        }
        return counts
    }

    private static func up(_ folder: String) -> String {
        let parent = Paths.parent(folder)
        return parent == "." ? "" : parent
    }

    private static func isInDraft(_ folder: String, _ drafts: Set<String>) -> Bool {
        if drafts.isEmpty { return false }
        var current = folder
        while true {
            if drafts.contains(current) { return true }
            if current.isEmpty { return false }
            current = up(current)
        }
    }
}
