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
        let listing = dup(dirfd)
        guard listing >= 0, let dir = fdopendir(listing) else {
            let code = errno
            if listing >= 0 { close(listing) }
            throw Failure(path: path, operation: "read the folder", code: code)
        }
        var entries: [(name: String, directory: Bool)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type == UInt8(DT_DIR)))
        }
        closedir(dir)
        for entry in entries {
            var isDirectory = entry.directory
            var st = stat()
            if fstatat(dirfd, entry.name, &st, AT_SYMLINK_NOFOLLOW) == 0 { isDirectory = (st.st_mode & S_IFMT) == S_IFDIR }
            let child = path.hasSuffix("/") ? path + entry.name : path + "/" + entry.name
            if isDirectory {
                let sub = openat(dirfd, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard sub >= 0 else { throw Failure(path: child, operation: "open the folder", code: errno) }
                do { try removeContents(of: sub, path: child) } catch { close(sub); throw error }
                close(sub)
                if unlinkat(dirfd, entry.name, AT_REMOVEDIR) != 0 && errno != ENOENT {
                    throw Failure(path: child, operation: "delete the folder", code: errno)
                }
            } else if unlinkat(dirfd, entry.name, 0) != 0 && errno != ENOENT {
                throw Failure(path: child, operation: "delete the file", code: errno)
            }
        }
    }
}
