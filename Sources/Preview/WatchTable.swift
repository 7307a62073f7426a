/// The two-way map between inotify watch descriptors and the folder paths they watch.
struct WatchTable {
    private(set) var byWD: [Int32: String] = [:]
    private(set) var byPath: [String: Int32] = [:]

    /// Records that `wd` watches `path` (inotify returns the same descriptor for the same inode).
    mutating func insert(_ wd: Int32, path: String) {
        if let old = byWD[wd], old != path { byPath[old] = nil }
        if let oldWD = byPath[path], oldWD != wd { byWD[oldWD] = nil }
        byWD[wd] = path
        byPath[path] = wd
    }

    /// Forgets a descriptor (after the kernel dropped it).
    mutating func remove(wd: Int32) {
        if let path = byWD.removeValue(forKey: wd), byPath[path] == wd { byPath[path] = nil }
    }

    /// Forgets `path` and every folder below it; returns the descriptors that were forgotten.
    mutating func removeSubtree(_ path: String) -> [Int32] {
        let prefix = path == "/" ? "/" : path + "/"
        var removed: [Int32] = []
        for (p, wd) in byPath where p == path || p.hasPrefix(prefix) {
            removed.append(wd)
        }
        for wd in removed { remove(wd: wd) }
        return removed.sorted()
    }

    /// Number of watched folders.
    var count: Int { byWD.count }
}

/// Path helpers that work on plain strings (no Foundation path APIs on the event path).
enum WatchPath {
    /// `dir/name`, without a `./` prefix for the current folder.
    static func join(_ dir: String, _ name: String) -> String {
        if dir == "." { return name }
        if dir == "/" { return "/" + name }
        return dir + "/" + name
    }

    /// The folder containing `path` (`.` for a bare name).
    static func parent(of path: String) -> String {
        guard let i = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if i == path.utf8.startIndex { return "/" }
        return String(path[..<i])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        guard let i = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: i)...])
    }

    /// Whether `path` is `root` or inside it.
    static func isInside(_ path: String, root: String) -> Bool {
        if path == root { return true }
        if root == "." { return !path.hasPrefix("/") && !path.hasPrefix("../") }
        if root == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(root) && path.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/")
    }
}
