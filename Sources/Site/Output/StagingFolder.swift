import Glibc

/// The `.NAME.tmp-XXXXXX` folder beside the output that a build writes into before it is swapped in.
///
/// Cardstock marks each one it makes with a ``marker`` file holding its pid, and keeps an exclusive `flock`
/// on that file for as long as the build runs. A folder left behind by a build that was killed (`kill -9`,
/// a power cut) still has the marker but nobody holds the lock: ``removeStale(beside:)`` deletes exactly
/// those, and never a `.NAME.tmp-*` folder without the marker or one whose lock is held by a live build.
struct StagingFolder {
    /// The file inside a staging folder that says Cardstock made it.
    static let marker = ".cardstock-staging"

    /// The staging folder (absolute).
    let path: String
    /// The marker, open and locked (-1 once released).
    private(set) var lock: Int32

    /// Makes a new staging folder beside `output` (whose parent must exist), marked and locked.
    static func make(beside output: String) throws -> StagingFolder {
        let path = try FileSystem.makeTemporaryDirectory(template: Paths.join(Paths.parent(output), prefix(for: output) + "XXXXXX"))
        // The marker is written and locked under another name, then renamed: a cleaner never sees it unlocked.
        let pending = Paths.join(path, marker + ".new")
        let fd = open(pending, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd < 0 {
            let code = errno
            try? FileSystem.removeTree(path)
            throw FileSystemError(path: pending, operation: "create", code: code)
        }
        let text = Array("cardstock build staging folder; pid \(getpid())\n".utf8)
        let written = text.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 || written != text.count || rename(pending, Paths.join(path, marker)) != 0 {
            let code = errno
            close(fd)
            try? FileSystem.removeTree(path)
            throw FileSystemError(path: pending, operation: "create", code: code)
        }
        return StagingFolder(path: path, lock: fd)
    }

    /// Removes the marker and drops the lock: before the folder becomes the output (the marker must not
    /// be published) or is deleted.
    mutating func release() {
        guard lock >= 0 else { return }
        unlink(Paths.join(path, Self.marker))
        close(lock)
        lock = -1
    }

    /// `.NAME.tmp-` for the output `…/NAME`.
    static func prefix(for output: String) -> String { "." + Paths.lastComponent(output) + ".tmp-" }

    /// Deletes the staging folders beside `output` that a killed build left: `.NAME.tmp-XXXXXX` folders
    /// (six characters, as `mkdtemp` makes them) holding a ``marker`` file that no running build has locked.
    /// Returns the folders it removed.
    @discardableResult
    static func removeStale(beside output: String) -> [String] {
        let parent = Paths.parent(output)
        let prefix = prefix(for: output)
        var removed: [String] = []
        for (name, kind) in FileSystem.entries(parent) ?? []
        where kind == .directory && name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
            let folder = Paths.join(parent, name)
            let markerPath = Paths.join(folder, marker)
            guard FileSystem.kind(markerPath) == .file else { continue }
            let fd = open(markerPath, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            if fd < 0 { continue }
            defer { close(fd) }
            // Locked: a build is writing into it right now. Ours now: nobody else will, so it goes.
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            if (try? FileSystem.removeTree(folder)) != nil { removed.append(folder) }
        }
        return removed
    }

    /// The process's file-creation mask, read without changing it (`/proc/self/status` on Linux 4.7+;
    /// otherwise set and restored at once).
    static func currentUmask() -> mode_t {
        // /proc files report size 0, so this reads to end of file rather than using FileSystem.read.
        let fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        if fd >= 0 {
            defer { close(fd) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                bytes.append(contentsOf: chunk[0..<n])
            }
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Umask:") {
                let digits = String(line.dropFirst("Umask:".count).filter { $0 != " " && $0 != "\t" })
                if let mask = mode_t(digits, radix: 8) { return mask }
            }
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
