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
}
