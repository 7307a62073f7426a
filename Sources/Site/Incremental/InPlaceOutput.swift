import POSIXFiles
import Glibc

/// Writes into the live output folder in place, for `watch` and `serve`: a file is written only when
/// its bytes changed (so untouched files keep their mtime), always to a temporary file in the same
/// folder that is then renamed over the old one (so a reader never sees half a file).
struct InPlaceOutput: Sendable {
    /// The output folder (absolute).
    let root: String

    /// Whether the file at the site-relative path holds exactly `bytes` (a regular file, not a symlink).
    func holds(_ bytes: [UInt8], at relativePath: String) -> Bool {
        FileSystem.holds(bytes, at: Paths.join(root, relativePath))
    }

    /// Writes `bytes` to the site-relative path via a temporary file and `rename(2)`; creates folders.
    func write(_ bytes: [UInt8], to relativePath: String) throws {
        let path = Paths.join(root, relativePath)
        let folder = Paths.parent(path)
        try FileSystem.makeDirectories(folder)
        var template = Array((folder + "/." + Paths.lastComponent(path) + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd < 0 { throw FileSystemError(path: path, operation: "create a temporary file for", code: errno) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: Int32 = 0
        var written = 0
        while written < bytes.count && failure == 0 {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 { if errno != EINTR { failure = errno } } else { written += n }
        }
        if failure == 0 && fchmod(fd, 0o644) != 0 { failure = errno }
        close(fd)
        if failure == 0 && Glibc.rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileSystemError(path: path, operation: "write", code: failure)
        }
    }

    /// Removes the file at the site-relative path, then every folder above it that became empty.
    func remove(_ relativePath: String) {
        let path = Paths.join(root, relativePath)
        if FileSystem.kind(path) == .directory { try? FileSystem.removeTree(path) } else { unlink(path) }
        var folder = Paths.parent(path)
        while folder != root && Paths.isSameOrInside(folder, root) {
            if rmdir(folder) != 0 { break }  // not empty (or gone): stop
            folder = Paths.parent(folder)
        }
    }

    /// Every file below the root, site-relative and sorted (symlinks count as files; folders are walked).
    func allFiles() -> [String] {
        var out: [String] = []
        func walk(_ folder: String, _ relative: String) {
            for name in FileSystem.list(folder) ?? [] {
                let path = folder + "/" + name
                let rel = relative.isEmpty ? name : relative + "/" + name
                if FileSystem.kind(path) == .directory { walk(path, rel) } else { out.append(rel) }
            }
        }
        walk(root, "")
        return out.sorted()
    }

    /// Removes every folder below the root that holds nothing (deepest first), except inside a version-control
    /// folder at the top (see `OutputGuard.keptNames`).
    func pruneEmptyFolders() {
        func prune(_ folder: String) -> Bool {
            var empty = true
            for name in FileSystem.list(folder) ?? [] {
                let path = folder + "/" + name
                if folder == root && OutputGuard.keptNames.contains(name) { empty = false; continue }
                if FileSystem.kind(path) == .directory, prune(path) { continue }
                empty = false
            }
            return empty && folder != root && rmdir(folder) == 0
        }
        _ = prune(root)
    }
}
