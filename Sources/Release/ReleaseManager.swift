import POSIXFiles
import Diagnostics
import Glibc

/// Atomic releases for `cardstock publish --to DIR`.
///
/// Layout:
/// ```
/// DIR/.cardstock-releases          marker (and lock) file: this folder belongs to Cardstock
/// DIR/releases/<name>/             one complete site per publish, name = UTC time + content hash
/// DIR/current -> releases/<name>   relative symlink; a web server's document root
/// DIR/.cardstock-assets/<name>     what release <name> owns and carries (``ReleaseAssets``); also the
///                                  release marker: only folders with a record are Cardstock's to prune
/// ```
/// Each publish writes the new release completely, then switches `current` with one `rename(2)` of a
/// fresh symlink over it, so a reader resolving `DIR/current/…` always sees one whole release.
/// Before `current` is switched to a release, the fingerprinted files (`style.3f9a1c2e.css`) of the other
/// releases that stay are hard-linked into it, so a page of the release that was current a moment ago still
/// finds its stylesheet; they do not count as the release's content and go with the releases that own them
/// (``ReleaseAssets``). Publishes on the same `DIR` are serialised with `flock(2)` on the marker file.
package struct ReleaseManager: Sendable {
    /// What a publish did.
    package enum Outcome: Sendable, Equatable {
        /// A new release was written and made current.
        case released(PublishedRelease)
        /// The build is byte-for-byte the current release; nothing was written.
        case unchanged(PublishedRelease)
        /// The build is byte-for-byte an older kept release (after a rollback, say); that release was made
        /// current again instead of writing a copy of it.
        case switchedBack(PublishedRelease)
    }

    /// The release folder (`--to DIR`).
    package let directory: String
    /// How many releases to keep (at least 1; the current one is never deleted).
    package var keep: Int
    /// Use a non-empty `DIR` that has no Cardstock marker anyway (`--force`).
    package var force: Bool
    /// Hard-link files from the build instead of copying them when the filesystem allows.
    /// Only safe when the build folder is replaced, not edited in place, by later builds.
    package var hardLink: Bool
    /// The clock, in seconds since 1970 (UTC); replaceable in tests.
    package var now: @Sendable () -> Int

    static let markerName = ".cardstock-releases"

    /// Creates a manager for `directory`. Nothing is touched until ``publish(from:)``.
    package init(directory: String, keep: Int = 5, force: Bool = false, hardLink: Bool = true,
                now: @escaping @Sendable () -> Int = { Int(time(nil)) }) {
        self.directory = Paths.trimmed(directory)
        self.keep = keep
        self.force = force
        self.hardLink = hardLink
        self.now = now
    }

    var releasesPath: String { Paths.join(directory, "releases") }
    var currentPath: String { Paths.join(directory, "current") }
    var markerPath: String { Paths.join(directory, ReleaseManager.markerName) }

    /// Releases `build` (a verified site folder): copies it into a new release, carries in the fingerprinted
    /// files of the other kept releases (see ``ReleaseAssets``), switches `current`, then deletes releases
    /// beyond ``keep``. Returns `.unchanged` when the build equals the current release, and switches back to a
    /// kept release whose content equals the build (`.switchedBack`) instead of making a second copy of it.
    package func publish(from build: String) throws -> Outcome {
        let tree = try FileTree(root: build)
        try checkOutside(build)
        let lock = try prepare(create: true)
        defer { close(lock) }
        try checkCurrentIsLink()
        let hash = try ContentHash.ofTree(tree).short
        let existing = try releaseNames()
        let current = try currentName()
        if let same = try release(matching: tree, hash: hash, among: existing, current: current) {
            if same == current {
                return .unchanged(PublishedRelease(name: same, path: path(of: same), isCurrent: true))
            }
            removeLeftovers()
            try activate(same, among: existing, previous: current, pruning: true)
            return .switchedBack(PublishedRelease(name: same, path: path(of: same), isCurrent: true))
        }
        var time = now()
        if let newest = existing.last, newest.time >= time { time = newest.time + 1 }
        let name = ReleaseName(time: time, hash: hash)
        try ReleaseFiles.makeDirectories(releasesPath)
        removeLeftovers()
        let names = existing + [name]
        let victims = pruneVictims(names, protecting: protectedReleases(current: name, previous: current))
        let kept = names.filter { !victims.contains($0) }
        let staging = Paths.join(releasesPath, ".staging-\(name)")
        do {
            try ReleaseFiles.copyTree(tree, to: staging, hardLink: hardLink)
            var record = try ReleaseManager.ownAssets(of: tree)
            let plan = try planCarry(into: staging, record: &record, from: kept.filter { $0 != name })
            try carry(plan, folders: record.folders, into: staging)
            try writeAssets(record, of: name)
            try ReleaseFiles.move(staging, to: path(of: name))
        } catch {
            try? ReleaseFiles.removeTree(staging)
            try? ReleaseFiles.removeTree(recordPath(of: name))
            throw error
        }
        try switchCurrent(to: name)
        // The release is live now; a failed cleanup must not report the publish as failed.
        // Anything left as `.trash-*` is deleted by the next publish.
        try? remove(victims, keeping: kept)
        return .released(PublishedRelease(name: name, path: path(of: name), isCurrent: true))
    }

    /// Switches `current` to the release before the current one (in name order) and returns it.
    /// The fingerprinted files of the other releases are carried into it first, so pages of the release
    /// that was current keep their stylesheet.
    package func rollback() throws -> PublishedRelease {
        let lock = try prepare(create: false)
        defer { close(lock) }
        let names = try releaseNames()
        guard let current = try currentName(), let index = names.firstIndex(of: current) else {
            throw Diagnostic.error(currentPath, "there is no current release to roll back from; publish first")
        }
        guard index > 0 else {
            throw Diagnostic.error(path(of: current),
                                   "this is the oldest kept release; there is nothing earlier to roll back to")
        }
        let previous = names[index - 1]
        try activate(previous, among: names, previous: current, pruning: false)
        return PublishedRelease(name: previous, path: path(of: previous), isCurrent: true)
    }

    /// All releases, oldest first, marking the current one.
    package func list() throws -> [PublishedRelease] {
        guard FileSystem.existingKindFollowingLinks(directory) != nil else { return [] }
        try requireMarker()
        let current = try currentName()
        return try releaseNames().map { PublishedRelease(name: $0, path: path(of: $0), isCurrent: $0 == current) }
    }

    /// The current release, if any.
    package func current() throws -> PublishedRelease? {
        if FileSystem.existingKind(markerPath) == nil, try ReleaseFiles.isEmptyDirectory(directory) { return nil }
        return try list().first { $0.isCurrent }
    }

    /// What publishing `build` would change compared with the current release (`--dry-run`); writes nothing.
    package func diff(from build: String) throws -> ReleaseDiff {
        guard let currentRelease = try current() else { return try ReleaseDiff.compare(new: build, old: nil) }
        return try ReleaseDiff.compare(FileTree(root: build), FileTree(root: currentRelease.path),
                                       ignoring: assets(of: currentRelease.name).foreign)
    }

    func path(of name: ReleaseName) -> String { Paths.join(releasesPath, name.description) }
}
