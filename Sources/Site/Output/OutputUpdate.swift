import POSIXFiles
import Glibc
import Synchronization

/// How ``OutputWriter`` updates an existing Cardstock output in place: a file whose bytes did not change
/// is not written at all (it keeps its inode and mtime); a changed or new file is written to the staging
/// folder first. Nothing in the output is touched until the whole build has succeeded; then ``apply()``
/// removes the files this build did not produce, and renames each staged file over its old version
/// (`rename(2)`: a reader sees the old page or the new one, never half a file).
///
/// A version-control folder at the top of the output (`.git`, `.hg`, `.svn`: a deploy checkout) is kept.
/// Every read, removal and rename in the output goes through ``OutputTree`` and ``TreeRemoval``: a
/// symbolic link or special file inside it is removed itself and replaced, never followed.
///
/// On a site where little changed this skips almost all the kernel work of a build (a `mkdir` and a
/// new inode per page), and the old output no longer has to be deleted file by file.
final class OutputUpdate: @unchecked Sendable {
    /// The output folder being updated (absolute).
    let output: String
    /// The staging folder that receives changed files.
    let staging: String
    /// The site-relative paths this build produced, and those of them whose bytes changed.
    private let written = Mutex<(produced: Set<String>, changed: [String])>(([], []))

    init(output: String, staging: String) {
        self.output = output
        self.staging = staging
    }

    /// Stages `bytes` for the site-relative path unless the output already holds exactly them
    /// (thread-safe).
    func write(_ bytes: [UInt8], to relativePath: String) throws {
        // A symlink (or folder) at the path never counts as unchanged: it is replaced, as a fresh build would.
        let unchanged = OutputTree(root: output).holds(bytes, at: relativePath)
        if !unchanged {
            let path = Paths.join(staging, relativePath)
            try FileSystem.makeDirectories(Paths.parent(path))
            try FileSystem.write(bytes, to: path)
        }
        written.withLock { written in
            written.produced.insert(relativePath)
            if !unchanged { written.changed.append(relativePath) }
        }
    }

    /// Brings the output in line with this build: stale files out, staged files in, empty folders gone.
    func apply() throws {
        // Stale files first (a link or special file the build did not produce is one: removed itself), and
        // the folders they leave empty, so that a path that changes between file and folder is free.
        // Top-level entries are swept on all cores (they share nothing).
        let root = open(output, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if root < 0 { throw FileSystemError(path: output, operation: "open the folder", code: errno) }
        defer { close(root) }
        let top = FileSystem.list(output) ?? []
        let (produced, changed) = written.withLock { $0 }
        _ = Parallel.map(top.count) { i -> Bool in
            let name = top[i]
            if OutputGuard.keptNames.contains(name) || name == OutputGuard.marker { return true }
            return TreeRemoval.sweepEntry(name, in: root, relative: name) { produced.contains($0) }
        }
        let tree = OutputTree(root: output)
        for path in changed.sorted(by: FileSystem.bytewiseLess) {
            try tree.moveIn(Paths.join(staging, path), to: path)
        }
    }
}
