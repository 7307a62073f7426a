import Diagnostics
import Glibc

/// A temporary build folder (`$TMPDIR/cardstock-publish-XXXXXX`) that says it is Cardstock's and whether
/// its owner still runs, so that folders left by a killed publish can be removed by the next one.
///
/// The folder holds a marker file, ``markerName``, with the text `cardstock-build pid <pid>`; the owner
/// holds an exclusive `flock(2)` on it for as long as the folder is in use. The marker is written and locked
/// under a temporary name and then renamed into place, so a marker that can be seen is always locked by a
/// live owner or left by a dead one. ``removeStale(in:prefix:)`` deletes a folder only when all of these
/// hold: its name has the prefix, it is a real folder (not a link) of the current user, it holds the marker
/// (a regular file of the current user whose text names a process), that lock can be taken, and
/// `kill(pid, 0)` fails with `ESRCH` (the process is gone). Anything else is left alone.
public final class MarkedBuildFolder: @unchecked Sendable {
    /// The marker file's name inside the folder.
    public static let markerName = ".cardstock-build"
    /// The folder's path.
    public let path: String
    /// The marker's descriptor, holding the lock; -1 once removed.
    private var descriptor: Int32

    /// Creates `<base>/<prefix>XXXXXX` (mode 0700) with a locked marker naming this process.
    public init(in base: String, prefix: String) throws {
        var template = Array(FileSystem.join(base, prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw FileSystem.failure(base, "create a temporary build folder") }
        path = String(cString: template)
        let temp = FileSystem.join(path, MarkedBuildFolder.markerName + ".tmp")
        let fd = open(temp, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let failure = FileSystem.failure(temp, "create the build folder's marker")
            try? FileSystem.removeTree(path)
            throw failure
        }
        descriptor = fd
        do {
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { throw FileSystem.failure(temp, "lock the marker") }
            let text = Array("cardstock-build pid \(getpid())\n".utf8)
            let written = text.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard written == text.count else { throw FileSystem.failure(temp, "write the marker") }
            try FileSystem.move(temp, to: FileSystem.join(path, MarkedBuildFolder.markerName))
        } catch {
            remove()
            throw error
        }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Deletes the folder (best effort), then gives up the lock.
    public func remove() {
        try? FileSystem.removeTree(path)
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    /// Deletes the folders `<base>/<prefix>*` that a Cardstock process which is gone left behind (see the
    /// type's rules) and returns their paths, sorted. Never deletes a folder without the marker.
    @discardableResult
    public static func removeStale(in base: String, prefix: String) -> [String] {
        guard let names = try? FileSystem.names(in: base) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) && name.utf8.count > prefix.utf8.count {
            let folder = FileSystem.join(base, name)
            if removeIfStale(folder) { removed.append(folder) }
        }
        return removed
    }

    /// Deletes `folder` when it is a marked build folder whose owner is gone; holds the marker's lock meanwhile.
    static func removeIfStale(_ folder: String) -> Bool {
        var st = stat()
        guard lstat(folder, &st) == 0, FileSystem.kind(mode: st.st_mode) == .directory, st.st_uid == geteuid() else {
            return false
        }
        let marker = FileSystem.join(folder, markerName)
        let fd = open(marker, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard fstat(fd, &st) == 0, FileSystem.kind(mode: st.st_mode) == .file, st.st_uid == geteuid(),
              st.st_size < 256, let bytes = try? FileSystem.read(fd: fd, path: marker),
              let pid = ownerPID(String(decoding: bytes, as: UTF8.self)) else { return false }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }   // the owner still holds it
        guard kill(pid, 0) != 0, errno == ESRCH else { return false }   // a process with that pid runs
        return (try? FileSystem.removeTree(folder)) != nil
    }

    /// The process id in a marker's text (`cardstock-build pid 1234`), or `nil`.
    static func ownerPID(_ text: String) -> pid_t? {
        let prefix = "cardstock-build pid "
        guard text.hasPrefix(prefix) else { return nil }
        let digits = text.dropFirst(prefix.count).prefix { $0 != "\n" }
        guard !digits.isEmpty, digits.count <= 9, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let value = Int32(digits), value > 0 else { return nil }
        return value
    }
}
