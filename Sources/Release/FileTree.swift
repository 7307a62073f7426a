import POSIXFiles
import Diagnostics
import Glibc

/// A listing of every file below a folder, by relative path (`posts/a/index.html`), sorted by bytes.
///
/// Directories are listed too, so that a link to `posts/` can be checked without touching the disk.
/// Symbolic links are recorded as links and never followed while walking.
struct FileTree: Sendable {
    /// One entry below the root.
    struct Entry: Sendable, Equatable {
        /// Path relative to the root, `/`-separated, no leading slash.
        var path: String
        /// What the entry is.
        var kind: FileSystem.Kind
        /// Size in bytes for files, 0 otherwise.
        var size: Int
    }

    /// The folder that was walked, as given.
    let root: String
    /// Files, links and directories, sorted by path bytes.
    let entries: [Entry]

    /// Walks `root` recursively.
    init(root: String) throws {
        let base = Paths.trimmed(root)
        guard FileSystem.existingKindFollowingLinks(base) == .directory else {
            throw Diagnostic.error(base, "is not a folder; pass the folder the site was built into")
        }
        self.root = base
        var out: [Entry] = []
        try FileTree.walk(base, prefix: "", into: &out)
        out.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        self.entries = out
    }

    private static func walk(_ directory: String, prefix: String, into out: inout [Entry]) throws {
        for name in try ReleaseFiles.names(in: directory) {
            let full = Paths.join(directory, name)
            let rel = prefix.isEmpty ? name : prefix + "/" + name
            var st = stat()
            guard lstat(full, &st) == 0 else { throw ReleaseFiles.failure(full, "inspect the file") }
            let kind = FileSystem.kind(mode: st.st_mode)
            out.append(Entry(path: rel, kind: kind, size: kind == .file ? Int(st.st_size) : 0))
            if kind == .directory { try walk(full, prefix: rel, into: &out) }
        }
    }

    /// Regular files only.
    var files: [Entry] { entries.filter { $0.kind == .file } }

    /// The absolute-or-as-given path of a relative entry path.
    func fullPath(_ relative: String) -> String { Paths.join(root, relative) }
}
