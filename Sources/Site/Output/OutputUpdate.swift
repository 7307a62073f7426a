import POSIXFiles
import Glibc

/// How ``OutputWriter`` updates an existing Cardstock output in place: a file whose bytes did not change
/// is not written at all (it keeps its inode and mtime); a changed or new file is written to the staging
/// folder first. Nothing in the output is touched until the whole build has succeeded; then ``apply()``
/// removes the files this build did not produce, and renames each staged file over its old version
/// (`rename(2)`: a reader sees the old page or the new one, never half a file).
///
/// A version-control folder at the top of the output (`.git`, `.hg`, `.svn`: a deploy checkout) is kept.
///
/// On a site where little changed this skips almost all the kernel work of a build (a `mkdir` and a
/// new inode per page), and the old output no longer has to be deleted file by file.
final class OutputUpdate: @unchecked Sendable {
    /// The output folder being updated (absolute).
    let output: String
    /// The staging folder that receives changed files.
    let staging: String
    private var lock = pthread_mutex_t()
    private var produced: Set<String> = []
    private var changed: [String] = []

    init(output: String, staging: String) {
        self.output = output
        self.staging = staging
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    /// Stages `bytes` for the site-relative path unless the output already holds exactly them
    /// (thread-safe).
    func write(_ bytes: [UInt8], to relativePath: String) throws {
        // A symlink (or folder) at the path never counts as unchanged: it is replaced, as a fresh build would.
        let unchanged = FileSystem.holds(bytes, at: Paths.join(output, relativePath))
        if !unchanged {
            let path = Paths.join(staging, relativePath)
            try FileSystem.makeDirectories(Paths.parent(path))
            try FileSystem.write(bytes, to: path)
        }
        pthread_mutex_lock(&lock)
        produced.insert(relativePath)
        if !unchanged { changed.append(relativePath) }
        pthread_mutex_unlock(&lock)
    }

    /// Brings the output in line with this build: stale files out, staged files in, empty folders gone.
    func apply() throws {
        // Stale files first, and the folders they leave empty, so that a path that changes between file
        // and folder is free. Top-level folders are swept on all cores (they share nothing).
        let top = FileSystem.entries(output) ?? []
        _ = Parallel.map(top.count) { i -> Bool in
            let (name, kind) = top[i]
            if OutputGuard.keptNames.contains(name) { return true }
            let path = Paths.join(output, name)
            if kind == .directory {
                if sweep(path, relative: name) { rmdir(path) }
            } else if !produced.contains(name) && name != OutputGuard.marker {
                unlink(path)
            }
            return true
        }
        for path in changed.sorted(by: FileSystem.bytewiseLess) {
            let target = Paths.join(output, path)
            try FileSystem.makeDirectories(Paths.parent(target))
            if FileSystem.kind(target) == .directory { try FileSystem.removeTree(target) }
            try FileSystem.rename(Paths.join(staging, path), to: target)
        }
    }

    /// Removes the files below `folder` this build did not produce and the folders that leaves empty, in
    /// one walk; returns whether `folder` itself is now empty.
    private func sweep(_ folder: String, relative: String) -> Bool {
        var empty = true
        for (name, kind) in FileSystem.entries(folder) ?? [] {
            let path = folder + "/" + name
            let rel = relative + "/" + name
            if kind == .directory {
                if sweep(path, relative: rel), rmdir(path) == 0 { continue }
            } else if !produced.contains(rel), unlink(path) == 0 {
                continue
            }
            empty = false
        }
        return empty
    }
}
