import Glibc

/// Reads a byte range of a file in large chunks with POSIX `pread` (no Foundation, constant memory).
///
/// Used for the compressed bytes of one archive entry (handed to zlib by ``DeflateDecompressor``,
/// or copied out as they are for a stored entry) and for a plain `export.xml`. Reads never go past `end`.
final class FileRangeReader {
    private let fd: Int32
    private var offset: Int
    private let end: Int
    /// The current chunk (owned; `capacity` bytes).
    let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// Valid bytes in ``buffer``.
    private(set) var count = 0
    /// Next unread byte in ``buffer``.
    var position = 0

    /// Creates a reader of bytes `[start, end)` of the open file `fd` (the caller owns `fd`).
    init(fd: Int32, start: Int, end: Int, chunkSize: Int = 1 << 18) {
        self.fd = fd
        self.offset = start
        self.end = end
        self.capacity = max(1, chunkSize)
        self.buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, chunkSize))
    }

    deinit { buffer.deallocate() }

    /// Makes unread bytes available in ``buffer`` (reading the next chunk once the current one is
    /// used up); returns `false` at the end of the range. Throws on a read error.
    func refill() throws -> Bool {
        if position < count { return true }
        let want = min(capacity, end - offset)
        if want <= 0 { return false }
        var got = 0
        while got < want {
            let n = pread(fd, buffer + got, want - got, off_t(offset + got))
            if n < 0 {
                if errno == EINTR { continue }
                got = -1
                break
            }
            if n == 0 { break }
            got += n
        }
        if got <= 0 { throw ZipError("the archive could not be read (it ends early or the disk returned an error)") }
        offset += got
        count = got
        position = 0
        return true
    }

    /// Copies up to `maxLength` unread bytes into `out`; returns how many, 0 at the end of the range.
    func read(into out: UnsafeMutablePointer<UInt8>, maxLength: Int) throws -> Int {
        var n = 0
        while n < maxLength {
            if position >= count, !(try refill()) { break }
            let chunk = min(maxLength - n, count - position)
            (out + n).update(from: buffer + position, count: chunk)
            position += chunk
            n += chunk
        }
        return n
    }
}
