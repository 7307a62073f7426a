import POSIXFiles
import Diagnostics
import Glibc

extension ReleaseManager {
    /// Checks that `DIR` may be used, creates it and the marker when `create` is set,
    /// and returns the marker's descriptor holding an exclusive `flock`.
    func prepare(create: Bool) throws -> Int32 {
        if FileSystem.existingKindFollowingLinks(directory) == nil {
            guard create else { throw Diagnostic.error(directory, "no such release folder; publish to it first") }
            try ReleaseFiles.makeDirectories(directory)
        }
        guard FileSystem.existingKindFollowingLinks(directory) == .directory else {
            throw Diagnostic.error(directory, "is not a folder; pass a folder for the releases")
        }
        if FileSystem.existingKind(markerPath) == nil {
            guard create else { try requireMarker(); return -1 }
            // Emptiness is checked before the marker is looked at again: a concurrent first publish
            // creates the marker before anything else, so a folder it made non-empty already has one.
            if !force, !(try ReleaseFiles.isEmptyDirectory(directory)), FileSystem.existingKind(markerPath) == nil {
                throw Diagnostic.error(directory, "is not empty and is not a Cardstock release folder "
                                       + "(no \(ReleaseManager.markerName) file); choose an empty or new folder, "
                                       + "or pass --force to use it anyway")
            }
        }
        guard FileSystem.existingKind(markerPath) == nil || FileSystem.existingKind(markerPath) == .file else {
            throw Diagnostic.error(markerPath, "must be a regular file; remove it")
        }
        let fd = open(markerPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw ReleaseFiles.failure(markerPath, "open the marker file") }
        var st = stat()
        if fstat(fd, &st) == 0 && st.st_size == 0 {
            let text = Array("This folder holds Cardstock releases; `current` is the live site.\n".utf8)
            _ = text.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(fd)
                throw ReleaseFiles.failure(markerPath, "lock the release folder", code: code)
            }
        }
        return fd
    }

    /// Fails unless `DIR` carries the Cardstock marker.
    func requireMarker() throws {
        guard FileSystem.existingKind(markerPath) == .file else {
            throw Diagnostic.error(directory, "is not a Cardstock release folder (no \(ReleaseManager.markerName) "
                                   + "file); pass the folder you published to with --to")
        }
    }

    /// Cardstock's releases in `DIR/releases`, oldest first: folders named like a release that carry the
    /// release marker (their record in `DIR/.cardstock-assets`, written before the release folder appears),
    /// and the release `current` points at. Other entries, a user's folder named like a release or a
    /// release of a Cardstock that wrote no record, are ignored: never listed, carried from, rolled back to
    /// or deleted.
    func releaseNames() throws -> [ReleaseName] {
        guard FileSystem.existingKind(releasesPath) == .directory else { return [] }
        let current = try currentName()
        return try ReleaseFiles.names(in: releasesPath).compactMap { name in
            guard let parsed = ReleaseName(name), FileSystem.existingKind(Paths.join(releasesPath, name)) == .directory,
                  parsed == current || isMarked(parsed)
            else { return nil }
            return parsed
        }.sorted()
    }

    /// Whether release `name` carries Cardstock's release marker: its record file in `DIR/.cardstock-assets`.
    func isMarked(_ name: ReleaseName) -> Bool {
        FileSystem.existingKind(recordPath(of: name)) == .file
    }

    /// The release `DIR/current` points at, or `nil` when there is no such link.
    func currentName() throws -> ReleaseName? {
        guard FileSystem.existingKind(currentPath) == .symlink else { return nil }
        let target = try ReleaseFiles.linkTarget(currentPath)
        guard target.hasPrefix("releases/") else { return nil }
        return ReleaseName(String(target.dropFirst("releases/".count)))
    }

    /// Fails when `DIR/current` exists but is not a symlink (it would be replaced by the switch).
    func checkCurrentIsLink() throws {
        if let kind = FileSystem.existingKind(currentPath), kind != .symlink {
            throw Diagnostic.error(currentPath, "exists and is not a symbolic link; move it out of the release folder")
        }
    }

    /// Deletes staging and trash folders and asset records left by an interrupted publish or a failed cleanup
    /// (the lock is held, so none is live). Best effort: what cannot be deleted now is retried next time.
    func removeLeftovers() {
        guard let names = try? ReleaseFiles.names(in: releasesPath) else { return }
        for name in names where name.hasPrefix(".staging-") || name.hasPrefix(".trash-") {
            try? ReleaseFiles.removeTree(Paths.join(releasesPath, name))
        }
        // Records of releases that are gone (a publish interrupted between its record and its release).
        guard FileSystem.existingKind(assetsPath) == .directory, let records = try? ReleaseFiles.names(in: assetsPath) else { return }
        for record in records {
            if let release = ReleaseName(record), FileSystem.existingKind(path(of: release)) == nil {
                try? ReleaseFiles.removeTree(recordPath(of: release))
            } else if record.hasPrefix("."), record.contains(".tmp-") {
                try? ReleaseFiles.removeTree(Paths.join(assetsPath, record))
            }
        }
    }

    /// Fails when the build folder is `DIR` or lies inside it (the release would copy itself).
    func checkOutside(_ build: String) throws {
        guard FileSystem.existingKindFollowingLinks(directory) != nil,
              let dir = realpath(directory, nil), let src = realpath(build, nil) else { return }
        defer { free(dir); free(src) }
        let d = String(cString: dir), s = String(cString: src)
        if Paths.isSameOrInside(s, d) || Paths.isSameOrInside(d, s) {
            throw Diagnostic.error(build, "the build folder and the release folder \(directory) overlap; "
                                   + "build into a folder outside the release folder")
        }
    }
}
