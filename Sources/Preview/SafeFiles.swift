import Glibc
import POSIXFiles

/// File helpers for the server: resolving symlinks and checking that a path stays inside the root.
enum SafeFiles {
    /// The canonical absolute path (symlinks resolved), or nil if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the canonical `path` is `root` or below it (both canonical).
    static func isInside(_ path: String, root: String) -> Bool { Paths.isSameOrInside(path, root) }

    /// Reads a whole file from an open descriptor.
    static func readAll(_ fd: Int32, sizeHint: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
        var used = 0
        while true {
            if used == out.count { out += [UInt8](repeating: 0, count: max(4096, out.count)) }
            let n = out.withUnsafeMutableBytes { raw in
                read(fd, raw.baseAddress! + used, raw.count - used)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            used += n
        }
        out.removeSubrange(used...)
        return out
    }
}
