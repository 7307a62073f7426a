import POSIXFiles
import Diagnostics
import Glibc

/// Finds every file in the content folder with `opendir`/`readdir` (`d_type`; `lstat` only where it is
/// unknown), in a stable order, top-level folders in parallel.
///
/// Rules: entries whose name starts with `.` (hidden) or `_` (private notes, drafts folders, partials)
/// are skipped with everything inside them. Symlinks are followed only when they resolve inside the
/// content folder (``ConfinedFolder/resolve(_:)``); one that points outside, or a broken one, is an error
/// at `path:1:1`, and so is a name that is not UTF-8 and a FIFO, socket or device (or a link to one). Markdown files (`.md`, `.markdown`) become pages;
/// every other file is copied unchanged.
package struct ContentScanner {
    /// The content folder as given (used to build display paths).
    var displayRoot: String
    /// The content folder as an absolute path.
    var root: String

    /// The content folder as a ``ConfinedFolder``: what decides whether a symlink may be followed.
    let folder: ConfinedFolder

    /// The project folder (the working directory): when the content folder lies inside it by its path,
    /// it must lie inside it after resolving symlinks too. `nil`: not checked.
    let project: String?

    /// A scanner for the folder at `root` (absolute), shown as `displayRoot` in messages, in `project`.
    package init(displayRoot: String, root: String, project: String? = nil) {
        self.displayRoot = displayRoot
        self.root = root
        self.folder = ConfinedFolder(root: root, name: "content folder")
        self.project = project
    }

    /// Scans the folder; throws a ``DiagnosticList`` when a symlink escapes or the folder is missing.
    ///
    /// Top-level folders are walked in parallel, each on its own, and their files joined in name order.
    /// Symlinks make the walks depend on each other (a second way into a folder is skipped, in walk
    /// order), so when any walk meets one, the whole folder is walked again serially: same result either way.
    package func scan() throws -> [ContentFile] {
        guard FileSystem.kindFollowingLinks(root) == .directory else {
            throw Diagnostic.error(displayRoot, "content folder not found: create it or pass --content DIR")
        }
        if let project, let escape = folder.projectEscape(project: project, option: "--content") {
            throw Diagnostic.error(displayRoot, escape)
        }
        let realRoot = folder.realRoot
        var walk = Walk(visited: [realRoot])
        // Symlinks and names that are not UTF-8 at the top take the serial walk (which checks them).
        if let entries = FileSystem.entries(root),
           !entries.contains(where: { $0.kind == .symlink || $0.kind == .other
                                      || FileSystem.hasUndecodableName($0.name, at: root + "/" + $0.name) }) {
            let folders = entries.filter { $0.kind == .directory && !Self.isSkipped($0.name) }
            if folders.count > 1 {
                let walks: [Walk] = Parallel.map(folders.count) { i in
                    var sub = Walk(visited: [])
                    let name = folders[i].name
                    self.enter(directory: root + "/" + name, relative: name, realRoot: realRoot, walk: &sub)
                    return sub
                }
                if !walks.contains(where: \.sawSymlink) {
                    var next = 0
                    for (name, kind) in entries where !Self.isSkipped(name) {
                        if kind == .directory {
                            walk.files += walks[next].files
                            walk.problems.append(contentsOf: walks[next].problems.items)
                            next += 1
                        } else if kind == .file {
                            walk.files.append(file(name: name, relative: name, source: root + "/" + name))
                        }
                    }
                    return try finish(walk)
                }
            }
        }
        walk.walk(directory: root, relative: "", realRoot: realRoot, scanner: self)
        return try finish(walk)
    }

    private func finish(_ walk: Walk) throws -> [ContentFile] {
        if !walk.problems.items.isEmpty { throw walk.problems }
        var files = walk.files
        Self.markFolderIndexes(&files)
        return files
    }

    /// Walks a real (not symlinked) folder the way ``Walk/walk(directory:relative:realRoot:scanner:)`` does
    /// when it meets it.
    private func enter(directory: String, relative: String, realRoot: String, walk: inout Walk) {
        let real = FileSystem.realPath(directory) ?? directory
        walk.visited.insert(real)
        walk.walk(directory: directory, relative: relative, realRoot: realRoot, scanner: self)
    }

    /// Names the scan skips with everything inside: hidden (`.`) and private (`_`) entries.
    static func isSkipped(_ name: String) -> Bool { name.hasPrefix(".") || name.hasPrefix("_") }

    fileprivate func file(name: String, relative: String, source: String) -> ContentFile {
        ContentFile(relativePath: relative, sourcePath: source, displayPath: display(relative), isMarkdown: Self.isMarkdown(name))
    }

    /// Marks `index.md` pages, and `README.md` pages in folders without an `index.md`, as folder indexes.
    static func markFolderIndexes(_ files: inout [ContentFile]) {
        var foldersWithIndex: Set<String> = []
        var readmes: [Int] = []
        for i in files.indices where files[i].isMarkdown {
            switch nameKind(files[i].relativePath) {
            case .index:
                files[i].isFolderIndex = true
                foldersWithIndex.insert(URLMapping.sourceFolder(files[i].relativePath))
            case .readme:
                readmes.append(i)
            case .other:
                break
            }
        }
        // The first README of a folder without an index, in the files' order.
        var foldersWithReadme: Set<String> = []
        for i in readmes {
            let folder = URLMapping.sourceFolder(files[i].relativePath)
            if !foldersWithIndex.contains(folder) && foldersWithReadme.insert(folder).inserted {
                files[i].isFolderIndex = true
            }
        }
    }

    /// What a Markdown file's name makes it.
    enum NameKind { case index, readme, other }

    /// Whether the last component of `path` is an index name (``isIndexName(_:)``), a README name
    /// (``isReadmeName(_:)``) or neither: on the bytes of an ASCII path (no `String` made for each of ten
    /// thousand files), by the names themselves otherwise.
    static func nameKind(_ path: String) -> NameKind {
        var path = path
        let fast = path.withUTF8 { bytes -> NameKind? in
            var start = bytes.count
            for byte in bytes where byte >= 0x80 { return nil }
            if bytes.last == UInt8(ascii: "/") { return nil }
            while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[start...])
            func equals(_ text: StaticString, folding: Bool) -> Bool {
                guard name.count == text.utf8CodeUnitCount else { return false }
                for i in 0..<name.count {
                    let byte = name[i], expected = text.utf8Start[i]
                    let folded = folding && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                    if folded != expected { return false }
                }
                return true
            }
            if equals("index.md", folding: false) || equals("index.markdown", folding: false) { return .index }
            if equals("readme.md", folding: true) || equals("readme.markdown", folding: true) { return .readme }
            return .other
        }
        if let fast { return fast }
        let name = Paths.lastComponent(path)
        return isIndexName(name) ? .index : isReadmeName(name) ? .readme : .other
    }

    /// `index.md` / `index.markdown`.
    static func isIndexName(_ name: String) -> Bool { name == "index.md" || name == "index.markdown" }

    /// `README.md` in any letter case.
    static func isReadmeName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "readme.md" || lower == "readme.markdown"
    }

    fileprivate func display(_ relative: String) -> String {
        relative.isEmpty ? displayRoot : Paths.join(displayRoot, relative)
    }

    /// Whether a file name is a Markdown page.
    static func isMarkdown(_ name: String) -> Bool {
        name.hasSuffix(".md") || name.hasSuffix(".markdown")
    }
}

