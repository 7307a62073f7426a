import POSIXFiles
import Diagnostics
import Glibc

extension ReleaseManager {
    /// Points `DIR/current` at `releases/<name>` atomically: a new symlink `DIR/.current.tmp`
    /// is renamed over `current`, so `current` always exists and always names a whole release.
    func switchCurrent(to name: ReleaseName) throws {
        let temp = Paths.join(directory, ".current.tmp")
        if unlink(temp) != 0 && errno != ENOENT { throw ReleaseFiles.failure(temp, "remove the stale link") }
        if symlink("releases/\(name)", temp) != 0 { throw ReleaseFiles.failure(temp, "create the link") }
        if rename(temp, currentPath) != 0 {
            let code = errno
            unlink(temp)
            throw ReleaseFiles.failure(currentPath, "switch the current release", code: code)
        }
        let dirfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
    }

    /// Makes the existing release `target` current: carries into it the fingerprinted files of the other
    /// releases that stay, switches `current`, then (when `pruning`) deletes the releases beyond ``keep``.
    func activate(_ target: ReleaseName, among names: [ReleaseName], previous: ReleaseName?, pruning: Bool) throws {
        let victims = pruning ? pruneVictims(names, protecting: protectedReleases(current: target, previous: previous)) : []
        let kept = names.filter { !victims.contains($0) }
        var record = try assets(of: target)
        let plan = try planCarry(into: path(of: target), record: &record, from: kept.filter { $0 != target })
        if !plan.isEmpty {
            // The record first: a crash before the links leaves it naming files that are not there (harmless),
            // never carried files that would count as the release's own content.
            try writeAssets(record, of: target)
            try carry(plan, folders: record.folders, into: path(of: target))
        }
        try switchCurrent(to: target)
        try? remove(victims, keeping: kept)
    }

    /// The kept release whose own content is byte-for-byte `tree` (the current one first, then the newest),
    /// or `nil`. Only releases whose name carries `hash` are compared; carried files do not count.
    func release(matching tree: FileTree, hash: String, among names: [ReleaseName],
                 current: ReleaseName?) throws -> ReleaseName? {
        let candidates = names.filter { $0.hash == hash }
            .sorted { (a, b) in (a == current ? 1 : 0, a) > (b == current ? 1 : 0, b) }
        for name in candidates {
            let diff = try ReleaseDiff.compare(tree, FileTree(root: path(of: name)), ignoring: assets(of: name).foreign)
            if diff.isEmpty { return name }
        }
        return nil
    }

    /// The releases pruning never deletes when `current` becomes current: it, and (unless only one release
    /// is kept) the release that was current before, whose pages readers may still have open.
    func protectedReleases(current: ReleaseName, previous: ReleaseName?) -> Set<ReleaseName> {
        var kept: Set<ReleaseName> = [current]
        if keep >= 2, let previous { kept.insert(previous) }
        return kept
    }

    /// The oldest of `names` (sorted) beyond ``keep``, never one in `protected` and never one without the
    /// release marker (``isMarked(_:)``; an unmarked current release of an earlier Cardstock stays).
    func pruneVictims(_ names: [ReleaseName], protecting protected: Set<ReleaseName>) -> [ReleaseName] {
        let limit = max(1, keep)
        guard names.count > limit else { return [] }
        var excess = names.count - limit
        var victims: [ReleaseName] = []
        for name in names where excess > 0 && !protected.contains(name) && isMarked(name) {
            victims.append(name)
            excess -= 1
        }
        return victims
    }

    /// Deletes the oldest releases so that at most ``keep`` remain, never the current one or `keeping`,
    /// together with the files carried for them into the releases that stay.
    func prune(keeping: ReleaseName) throws {
        let names = try releaseNames()
        var protected: Set<ReleaseName> = [keeping]
        if let current = try currentName() { protected.insert(current) }
        let victims = pruneVictims(names, protecting: protected)
        try remove(victims, keeping: names.filter { !victims.contains($0) })
    }

    /// Deletes the `victims` and their records, then the carried files no release in `kept` needs any more.
    /// A release is first renamed to a hidden trash name, then deleted without following symlinks.
    func remove(_ victims: [ReleaseName], keeping kept: [ReleaseName]) throws {
        for name in victims {
            let trash = Paths.join(releasesPath, ".trash-\(name)")
            try ReleaseFiles.move(path(of: name), to: trash)
            try ReleaseFiles.removeTree(trash)
            try ReleaseFiles.removeTree(recordPath(of: name))
        }
        try dropUnneededCarried(in: kept)
    }
}
