import Glibc

/// A plain file read in large chunks (the unpacked `export.xml`).
final class FileInput {
    private let fd: Int32
    private let source: FileRangeReader

    /// Opens `path`; `nil` when it cannot be opened or is not a regular file (a FIFO or device is never read).
    init?(path: String) {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { return nil }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, let size = Int(exactly: st.st_size) else {
            Glibc.close(fd)
            return nil
        }
        self.fd = fd
        self.source = FileRangeReader(fd: fd, start: 0, end: size)
    }

    deinit { Glibc.close(fd) }

    /// Copies up to `maxLength` bytes into `buffer`; 0 at the end.
    func read(into buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) throws -> Int {
        try source.read(into: buffer, maxLength: maxLength)
    }
}
