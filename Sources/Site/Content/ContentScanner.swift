import Diagnostics

/// Finds every file in the content folder with `opendir`/`readdir`/`lstat`, in a stable order.
///
/// Rules: entries whose name starts with `.` (hidden) or `_` (private notes, drafts folders, partials)
/// are skipped with everything inside them. Symlinks are followed only when they resolve inside the
/// content folder; one that points outside is an error. Markdown files (`.md`, `.markdown`) become
/// pages; every other file is copied unchanged.
struct ContentScanner {
    /// The content folder as given (used to build display paths).
    var displayRoot: String
    /// The content folder as an absolute path.
    var root: String

    /// Scans the folder; throws a ``DiagnosticList`` when a symlink escapes or the folder is missing.
    func scan() throws -> [ContentFile] {
        guard FileSystem.kindFollowingLinks(root) == .directory else {
            throw Diagnostic.error(displayRoot, "content folder not found: create it or pass --content DIR")
        }
        let realRoot = FileSystem.realPath(root) ?? root
        var files: [ContentFile] = []
        var problems = DiagnosticList()
        var visited: Set<String> = [realRoot]
        walk(directory: root, relative: "", realRoot: realRoot, files: &files, problems: &problems, visited: &visited)
        if !problems.items.isEmpty { throw problems }
        Self.markFolderIndexes(&files)
        return files
    }

    /// Marks `index.md` pages, and `README.md` pages in folders without an `index.md`, as folder indexes.
    static func markFolderIndexes(_ files: inout [ContentFile]) {
        var foldersWithIndex: Set<String> = []
        for file in files where file.isMarkdown && isIndexName(Paths.lastComponent(file.relativePath)) {
            foldersWithIndex.insert(URLMapping.sourceFolder(file.relativePath))
        }
        var foldersWithReadme: Set<String> = []
        for i in files.indices where files[i].isMarkdown {
            let name = Paths.lastComponent(files[i].relativePath)
            let folder = URLMapping.sourceFolder(files[i].relativePath)
            if isIndexName(name) {
                files[i].isFolderIndex = true
            } else if isReadmeName(name) && !foldersWithIndex.contains(folder) && foldersWithReadme.insert(folder).inserted {
                files[i].isFolderIndex = true
            }
        }
    }

    /// `index.md` / `index.markdown`.
    static func isIndexName(_ name: String) -> Bool { name == "index.md" || name == "index.markdown" }

    /// `README.md` in any letter case.
    static func isReadmeName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "readme.md" || lower == "readme.markdown"
    }

    private func walk(directory: String, relative: String, realRoot: String,
                      files: inout [ContentFile], problems: inout DiagnosticList, visited: inout Set<String>) {
        guard let names = FileSystem.list(directory) else {
            problems.append(.error(display(relative), "cannot read folder: check its permissions"))
            return
        }
        for name in names {
            if name.hasPrefix(".") || name.hasPrefix("_") { continue }
            let path = directory + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            var kind = FileSystem.kind(path)
            var source = path
            if kind == .symlink {
                guard let target = FileSystem.realPath(path) else {
                    problems.append(.error(display(rel), "broken symlink: its target does not exist; remove it or fix the target"))
                    continue
                }
                guard Paths.isSameOrInside(target, realRoot) else {
                    problems.append(.error(display(rel), "symlink points outside the content folder (to \(target)); copy the file into the content folder instead"))
                    continue
                }
                kind = FileSystem.kindFollowingLinks(path)
                source = target
            }
            switch kind {
            case .directory:
                let real = FileSystem.realPath(path) ?? path
                if visited.contains(real) { continue }  // a symlink loop or a second way into a folder
                visited.insert(real)
                walk(directory: source, relative: rel, realRoot: realRoot, files: &files, problems: &problems, visited: &visited)
            case .file:
                files.append(ContentFile(relativePath: rel, sourcePath: source, displayPath: display(rel),
                                         isMarkdown: Self.isMarkdown(name)))
            default:
                continue  // sockets, fifos, devices: nothing to publish
            }
        }
    }

    private func display(_ relative: String) -> String {
        relative.isEmpty ? displayRoot : Paths.join(displayRoot, relative)
    }

    /// Whether a file name is a Markdown page.
    static func isMarkdown(_ name: String) -> Bool {
        name.hasSuffix(".md") || name.hasSuffix(".markdown")
    }
}
