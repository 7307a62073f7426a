import POSIXFiles
import Diagnostics
import Glibc

/// A temporary folder Cardstock makes beside its output or in `$TMPDIR` (a build's staging folder
/// `.NAME.tmp-XXXXXX`, the holder `.NAME.old-XXXXXX` of a replaced output, publish's
/// `cardstock-publish-XXXXXX`), marked as Cardstock's so that one left by a killed run can be removed by
/// the next run, and nothing else ever is.
///
/// The folder holds a marker file, ``markerName``, with the text `cardstock pid <pid>`; the owner holds an
/// exclusive `flock(2)` on it for as long as the folder is in use. The marker is written and locked under a
/// temporary name and then renamed into place, so a marker that can be seen is always locked by a live
/// owner or left by a dead one. ``removeStale(in:prefix:remove:)`` deletes a folder only when all of these
/// hold: its name has the prefix, it is a real folder (not a link) of the current user, it holds the marker
/// (a regular file of the current user whose text names a process), that lock can be taken, and
/// `kill(pid, 0)` fails with `ESRCH` (the process is gone). Anything else is left alone.
///
/// This type never deletes a tree itself: callers pass their race-safe tree removal.
package final class MarkedFolder: @unchecked Sendable {
    /// The marker file's name inside the folder.
    package static let markerName = ".cardstock-staging"
    /// The folder's path.
    package let path: String
    /// The marker's descriptor, holding the lock; -1 once unlocked.
    private var descriptor: Int32

    /// Creates `<parent>/<prefix>XXXXXX` (mode 0700, `mkdtemp`) with a locked marker naming this process.
    /// Throws a `Diagnostic` naming the folder when it cannot be made.
    package init(in parent: String, prefix: String) throws {
        var template = Array(Paths.join(parent, prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw Self.failure(parent, "create a temporary folder", errno) }
        path = String(cString: template)
        let pending = Paths.join(path, Self.markerName + ".new")
        let fd = open(pending, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let code = errno
            rmdir(path)
            throw Self.failure(pending, "create the folder's marker", code)
        }
        descriptor = fd
        let text = Array("cardstock pid \(getpid())\n".utf8)
        let written = text.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0, written == text.count,
              rename(pending, Paths.join(path, Self.markerName)) == 0 else {
            let code = errno
            unlink(pending)
            close(fd)
            descriptor = -1
            rmdir(path)
            throw Self.failure(pending, "write the folder's marker", code)
        }
    }

    deinit { unlock() }

    /// Removes the marker and gives up the lock: before the folder itself becomes the output (the marker
    /// must not be published).
    package func removeMarker() {
        guard descriptor >= 0 else { return }
        unlink(Paths.join(path, Self.markerName))
        unlock()
    }

    /// Gives up the lock (after the caller has removed the folder, or handed it over).
    package func unlock() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    /// Deletes, with `remove`, the folders `<parent>/<prefix>*` that a Cardstock process which is gone left
    /// behind (see the type's rules), holding each one's lock meanwhile; returns their paths, sorted.
    @discardableResult
    package static func removeStale(in parent: String, prefix: String, remove: (String) throws -> Void) -> [String] {
        guard let names = FileSystem.list(parent.isEmpty ? "." : parent) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) && name.utf8.count > prefix.utf8.count {
            let folder = Paths.join(parent, name)
            if removeIfStale(folder, remove: remove) { removed.append(folder) }
        }
        return removed
    }

    /// Deletes `folder` when it is a marked folder whose owner is gone; holds the marker's lock meanwhile.
    static func removeIfStale(_ folder: String, remove: (String) throws -> Void) -> Bool {
        var st = stat()
        guard lstat(folder, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR, st.st_uid == geteuid() else { return false }
        let marker = Paths.join(folder, markerName)
        let fd = open(marker, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_uid == geteuid(), st.st_size < 256 else {
            return false
        }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard count > 0, let pid = ownerPID(String(decoding: bytes[0..<count], as: UTF8.self)) else { return false }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }   // the owner still holds it
        guard kill(pid, 0) != 0, errno == ESRCH else { return false }   // a process with that pid runs
        return (try? remove(folder)) != nil
    }

    /// The process id in a marker's text (`cardstock pid 1234`), or `nil`.
    static func ownerPID(_ text: String) -> pid_t? {
        let prefix = "cardstock pid "
        guard text.hasPrefix(prefix) else { return nil }
        let digits = text.dropFirst(prefix.count).prefix { $0 != "\n" }
        guard !digits.isEmpty, digits.count <= 9, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let value = Int32(digits), value > 0 else { return nil }
        return value
    }

    private static func failure(_ path: String, _ what: String, _ code: Int32) -> Diagnostic {
        .error(path, "could not \(what): \(String(cString: strerror(code))); check that the folder is writable")
    }
}
