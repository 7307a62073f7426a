import Glibc

/// Small POSIX file-system helpers used by the site builder.
///
/// Everything works on paths as `String` and bytes as `[UInt8]`; no `FileManager` on hot paths.
package enum FileSystem {
    /// The kind of a directory entry as reported by `lstat`.
    package enum Kind: Sendable, Equatable {
        case file, directory, symlink, other, missing
    }

    /// The kind of the entry at `path` without following symlinks, or `nil` when there is none.
    package static func existingKind(_ path: String) -> Kind? {
        let found = kind(path)
        return found == .missing ? nil : found
    }

    /// The kind of the entry at `path` following symlinks, or `nil` when there is none (or a link dangles).
    package static func existingKindFollowingLinks(_ path: String) -> Kind? {
        let found = kindFollowingLinks(path)
        return found == .missing ? nil : found
    }

    /// The kind of the entry at `path` without following symlinks.
    package static func kind(_ path: String) -> Kind {
        var st = stat()
        if lstat(path, &st) != 0 { return .missing }
        return kind(mode: st.st_mode)
    }

    /// Whether `path` is a regular file (not a symlink) holding exactly `bytes`; a file of another size is
    /// not read. How the in-place writers decide that a file need not be written again.
    package static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        var st = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) == bytes.count else { return false }
        return (try? read(path)) == bytes
    }

    /// The kind of the entry at `path`, following symlinks.
    package static func kindFollowingLinks(_ path: String) -> Kind {
        var st = stat()
        if stat(path, &st) != 0 { return .missing }
        return kind(mode: st.st_mode)
    }

    package static func kind(mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// Names in a directory (without `.` and `..`), sorted bytewise; `nil` if it cannot be opened.
    package static func list(_ path: String) -> [String]? {
        var names: [String] = []
        guard forEachEntry(path, { name, _ in names.append(name) }) else { return nil }
        names.sort(by: bytewiseLess)
        return names
    }

    /// Calls `body` with each name in the directory (without `.` and `..`) and its `d_type`; `false` (with
    /// `errno` set) if the directory cannot be opened. The one `readdir` loop of the package.
    private static func forEachEntry(_ path: String, _ body: (String, Int32) -> Void) -> Bool {
        guard let dir = opendir(path) else { return false }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { ptr in
                ptr.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            body(name, Int32(entry.pointee.d_type))
        }
        return true
    }

    /// Entries of a directory (without `.` and `..`) with their kind, sorted bytewise by name; `nil` if it
    /// cannot be opened. The kind comes from `readdir`'s `d_type`, with one `lstat` only where the file
    /// system does not report it (`DT_UNKNOWN`); symlinks are reported as ``Kind/symlink``, not followed.
    package static func entries(_ path: String) -> [(name: String, kind: Kind)]? {
        var entries: [(name: String, kind: Kind)] = []
        let opened = forEachEntry(path) { name, type in
            let kind: Kind
            switch type {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN): kind = Self.kind(path + "/" + name)
            default: kind = .other
            }
            entries.append((name, kind))
        }
        guard opened else { return nil }
        entries.sort { bytewiseLess($0.name, $1.name) }
        return entries
    }

    /// Whether `name`, listed by ``entries(_:)`` or ``list(_:)`` at `path`, stands for a file name that is
    /// not UTF-8: its bytes were decoded with U+FFFD replacements, so no file has that name and it can
    /// be neither read nor published. Costs an `lstat` only for names holding U+FFFD.
    package static func hasUndecodableName(_ name: String, at path: String) -> Bool {
        guard name.utf8.contains(0xEF), name.unicodeScalars.contains("\u{FFFD}") else { return false }
        var st = stat()
        return lstat(path, &st) != 0
    }

    /// The message for a name that ``hasUndecodableName(_:at:)``.
    package static let undecodableNameMessage =
        "this file name is not valid UTF-8 (its undecodable bytes are shown as \\u{FFFD}); rename it"

    /// Byte-wise (UTF-8) order without copying either string.
    package static func bytewiseLess(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let n = min(x.count, y.count)
                let order = n == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, n)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }

    /// Opens a regular file for reading: its descriptor (close it) and its size (-1 when the file system
    /// reports 0, as `/proc` does, so that it is read to end of file). With `directory` (an open folder),
    /// `path` is relative to it (`openat(2)`). Opened with `O_NONBLOCK`, so that a FIFO put where a file
    /// was expected never blocks the build; anything but a regular file (FIFO, device, socket, folder) is
    /// refused after `fstat` without a byte read. With `followLinks: false` a symlink as the last component
    /// is refused too (`O_NOFOLLOW`).
    package static func openForReading(_ path: String, relativeTo directory: Int32 = AT_FDCWD,
                               followLinks: Bool = true) throws -> (fd: Int32, size: Int) {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followLinks ? 0 : O_NOFOLLOW)
        let fd = openat(directory, path, flags)
        if fd < 0 { throw FileSystemError(path: path, operation: "read", code: errno) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            let code = errno
            close(fd)
            throw FileSystemError(path: path, operation: "read", code: code)
        }
        guard st.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw FileSystemError(path: path, operation: "read", code: 0,
                                  reason: "it is \(FileSystem.kindName(mode: st.st_mode)), not a regular file")
        }
        return (fd, st.st_size > 0 ? Int(st.st_size) : -1)
    }

    /// What a file mode is, for messages: `a folder`, `a FIFO (named pipe)`, `a device`, `a socket`.
    package static func kindName(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "a special file"
        }
    }

    /// Reads a whole file with `open`/`read` (`openat` relative to `directory` when one is given).
    ///
    /// A regular file is read straight into an array of its exact size (no zero-filling, one `read` call in
    /// the common case); anything else, or a file that grew meanwhile, is read to end of file in chunks.
    /// With `followLinks: false` a symbolic link as the last component is refused (`O_NOFOLLOW`).
    package static func read(_ path: String, relativeTo directory: Int32 = AT_FDCWD, followLinks: Bool = true) throws -> [UInt8] {
        let (fd, size) = try openForReading(path, relativeTo: directory, followLinks: followLinks)
        defer { close(fd) }
        return try readAll(fd, size: size, path: path)
    }

    /// The rest of an open file's bytes (``openForReading(_:relativeTo:followLinks:)`` gives `fd` and `size`);
    /// `path` names it in errors. The descriptor stays open.
    package static func readAll(_ fd: Int32, size: Int, path: String) throws -> [UInt8] {
        var expected = size
        var failure: Int32 = 0
        // One byte more than the size, so that a file that grew is noticed without a second buffer.
        let capacity = expected >= 0 ? expected + 1 : 4096
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var count = 0
            while count != expected && count < buffer.count {
                let n = Glibc.read(fd, base + count, buffer.count - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if n == 0 { expected = count; break }
                count += n
            }
            initialized = count
        }
        if failure != 0 { throw FileSystemError(path: path, operation: "read", code: failure) }
        if bytes.count == expected { return bytes }
        // Not a regular file, or it grew while being read: read the rest to end of file.
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, operation: "read", code: errno)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    /// Writes bytes to a new file (truncating an existing one).
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try write(bytes, to: path, relativeTo: AT_FDCWD, displayPath: path)
    }

    /// Writes bytes to a new file at `path` relative to the open directory `directory` (`openat(2)`, so
    /// the kernel does not walk the whole absolute path for every file); `displayPath` names it in errors.
    package static func write(_ bytes: [UInt8], to path: String, relativeTo directory: Int32, displayPath: String) throws {
        let fd = openat(directory, path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { throw FileSystemError(path: displayPath, operation: "write", code: errno) }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buf in
                Glibc.write(fd, buf.baseAddress! + written, buf.count - written)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: displayPath, operation: "write", code: errno)
            }
            written += n
        }
    }

    /// Writes a string as UTF-8.
    package static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Creates a directory and its missing parents.
    package static func makeDirectories(_ path: String) throws {
        if path.isEmpty || kindFollowingLinks(path) == .directory { return }
        let parent = Paths.parent(path)
        if parent != path && !parent.isEmpty { try makeDirectories(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw FileSystemError(path: path, operation: "create directory", code: errno)
        }
    }

    /// Removes a file or a whole directory tree; symlinks are removed, never followed, also one swapped in
    /// for a folder while the tree is being deleted (``TreeRemoval``).
    package static func removeTree(_ path: String) throws {
        do { try TreeRemoval.remove(path) } catch {
            throw FileSystemError(path: error.path, operation: error.operation, code: error.code)
        }
    }

    /// Renames with `rename(2)` (atomic within one file system).
    package static func rename(_ from: String, to: String) throws {
        if Glibc.rename(from, to) != 0 { throw FileSystemError(path: from, operation: "rename", code: errno) }
    }

    /// Creates a fresh, uniquely named directory from a `mkdtemp` template ending in `XXXXXX`.
    package static func makeTemporaryDirectory(template: String) throws -> String {
        var bytes = Array(template.utf8CString)
        guard let result = bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw FileSystemError(path: template, operation: "create temporary directory", code: errno)
        }
        return String(cString: result)
    }

    /// The canonical absolute path with symlinks resolved, or `nil` if it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The current working directory.
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(cString: buffer)
    }
}

/// A failed file-system call, with the path and the `errno` text.
package struct FileSystemError: Error, CustomStringConvertible {
    /// The path the call was about.
    package var path: String
    /// What was being done (`read`, `write`, `create directory`…).
    package var operation: String
    /// The `errno` value (0 when ``reason`` says why).
    package var code: Int32
    /// Why, when it is not an `errno` (then `code` is 0).
    package var reason: String?

    /// Creates the error.
    package init(path: String, operation: String, code: Int32, reason: String? = nil) {
        self.path = path
        self.operation = operation
        self.code = code
        self.reason = reason
    }

    package var description: String { "cannot \(operation) \(path): \(reason ?? String(cString: strerror(code)))" }
}
