import POSIXFiles
import Glibc

/// Writes into the live output folder in place, for `watch` and `serve`: a file is written only when
/// its bytes changed (so untouched files keep their mtime), always to a temporary file in the same
/// folder that is then renamed over the old one (so a reader never sees half a file). Every write and
/// removal goes through ``OutputTree``: a symbolic link or special file inside the output is replaced by a
/// real folder or file (the link itself removed), never written through.
struct InPlaceOutput: Sendable {
    /// The output folder (absolute).
    let root: String

    private var tree: OutputTree { OutputTree(root: root) }

    /// Whether the file at the site-relative path holds exactly `bytes` (a regular file, reached without
    /// following a link).
    func holds(_ bytes: [UInt8], at relativePath: String) -> Bool {
        tree.holds(bytes, at: relativePath)
    }

    /// Writes `bytes` to the site-relative path via a temporary file and `renameat(2)`; creates folders.
    func write(_ bytes: [UInt8], to relativePath: String) throws {
        try tree.write(bytes, to: relativePath)
    }

    /// Removes the file at the site-relative path (a folder there is kept: a write may just have replaced
    /// a link by it), then every folder above it that became empty.
    func remove(_ relativePath: String) {
        tree.remove(relativePath)
    }

    /// Every file below the root, site-relative and sorted (symlinks and special files count as files;
    /// folders are walked, links never followed).
    func allFiles() -> [String] {
        var out: [String] = []
        func walk(_ folder: String, _ relative: String) {
            for (name, kind) in FileSystem.entries(folder) ?? [] {
                let rel = relative.isEmpty ? name : relative + "/" + name
                if kind == .directory { walk(folder + "/" + name, rel) } else { out.append(rel) }
            }
        }
        walk(root, "")
        return out.sorted()
    }

    /// Removes every folder below the root that holds nothing (deepest first), except inside a version-control
    /// folder at the top (see `OutputGuard.keptNames`).
    func pruneEmptyFolders() {
        tree.pruneEmptyFolders(keeping: OutputGuard.keptNames)
    }
}
