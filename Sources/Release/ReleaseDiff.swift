import Synchronization
import POSIXFiles
import Diagnostics
import Dispatch

/// What publishing a build would change, file by file, compared with a previous site folder:
/// the `--dry-run` report.
package struct ReleaseDiff: Sendable, Equatable, CustomStringConvertible {
    /// Relative paths only in the new build, sorted.
    package var added: [String]
    /// Relative paths in both whose bytes (or link targets) differ, sorted.
    package var changed: [String]
    /// Relative paths only in the old folder, sorted.
    package var removed: [String]

    /// Creates a diff from lists (they are sorted here).
    package init(added: [String] = [], changed: [String] = [], removed: [String] = []) {
        let order: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        self.added = added.sorted(by: order)
        self.changed = changed.sorted(by: order)
        self.removed = removed.sorted(by: order)
    }

    /// Whether the two folders hold the same files with the same bytes.
    package var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// Compares the built folder `new` with `old` (a previous release or output folder);
    /// a `nil` or missing `old` makes every file "added". Directories themselves are not listed.
    package static func compare(new: String, old: String?) throws -> ReleaseDiff {
        let newTree = try FileTree(root: new)
        guard let old, FileSystem.existingKindFollowingLinks(old) != nil else {
            return ReleaseDiff(added: newTree.entries.filter { $0.kind != .directory }.map(\.path))
        }
        return try compare(newTree, try FileTree(root: old))
    }

    /// Compares two walked trees; paths in `ignoring` (files carried into the old release from other
    /// releases, see ``ReleaseAssets``) are not part of the old folder's content.
    static func compare(_ newTree: FileTree, _ oldTree: FileTree, ignoring: Set<String> = []) throws -> ReleaseDiff {
        var oldEntries: [String: FileTree.Entry] = [:]
        for entry in oldTree.entries where entry.kind != .directory && !ignoring.contains(entry.path) {
            oldEntries[entry.path] = entry
        }
        var added: [String] = [], both: [(FileTree.Entry, FileTree.Entry)] = []
        for entry in newTree.entries where entry.kind != .directory {
            if let previous = oldEntries.removeValue(forKey: entry.path) { both.append((entry, previous)) }
            else { added.append(entry.path) }
        }
        // The changed paths and the first failure.
        let outcome = Mutex<(changed: [String], failure: Diagnostic?)>(([], nil))
        let pairs = both
        DispatchQueue.concurrentPerform(iterations: pairs.count) { index in
            let (a, b) = pairs[index]
            do {
                if try !same(a, newTree, b, oldTree) { outcome.withLock { $0.changed.append(a.path) } }
            } catch {
                let d = error as? Diagnostic ?? .error(newTree.fullPath(a.path), "could not compare the file")
                outcome.withLock { if $0.failure == nil { $0.failure = d } }
            }
        }
        let (changed, failure) = outcome.withLock { $0 }
        if let failure { throw failure }
        return ReleaseDiff(added: added, changed: changed, removed: Array(oldEntries.keys))
    }

    private static func same(_ a: FileTree.Entry, _ ta: FileTree, _ b: FileTree.Entry, _ tb: FileTree) throws -> Bool {
        guard a.kind == b.kind, a.size == b.size else { return false }
        switch a.kind {
        case .file: return try ReleaseFiles.read(ta.fullPath(a.path)) == ReleaseFiles.read(tb.fullPath(b.path))
        case .symlink: return try ReleaseFiles.linkTarget(ta.fullPath(a.path)) == ReleaseFiles.linkTarget(tb.fullPath(b.path))
        default: return true
        }
    }

    /// One line per file (`added   path`, `changed path`, `removed path`) and a summary line.
    package var description: String {
        var lines: [String] = []
        lines += added.map { "added   \($0)" }
        lines += changed.map { "changed \($0)" }
        lines += removed.map { "removed \($0)" }
        lines.append(isEmpty ? "no changes"
                     : "\(added.count) added, \(changed.count) changed, \(removed.count) removed")
        return lines.joined(separator: "\n")
    }
}
