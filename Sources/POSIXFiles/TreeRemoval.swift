import Glibc

/// Deletes a file or a whole folder tree without ever following a symbolic link: a link is removed
/// itself and its target is left alone, and the walk goes through `openat(O_NOFOLLOW | O_DIRECTORY)` and
/// `unlinkat`, so a folder swapped for a link while the tree is being deleted cannot redirect the deletion
/// outside the tree. The one tree removal every target uses.
package enum TreeRemoval {
    /// What could not be done, where, and the `errno` it failed with.
    package struct Failure: Error, Sendable {
        /// The path that could not be opened, read or deleted.
        package var path: String
        /// What was being done ("open the folder", "delete the file", …).
        package var operation: String
        /// The `errno` value.
        package var code: Int32
    }

    /// Deletes `path` and everything below it; a missing path is fine.
    package static func remove(_ path: String) throws(Failure) {
        var st = stat()
        guard lstat(path, &st) == 0 else {
            if errno == ENOENT { return }
            throw Failure(path: path, operation: "inspect", code: errno)
        }
        if (st.st_mode & S_IFMT) != S_IFDIR {
            if unlink(path) != 0 && errno != ENOENT { throw Failure(path: path, operation: "delete the file", code: errno) }
            return
        }
        let dirfd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard dirfd >= 0 else { throw Failure(path: path, operation: "open the folder", code: errno) }
        defer { close(dirfd) }
        try removeContents(of: dirfd, path: path)
        if rmdir(path) != 0 && errno != ENOENT { throw Failure(path: path, operation: "delete the folder", code: errno) }
    }

    /// Empties the directory open as `dirfd`, recursing through `openat(O_NOFOLLOW)`.
    private static func removeContents(of dirfd: Int32, path: String) throws(Failure) {
        guard let entries = listing(of: dirfd) else {
            throw Failure(path: path, operation: "read the folder", code: errno)
        }
        for entry in entries {
            let child = path.hasSuffix("/") ? path + entry.name : path + "/" + entry.name
            try removeEntry(entry.name, in: dirfd, path: child, listedAsFolder: entry.directory)
        }
    }

    /// Deletes the entry `name` of the folder open as `dirfd` (`path` names it in errors): a folder with
    /// everything below it, anything else (a file, a symbolic link, a FIFO) by `unlinkat` of the entry
    /// itself. A missing entry is fine.
    package static func removeEntry(_ name: String, in dirfd: Int32, path: String,
                                    listedAsFolder: Bool = false) throws(Failure) {
        var isDirectory = listedAsFolder
        var st = stat()
        if fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 {
            isDirectory = (st.st_mode & S_IFMT) == S_IFDIR
        } else if errno == ENOENT {
            return
        }
        guard isDirectory else {
            if unlinkat(dirfd, name, 0) != 0 && errno != ENOENT {
                throw Failure(path: path, operation: "delete the file", code: errno)
            }
            return
        }
        let sub = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard sub >= 0 else { throw Failure(path: path, operation: "open the folder", code: errno) }
        do { try removeContents(of: sub, path: path) } catch { close(sub); throw error }
        close(sub)
        if unlinkat(dirfd, name, AT_REMOVEDIR) != 0 && errno != ENOENT {
            throw Failure(path: path, operation: "delete the folder", code: errno)
        }
    }

    /// Removes, below the folder open as `dirfd`, every entry that is not a folder and for which `keep`
    /// (given its path relative to that folder, prefixed with `relative` and a slash when `relative` is
    /// not empty) returns `false`, and every folder that this leaves empty, in one walk through
    /// `openat(O_NOFOLLOW)`: a symbolic link is an entry like a file, never followed. Returns whether the
    /// folder is now empty. Best effort: what cannot be removed stays (and the folder is then not empty).
    package static func sweep(_ dirfd: Int32, relative: String, keep: (String) -> Bool) -> Bool {
        guard let names = listing(of: dirfd)?.map(\.name) else { return false }
        var empty = true
        for name in names where !sweepEntry(name, in: dirfd, relative: relative.isEmpty ? name : relative + "/" + name, keep: keep) {
            empty = false
        }
        return empty
    }

    /// ``sweep(_:relative:keep:)`` for one entry `name` of `dirfd` (`relative` is its own relative path):
    /// returns whether it is gone.
    package static func sweepEntry(_ name: String, in dirfd: Int32, relative: String, keep: (String) -> Bool) -> Bool {
        var st = stat()
        guard fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return errno == ENOENT }
        if (st.st_mode & S_IFMT) != S_IFDIR {
            return !keep(relative) && (unlinkat(dirfd, name, 0) == 0 || errno == ENOENT)
        }
        let sub = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard sub >= 0 else { return false }
        let empty = sweep(sub, relative: relative, keep: keep)
        close(sub)
        return empty && unlinkat(dirfd, name, AT_REMOVEDIR) == 0
    }

    /// The entries of the folder open as `dirfd` (without `.` and `..`), each with whether `readdir`
    /// reported it as a folder; `nil` (with `errno` set) when it cannot be read. `dirfd` stays open.
    private static func listing(of dirfd: Int32) -> [(name: String, directory: Bool)]? {
        let listing = dup(dirfd)
        guard listing >= 0, let dir = fdopendir(listing) else {
            let code = errno
            if listing >= 0 { close(listing) }
            errno = code
            return nil
        }
        defer { closedir(dir) }
        var entries: [(name: String, directory: Bool)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type == UInt8(DT_DIR)))
        }
        return entries
    }
}
