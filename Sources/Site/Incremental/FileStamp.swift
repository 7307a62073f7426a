import Glibc

/// What `stat(2)` says about a file: enough to notice any edit, atomic save (new inode) or truncation.
///
/// Compared instead of the file's bytes, so checking 10,000 unchanged pages costs one `stat` each.
struct FileStamp: Hashable, Sendable {
    /// Device and inode (an atomic save by rename gives a new inode).
    var device: UInt64
    var inode: UInt64
    /// Size in bytes.
    var size: Int64
    /// Modification time in nanoseconds since the epoch.
    var modified: Int64
    /// Status change time in nanoseconds (catches edits that restore the old mtime).
    var changed: Int64

    /// The stamp of a file that does not exist.
    static let missing = FileStamp(device: 0, inode: 0, size: -1, modified: 0, changed: 0)

    /// The stamp of the file at `path` (symlinks followed), or `nil` when it does not exist.
    static func of(_ path: String) -> FileStamp? {
        var st = stat()
        if stat(path, &st) != 0 { return nil }
        return FileStamp(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: Int64(st.st_size),
                         modified: Int64(st.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(st.st_mtim.tv_nsec),
                         changed: Int64(st.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(st.st_ctim.tv_nsec))
    }

    /// Mixes the stamp into a fingerprint.
    func add(to fingerprint: inout InputHash) {
        fingerprint.add(device)
        fingerprint.add(inode)
        fingerprint.add(UInt64(bitPattern: size))
        fingerprint.add(UInt64(bitPattern: modified))
        fingerprint.add(UInt64(bitPattern: changed))
    }
}
