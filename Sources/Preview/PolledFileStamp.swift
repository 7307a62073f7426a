import POSIXFiles
import Glibc

/// What the polling fallback remembers about one file: enough to notice an edit.
struct PolledFileStamp: Equatable {
    var modifiedNanoseconds: Int64
    var size: Int64
    var isDirectory: Bool
    var inode: UInt64

    /// Reads the stamp of `path` without following a final symlink; nil when it does not exist.
    static func read(_ path: String) -> PolledFileStamp? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        return PolledFileStamp(st)
    }

    init(_ st: stat) {
        modifiedNanoseconds = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        size = Int64(st.st_size)
        isDirectory = (st.st_mode & S_IFMT) == S_IFDIR
        inode = UInt64(st.st_ino)
    }
}

/// Small `stat` helpers.
enum FileKind {
    /// Whether `path` is a folder (following symlinks, as roots may be links).
    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    /// The names in a folder (without `.` and `..`), or nil if it cannot be read.
    static func list(_ dir: String) -> [(name: String, isDirectory: Bool, isSymlink: Bool)]? {
        FileSystem.entries(dir)?.map { ($0.name, $0.kind == .directory, $0.kind == .symlink) }
    }
}
