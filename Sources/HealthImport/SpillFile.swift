import Foundation
import Glibc

/// A nameless temporary file (Linux `O_TMPFILE`) for data that does not fit in memory.
///
/// The file has no name in any folder, so nothing is ever deleted for it: the kernel frees it when
/// the descriptor is closed, also when the process is killed.
final class SpillFile {
    private let fd: Int32
    /// Bytes written so far.
    private(set) var size = 0

    /// Opens a nameless file in the temporary folder (`TMPDIR`, else `/tmp`); `nil` where the file
    /// system cannot hold one (the caller keeps the data in memory instead).
    init?() {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let tmpfile = Int32(0o20_000_000) | O_DIRECTORY // O_TMPFILE, which Glibc's module does not export
        let fd = open(folder, tmpfile | O_RDWR | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Appends bytes; throws on a write error (disk full).
    func append(_ bytes: UnsafeRawBufferPointer) throws {
        var done = 0
        while done < bytes.count {
            let n = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(size + done))
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                throw SpillError("cannot write temporary data to the temporary folder (\(String(cString: strerror(errno)))); free some space or set TMPDIR")
            }
            done += n
        }
        size += done
    }

    /// Reads exactly `into.count` bytes at `offset`.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws {
        var done = 0
        while done < buffer.count {
            let n = pread(fd, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw SpillError("cannot read back temporary data (\(String(cString: strerror(errno))))") }
            done += n
        }
    }
}

/// A failure of the temporary file.
struct SpillError: Error {
    /// What went wrong and what to do.
    let message: String
    init(_ message: String) { self.message = message }
}
