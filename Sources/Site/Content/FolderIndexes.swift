import Metrics
import POSIXFiles
import CommonMark
import Diagnostics
import Localization

/// Index pages for folders that have none: a folder holding pages (directly or further down) without an
/// `index.md` (or a `README.md` standing in for one) gets a generated index, titled from the folder's name
/// (the site title for the content folder itself), whose body is the automatic list of its pages and
/// subfolders. A site without a root `index.md` so still has a home page. The page is walked like any other
/// (an empty Markdown body: ``ContentFile/isGenerated``), so `build`, `watch`, `serve` and `publish` agree.
///
/// No index is made for a folder whose URL another page already has (`guide.md` beside `guide/`), nor inside
/// a folder whose index is a draft.
enum FolderIndexes {
    /// What names a generated index: the content folder (on disk), the site's language and the theme (icons).
    struct Naming {
        /// The content folder's path, where each folder's `_folder.yaml` is looked for.
        var contentFolder: String
        /// The site's language: a series' generic title ("周报") and the note's words.
        var localizer: Localizer
        /// The icons `_folder.yaml` may name.
        var theme: Theme
    }

    /// The generated indexes and the problems of the `_folder.yaml` files read for them.
    struct Made {
        var pages: [SourcePage] = []
        var problems: [Diagnostic] = []
    }

    /// The generated indexes `pages` need, in folder order. `contentDisplay` is the content folder as shown in
    /// messages; `draftFolders` are the folders whose index is a draft. Each is titled by its `_folder.yaml`
    /// (``FolderSettings``), else by the series its pages form (``FolderSeries``), else from the folder's name.
    static func missing(for pages: [SourcePage], contentDisplay: String, siteTitle: String,
                        draftFolders: Set<String>, naming: Naming) -> Made {
        let (indexed, needed) = folders(of: pages)
        let urls = takenURLs(among: pages, candidates: needed.subtracting(indexed))
        var made = Made()
        let seriesKinds = FolderSeries.kinds(among: pages)
        for folder in needed.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !indexed.contains(folder) {
            if isInDraft(folder, draftFolders) { continue }
            let relativePath = folder.isEmpty ? "index.md" : folder + "/index.md"
            let url = URLMapping.pageURL(forMarkdown: relativePath, isFolderIndex: true)
            if urls.contains(url) { continue }
            let display = folder.isEmpty ? contentDisplay : Paths.join(contentDisplay, folder)
            let file = ContentFile(relativePath: relativePath, sourcePath: "", displayPath: display,
                                   isMarkdown: true, isFolderIndex: true, isGenerated: true)
            var page = SourcePage(file: file, url: url, metadata: PageMetadata(), fences: [],
                                  title: PageTitle.fromFileName(relativePath, siteTitle: siteTitle, isFolderIndex: true),
                                  anchors: [], links: [])
            name(&page, folder: folder, series: seriesKinds[folder], naming: naming, problems: &made.problems)
            made.pages.append(page)
        }
        return made
    }

    /// The folders holding an index page, and every folder holding pages (directly or further down). Pages
    /// are read in place, and a run of pages in one folder walks up from it once.
    private static func folders(of pages: [SourcePage]) -> (indexed: Set<String>, needed: Set<String>) {
        var indexed: Set<String> = []
        var needed: Set<String> = []
        var previous: String?
        for i in pages.indices where pages[i].role.generated == nil {
            let folder = URLMapping.sourceFolder(pages[i].file.relativePath)
            if pages[i].isIndex { indexed.insert(folder) }
            if folder == previous { continue }
            previous = folder
            var current = folder
            while needed.insert(current).inserted, !current.isEmpty {
                let parent = Paths.parent(current)
                current = parent == "." ? "" : parent
            }
        }
        return (indexed, needed)
    }

    /// The URLs of `pages` that a generated index of one of the folders `candidates` would have.
    private static func takenURLs(among pages: [SourcePage], candidates: Set<String>) -> Set<String> {
        let wanted = Set(candidates.map { URLMapping.pageURL(forMarkdown: $0.isEmpty ? "index.md" : $0 + "/index.md",
                                                             isFolderIndex: true) })
        var taken: Set<String> = []
        guard let longest = wanted.map(\.utf8.count).max() else { return taken }
        // A URL of another length cannot be wanted: most pages are passed over without hashing their URL.
        var lengths = [Bool](repeating: false, count: longest + 1)
        for url in wanted { lengths[url.utf8.count] = true }
        for i in pages.indices {
            let count = pages[i].url.utf8.count
            guard count <= longest, lengths[count], pages[i].role.generated == nil, wanted.contains(pages[i].url) else { continue }
            taken.insert(pages[i].url)
        }
        return taken
    }

