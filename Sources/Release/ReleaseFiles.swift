import Diagnostics
import Glibc
import POSIXFiles

/// The release pieces' file operations, on top of ``FileSystem`` and ``Paths`` (POSIXFiles).
///
/// Every function works on paths as given, never follows a symbolic link when deleting,
/// and reports failures as ``Diagnostic`` values naming the path and the system's reason.
enum ReleaseFiles {
    /// A diagnostic for the failed call `what` on `path`, with `strerror(errno)`.
    static func failure(_ path: String, _ what: String, code: Int32 = errno) -> Diagnostic {
        let reason = String(cString: strerror(code))
        return Diagnostic.error(path, "could not \(what): \(reason)")
    }

    /// The names in a directory (without `.` and `..`), sorted by bytes.
    static func names(in directory: String) throws -> [String] {
        guard let names = FileSystem.list(directory) else { throw failure(directory, "read the folder") }
        return names
    }

    /// Whether `directory` has no entries (a missing directory counts as empty).
    static func isEmptyDirectory(_ directory: String) throws -> Bool {
        guard FileSystem.existingKind(directory) != nil else { return true }
        return try names(in: directory).isEmpty
    }

    /// Creates `path` and missing parents (mode 0755); fine when it already is a directory.
    static func makeDirectories(_ path: String) throws {
        if FileSystem.existingKindFollowingLinks(path) == .directory { return }
        let parent = Paths.parent(path)
        if !parent.isEmpty && parent != path { try makeDirectories(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw failure(path, "create the folder") }
        guard FileSystem.existingKindFollowingLinks(path) == .directory else {
            throw Diagnostic.error(path, "exists but is not a folder; remove it or choose another path")
        }
    }

    /// Reads a whole file with ``FileSystem/read(_:relativeTo:followLinks:)``, reporting failure as a
    /// diagnostic on `path`.
    static func read(_ path: String) throws -> [UInt8] {
        do { return try FileSystem.read(path) } catch let error as FileSystemError {
            throw Diagnostic.error(path, "could not read the file: \(error.reason ?? String(cString: strerror(error.code)))")
        }
    }

    /// Writes `bytes` to `path` (created or truncated, mode 0644).
    static func write(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, "create the file") }
        defer { close(fd) }
        try bytes.withUnsafeBytes { buf in
            var done = 0
            while done < buf.count {
                let n = Glibc.write(fd, buf.baseAddress! + done, buf.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw failure(path, "write the file")
                }
                done += n
            }
        }
    }

    /// Writes `bytes` to a temporary sibling and renames it over `path`, so readers see old or new bytes
    /// (``writeAtomically(_:to:below:)`` with the parent folder as the root).
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try writeAtomically(bytes, to: Paths.lastComponent(path), below: Paths.parent(path))
    }

    /// Writes `bytes` to the `root`-relative `path` through ``OutputTree``: a new temporary file renamed over
    /// the entry, every folder below `root` reached without following a link (a link or special file on the
    /// way, or at `path`, is replaced, never written through).
    static func writeAtomically(_ bytes: [UInt8], to path: String, below root: String) throws {
        do { try OutputTree(root: root).write(bytes, to: path) } catch let error as FileSystemError {
            throw failure(error.path, error.operation, code: error.code)
        }
    }

    /// Renames, reporting failure as a diagnostic on `to`.
    static func move(_ from: String, to: String) throws {
        if rename(from, to) != 0 { throw failure(to, "rename \(from) to this path") }
    }

    /// Deletes `path` and everything below it without ever following a symbolic link (``TreeRemoval``):
    /// a link is removed itself, its target is left alone. A missing path is fine.
    static func removeTree(_ path: String) throws {
        do { try TreeRemoval.remove(path) } catch { throw failure(error.path, error.operation, code: error.code) }
    }
}

extension ReleaseFiles {
    /// The target text of a symbolic link.
    static func linkTarget(_ path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { throw failure(path, "read the link") }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
