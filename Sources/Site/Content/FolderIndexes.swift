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

    /// What `--strict` says of each generated index (the folder had none): a note, not a warning, since a
    /// generated index is a feature and `--strict` turns warnings into errors.
    static func notes(_ generated: [SourcePage]) -> [Diagnostic] {
        generated.map { page in
            Diagnostic(.note, at: SourceLocation(path: page.file.displayPath),
                     "folder has no index page, so its list of pages was generated; add \(Paths.join(page.file.displayPath, "index.md")) (or a README.md) to write it yourself")
        }
    }

    private static func isInDraft(_ folder: String, _ drafts: Set<String>) -> Bool {
        if drafts.isEmpty { return false }
        var current = folder
        while true {
            if drafts.contains(current) { return true }
            if current.isEmpty { return false }
            let parent = Paths.parent(current)
            current = parent == "." ? "" : parent
        }
    }
}
