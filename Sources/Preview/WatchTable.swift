import POSIXFiles

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

/// Which watched root a path belongs to (joining and splitting paths is ``Paths``'s).
enum WatchPath {
    /// Whether `path` is `root` or inside it.
    static func isInside(_ path: String, root: String) -> Bool {
        if path == root { return true }
        if root == "." { return !path.hasPrefix("/") && !path.hasPrefix("../") }
        return Paths.isSameOrInside(path, root)
    }
}
