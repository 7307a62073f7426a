import Glibc

/// Writes, reads back and removes files inside one folder tree (an output) without ever following a
/// symbolic link below its root: every path is walked one name at a time from the root's descriptor with
/// `openat(O_NOFOLLOW | O_DIRECTORY)`, and files are created with `openat(O_EXCL | O_NOFOLLOW)`, moved into
/// place with `renameat` and removed with `unlinkat` (``TreeRemoval``). Where a folder is needed and the
/// entry is a symbolic link, a FIFO, a socket, a device or a file, that entry itself is removed (never what
/// a link points to) and a real folder made; a file is written by renaming over whatever entry holds its
/// name, so a link there is replaced, not written through. The root itself may be a link (a user's
/// `site -> /var/www`): only what lies below it is confined.
package struct OutputTree: Sendable {
    /// The root folder (absolute, or relative to the working directory).
    package let root: String
    /// Whether a folder where a file goes is removed (an output Cardstock owns, such as a site) or is an
    /// error that says to move it (a user's folder, such as the content an importer writes into).
    package let replacesFolders: Bool
    /// `nil`: temporary files are `.cardstock.tmp-` and a random number. Else a temporary file is `.NAME` and
    /// this beside `NAME` (a writer that can find the ones a killed run left: the importer adds its pid); an
    /// entry holding that name is removed itself first.
    package let temporaryTag: String?

    /// The tree below `root`.
    package init(root: String, replacesFolders: Bool = true, temporaryTag: String? = nil) {
        self.root = root
        self.replacesFolders = replacesFolders
        self.temporaryTag = temporaryTag
    }

    /// Writes `bytes` to the root-relative `path` through a new temporary file in its folder and
    /// `renameat(2)` (a reader sees the old file or the new one, never half a file), with the mode `mode`.
    /// Missing folders are made; see the type for what is replaced.
    package func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) throws {
        try Self.write([(self, path, bytes)], mode: mode)
    }

    /// Writes several files all or nothing: each (a tree and a root-relative path in it) first to a temporary
    /// file in its folder; when all are written, `beforeReplacing` runs, then each is renamed into place. A
    /// failure before the renames removes every temporary file and replaces nothing; a rename that fails
    /// removes the temporary files not yet renamed. `mode` `nil`: the files get `0o666` less the umask.
    package static func write(_ files: [(tree: OutputTree, path: String, bytes: [UInt8])], mode: mode_t? = 0o644,
                              beforeReplacing: () throws -> Void = {}) throws {
        var staged: [(tree: OutputTree, path: String, temporary: String)] = []
        do {
            for file in files {
                let temporary = try file.tree.writeTemporary(file.bytes, beside: file.path, mode: mode)
                staged.append((file.tree, file.path, temporary))
            }
            try beforeReplacing()
        } catch {
            for file in staged { file.tree.removeTemporary(file.temporary, beside: file.path) }
            throw error
        }
        for (index, file) in staged.enumerated() {
            do { try file.tree.rename(file.temporary, over: file.path) } catch {
                for rest in staged[(index + 1)...] { rest.tree.removeTemporary(rest.temporary, beside: rest.path) }
                throw error
            }
        }
    }

    /// Writes `bytes` to a new temporary file in the folder of the root-relative `path` (folders are made) and
    /// returns its name. A folder at `path` is refused here already when ``replacesFolders`` is off.
    private func writeTemporary(_ bytes: [UInt8], beside path: String, mode: mode_t?) throws -> String {
        let folder = try openFolder(Paths.parent(path), create: true, displayPath: path)
        defer { close(folder) }
        let name = Paths.lastComponent(path)
        let display = Paths.join(root, path)
        if !replacesFolders { try replaceFolderEntry(name, in: folder, displayPath: display) }
        return try Self.createTemporary(bytes, in: folder, named: temporaryTag.map { "." + name + $0 }, mode: mode,
                                        displayPath: display)
    }

    /// Renames the temporary file `temporary` over the root-relative `path` (see the type for what is
    /// replaced); the temporary file is removed when that fails.
    private func rename(_ temporary: String, over path: String) throws {
        let folder = try openFolder(Paths.parent(path), create: false, displayPath: path)
        defer { close(folder) }
        let name = Paths.lastComponent(path)
        let display = Paths.join(root, path)
        do { try replaceFolderEntry(name, in: folder, displayPath: display) } catch {
            unlinkat(folder, temporary, 0)
            throw error
        }
        if renameat(folder, temporary, folder, name) != 0 {
            let code = errno
            unlinkat(folder, temporary, 0)
            throw FileSystemError(path: display, operation: "write", code: code)
        }
    }

    /// Removes the temporary file `temporary` from the folder of the root-relative `path`.
    private func removeTemporary(_ temporary: String, beside path: String) {
        guard let folder = try? openFolder(Paths.parent(path), create: false, displayPath: path) else { return }
        unlinkat(folder, temporary, 0)
        close(folder)
    }

    /// Moves the file at `source` (anywhere on the same file system) to the root-relative `path` with
    /// `renameat(2)`, replacing the entry there (a folder there is removed first); folders are made.
    package func moveIn(_ source: String, to path: String) throws {
        let folder = try openFolder(Paths.parent(path), create: true, displayPath: path)
        defer { close(folder) }
        let name = Paths.lastComponent(path)
        let display = Paths.join(root, path)
        try replaceFolderEntry(name, in: folder, displayPath: display)
        if renameat(AT_FDCWD, source, folder, name) != 0 {
            throw FileSystemError(path: source, operation: "rename", code: errno)
        }
    }

    /// Whether the root-relative `path` is a regular file (reached without a link) holding exactly
    /// `bytes`; a file of another size is not read.
    package func holds(_ bytes: [UInt8], at path: String) -> Bool {
        guard let folder = try? openFolder(Paths.parent(path), create: false, displayPath: path) else { return false }
        defer { close(folder) }
        guard let (fd, size) = try? FileSystem.openForReading(Paths.lastComponent(path), relativeTo: folder,
                                                               followLinks: false) else { return false }
        defer { close(fd) }
        guard size == bytes.count || size == -1 else { return false }
        return (try? FileSystem.readAll(fd, size: size, path: path)) == bytes
    }

    /// Removes the root-relative `path` when it is not a folder (a file, link or special file: the entry
    /// itself), then every folder above it that this left empty. A folder at `path` is left alone (a
    /// write may just have put it there in place of a link); a missing path is fine.
    package func remove(_ path: String) {
        var chain: [(fd: Int32, name: String)] = []
        defer { for link in chain { close(link.fd) } }
        let root = open(self.root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return }
        var current = root
        let names = Self.components(path)
        guard let last = names.last, !names.contains("..") else { close(root); return }
        for name in names.dropLast() {
            let next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            chain.append((current, name))
            guard next >= 0 else { return }
            current = next
        }
        chain.append((current, last))
        guard unlinkat(current, last, 0) == 0 || errno == ENOENT else { return }
        // Each folder of the chain, deepest first, from its parent's descriptor: stops at the first that is not empty.
        for i in stride(from: chain.count - 1, to: 0, by: -1) where unlinkat(chain[i - 1].fd, chain[i - 1].name, AT_REMOVEDIR) != 0 {
            break
        }
    }

    /// Removes, below the root, every folder that holds nothing (deepest first), except the folders
    /// named in `keeping` at the top (kept with whatever they hold).
    package func pruneEmptyFolders(keeping: Set<String> = []) {
        let fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        for name in FileSystem.list(root) ?? [] where !keeping.contains(name) {
            var st = stat()
            guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0, (st.st_mode & S_IFMT) == S_IFDIR else { continue }
            _ = TreeRemoval.sweepEntry(name, in: fd, relative: name) { _ in true }
        }
    }

    /// The folder at the root-relative `path` (`.` or empty for the root), open (close it), reached one
    /// name at a time without following a link. With `create`, a missing folder is made and an entry that
    /// is not a folder (link, special file, file) is removed and replaced by one; without, such an entry
    /// throws. `displayPath` (root-relative) names the file being written in errors.
    package func openFolder(_ path: String, create: Bool, displayPath: String) throws -> Int32 {
        var current = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if current < 0 && create && errno == ENOENT {
            try FileSystem.makeDirectories(root)
            current = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        if current < 0 { throw FileSystemError(path: root, operation: "open the folder", code: errno) }
        var walked = root
        for name in Self.components(path) {
            walked = Paths.join(walked, name)
            if name == ".." {
                close(current)
                throw FileSystemError(path: walked, operation: "open the folder", code: EINVAL,
                                      reason: "a path inside the output cannot go up with `..`")
            }
            let next: Int32
            do { next = try Self.openChild(name, in: current, create: create, displayPath: walked) } catch {
                close(current)
                throw error
            }
            close(current)
            current = next
        }
        return current
    }

    /// The subfolder `name` of `folder`, opened without following a link; see ``openFolder(_:create:displayPath:)``.
    private static func openChild(_ name: String, in folder: Int32, create: Bool, displayPath: String) throws -> Int32 {
        for _ in 0..<4 {  // a few rounds, in case something else changes the entry meanwhile
            let fd = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if fd >= 0 { return fd }
            let code = errno
            guard create, code == ENOENT || code == ENOTDIR || code == ELOOP else {
                throw FileSystemError(path: displayPath, operation: "open the folder", code: code)
            }
            if code != ENOENT {
                // Not a folder: a link (removed itself, not its target), a special file or a file.
                do { try TreeRemoval.removeEntry(name, in: folder, path: displayPath) } catch {
                    throw FileSystemError(path: error.path, operation: error.operation, code: error.code)
                }
            }
            if mkdirat(folder, name, 0o755) != 0 && errno != EEXIST {
                throw FileSystemError(path: displayPath, operation: "create directory", code: errno)
            }
        }
        throw FileSystemError(path: displayPath, operation: "create directory", code: EAGAIN,
                              reason: "it kept being replaced while it was being made")
    }

    /// Makes room for a file named `name` in `folder`: a folder there is removed, or, when ``replacesFolders``
    /// is off, an error says to move it (renaming a file over a link, FIFO or file replaces that entry itself,
    /// so those stay for the rename).
    private func replaceFolderEntry(_ name: String, in folder: Int32, displayPath: String) throws {
        var st = stat()
        guard fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0, (st.st_mode & S_IFMT) == S_IFDIR else { return }
        guard replacesFolders else {
            throw FileSystemError(path: displayPath, operation: "write", code: 0,
                                  reason: "a folder is where this file goes; move or rename the folder, then run again")
        }
        do { try TreeRemoval.removeEntry(name, in: folder, path: displayPath) } catch {
            throw FileSystemError(path: error.path, operation: error.operation, code: error.code)
        }
    }

    /// Writes `bytes` to a new file in `folder` and returns its name: `named` (an entry holding that name is
    /// removed itself first), else `.cardstock.tmp-XXXXXXXXXXXXXXXX`. The file is created with `O_EXCL`, so never
    /// through an existing file or link, nor blocking on a FIFO; its mode is `mode` (`nil`: `0o666` less the
    /// umask). It is removed when writing fails.
    private static func createTemporary(_ bytes: [UInt8], in folder: Int32, named: String?, mode: mode_t?,
                                        displayPath: String) throws -> String {
        var fd: Int32 = -1
        var name = ""
        for _ in 0..<16 where fd < 0 {
            name = named ?? ".cardstock.tmp-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
            if named != nil { unlinkat(folder, name, 0) }
            fd = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o666)
            if fd < 0 && errno != EEXIST { break }
        }
        if fd < 0 { throw FileSystemError(path: displayPath, operation: "create a temporary file for", code: errno) }
        var failure: Int32 = 0
        var written = 0
        while written < bytes.count && failure == 0 {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 { if errno != EINTR { failure = errno } } else { written += n }
        }
        if failure == 0, let mode, fchmod(fd, mode) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlinkat(folder, name, 0)
            throw FileSystemError(path: displayPath, operation: "write", code: failure)
        }
        return name
    }

    /// The names of a root-relative path (`.`, empty names and a leading `/` dropped).
    static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
    }
}