/// The state of one folder walk: files found in order, problems, folders already visited.
private struct Walk {
    var files: [ContentFile] = []
    var problems = DiagnosticList()
    var visited: Set<String>
    /// Whether a symlink was met (the parallel scan then falls back to one serial walk).
    var sawSymlink = false

    init(visited: Set<String>) { self.visited = visited }

    /// Whether the entry's name is not UTF-8 (``FileSystem/hasUndecodableName(_:at:)``); then an error.
    mutating func refusesUndecodable(_ name: String, path: String, relative: String, scanner: ContentScanner) -> Bool {
        guard FileSystem.hasUndecodableName(name, at: path) else { return false }
        problems.append(.error(scanner.display(relative), line: 1, column: 1, FileSystem.undecodableNameMessage))
        return true
    }

    /// Why the folder at `path` could not be listed, from the `errno` of `opendir`, and what to do.
    static func unreadableFolderMessage(_ code: Int32, path: String) -> String {
        switch code {
        case ENAMETOOLONG:
            return "cannot read folder: its path is too long for the system (\(path.utf8.count) bytes, the limit is "
                + "\(PATH_MAX)); nest it less deeply or use shorter folder names"
        case EACCES, EPERM:
            return "cannot read folder: check its permissions"
        default:
            return "cannot read folder: \(String(cString: strerror(code)))"
        }
    }

    /// What the special file at `path` is (`a FIFO (named pipe)`, `a socket`, `a device`), from `lstat`.
    static func kindName(_ path: String) -> String {
        var st = stat()
        return lstat(path, &st) == 0 ? FileSystem.kindName(mode: st.st_mode) : "a special file"
    }

    mutating func walk(directory: String, relative: String, realRoot: String, scanner: ContentScanner) {
        guard let entries = FileSystem.entries(directory) else {
            let code = errno
            problems.append(.error(scanner.display(relative), Self.unreadableFolderMessage(code, path: directory)))
            return
        }
        for (name, entryKind) in entries {
            if ContentScanner.isSkipped(name) { continue }
            let path = directory + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            if refusesUndecodable(name, path: path, relative: rel, scanner: scanner) { continue }
            var kind = entryKind
            var source = path
            if kind == .symlink {
                sawSymlink = true
                switch scanner.folder.resolve(path) {
                case .success(.file(let target)):
                    kind = .file
                    source = target
                case .success(.directory(let target)):
                    kind = .directory
                    source = target
                case .failure(let problem):
                    problems.append(scanner.folder.diagnostic(problem, at: scanner.display(rel)))
                    continue
                }
            }
            switch kind {
            case .directory:
                let real = FileSystem.realPath(path) ?? path
                if visited.contains(real) { continue }  // a symlink loop or a second way into a folder
                visited.insert(real)
                walk(directory: source, relative: rel, realRoot: realRoot, scanner: scanner)
            case .file:
                files.append(scanner.file(name: name, relative: rel, source: source))
            default:
                // A FIFO, socket or device: an error at its path (never opened, so never blocks).
                problems.append(scanner.folder.diagnostic(.special(kind: Self.kindName(path), target: nil),
                                                          at: scanner.display(rel)))
            }
        }
    }
}