    /// Titles a generated index (`folder`'s): `_folder.yaml` first (its title also in the metadata, which marks
    /// the folder as named), then the series the folder holds, which also lists it newest first.
    private static func name(_ page: inout SourcePage, folder: String, series: ReportPeriod.Kind?, naming: Naming,
                             problems: inout [Diagnostic]) {
        if !folder.isEmpty, let series {
            page.title = naming.localizer(FolderSeries.titleKey(series))
            page.metadata.sort = .period
        }
        guard !folder.isEmpty else { return }
        do {
            let settings = try FolderSettings.load(folderPath: Paths.join(naming.contentFolder, folder),
                                                   displayFolder: page.file.displayPath, theme: naming.theme)
            guard let settings else { return }
            if let title = settings.title {
                page.title = title
                page.metadata.title = title
            }
            page.metadata.icon = settings.icon ?? page.metadata.icon
            page.metadata.sort = settings.sort ?? page.metadata.sort
        } catch let list as DiagnosticList {
            problems.append(contentsOf: list.items)
        } catch let diagnostic as Diagnostic {
            problems.append(diagnostic)
        } catch {
            problems.append(Diagnostic(.error, at: SourceLocation(path: Paths.join(page.file.displayPath, FolderSettings.fileName),
                                                                  line: 1, column: 1), "\(error)"))
        }
    }

    /// What a build says of the generated indexes whose folder is not named (no `index.md`, no `_folder.yaml`
    /// title). Under `strict`: a warning for each (which `--strict` makes an error), naming the folder, the
    /// title it was given and how many rows its list has. Otherwise one note for the whole build, saying how to
    /// name the first such folder (none when `quiet`: `--quiet` prints only warnings and errors). `pages` are all
    /// the site's pages, the generated indexes among them.
    static func messages(_ generated: [SourcePage], among pages: [SourcePage], strict: Bool, quiet: Bool) -> [Diagnostic] {
        let unnamed = generated.filter { $0.metadata.title == nil }
        if !strict {
            if quiet { return [] }
            // The home page is named by the site's title; a subfolder is what wants a name.
            guard let first = unnamed.first(where: { $0.file.relativePath != "index.md" }) else { return [] }
            let others = unnamed.count(where: { $0.file.relativePath != "index.md" }) - 1
            let folder = first.file.displayPath
            let more = others == 0 ? "" : " (and \(others) more \(others == 1 ? "folder" : "folders") without one)"
            return [Diagnostic(.note, at: SourceLocation(path: folder, line: 1, column: 1),
                               "folder '\(folder)/' has no index.md\(more); its page is titled '\(first.title)'. "
                               + "To name it, write \(Paths.join(folder, FolderSettings.fileName)) with 'title: …' (also 'icon:', 'sort:'), "
                               + "or add \(Paths.join(folder, "index.md"))")]
        }
        if unnamed.isEmpty { return [] }
        let rows = rowCounts(of: unnamed, among: pages)
        return unnamed.map { page in
            let folder = page.file.displayPath
            let count = rows[URLMapping.sourceFolder(page.file.relativePath), default: 0]
            return Diagnostic(.warning, at: SourceLocation(path: folder, line: 1, column: 1),
                              "folder '\(folder)/' has no index.md; Cardstock made one (title '\(page.title)', \(count) \(count == 1 ? "page" : "pages")). Add \(Paths.join(folder, "index.md")) to choose its title and text (or \(Paths.join(folder, FolderSettings.fileName)) for its title only)")
        }
    }

    /// How many rows each generated index lists: the pages whose parent it is in ``SiteNavigation``'s rule
    /// (the nearest index up from a page's folder; for an index, from the folder above), by source folder.
    private static func rowCounts(of generated: [SourcePage], among pages: [SourcePage]) -> [String: Int] {
        var indexed: Set<String> = []
        for page in pages where page.isIndex && page.role.generated == nil {
            indexed.insert(URLMapping.sourceFolder(page.file.relativePath))
        }
        var wanted: Set<String> = []
        for page in generated { wanted.insert(URLMapping.sourceFolder(page.file.relativePath)) }
        var counts: [String: Int] = [:]
        for page in pages where page.role.generated == nil {
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
