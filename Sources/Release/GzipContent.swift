import CZlib
import Glibc

/// The decompressed content of a gzip file (RFC 1952: one member or several concatenated, as browsers
/// decode `Content-Encoding: gzip`), read with zlib's `inflate` and never more than a limit, so a small
/// file that expands to gigabytes (a "zip bomb") costs at most the limit in memory and time.
struct GzipContent {
    /// Why a gzip file cannot be read.
    enum Failure: Error, Equatable {
        /// The file could not be opened or read (`errno`).
        case unreadable(Int32)
        /// The data is not gzip, is damaged, ends early or has bytes after the last member; what zlib says.
        case damaged(String)
    }

    /// The decompressed bytes, at most the limit asked for.
    var bytes: [UInt8]
    /// Whether ``bytes`` is the whole content (`false`: the content goes on past the limit).
    var isComplete: Bool

    /// How much compressed data is read at a time.
    static let chunk = 64 * 1024

    /// Decompresses the file at `path` up to `limit` bytes. Damage after the limit is not looked at.
    static func read(_ path: String, limit: Int) throws(Failure) -> GzipContent {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(errno) }
        defer { close(fd) }
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deinitialize(count: 1); stream.deallocate() }
        // `inflateInit2` is a C macro; 16 + 15 = gzip wrapper only, 32 KiB window.
        guard inflateInit2_(stream, 16 + 15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .damaged("zlib could not start")
        }
        defer { _ = inflateEnd(stream) }
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: chunk)
        defer { input.deallocate() }
        var reader = Reader(fd: fd, stream: stream, input: input)
        return try reader.inflateAll(limit: limit)
    }

    /// The read loop over one open file and one zlib stream.
    private struct Reader {
        let fd: Int32
        let stream: UnsafeMutablePointer<z_stream>
        let input: UnsafeMutablePointer<UInt8>
        /// The output buffer; its first ``count`` bytes are decompressed content.
        var output: [UInt8] = []
        var count = 0
        /// Whether the last member ended and nothing of another has been decoded yet.
        var betweenMembers = false
        var endOfFile = false

        init(fd: Int32, stream: UnsafeMutablePointer<z_stream>, input: UnsafeMutablePointer<UInt8>) {
            self.fd = fd
            self.stream = stream
            self.input = input
        }

        mutating func inflateAll(limit: Int) throws(Failure) -> GzipContent {
            let wanted = limit < Int.max ? limit + 1 : limit  // one byte more tells that the content goes on
            while count < wanted {
                if stream.pointee.avail_in == 0 {
                    try refill()
                    if endOfFile {
                        guard betweenMembers else { throw .damaged("the data ends early") }
                        break
                    }
                }
                if betweenMembers {
                    guard inflateReset(stream) == Z_OK else { throw .damaged("zlib could not restart") }
                    betweenMembers = false
                }
                try inflateStep(room: min(GzipContent.chunk, wanted - count))
            }
            let kept = min(count, limit)
            output.removeSubrange(kept...)
            return GzipContent(bytes: output, isComplete: count <= limit)
        }

        /// Inflates into up to `room` more bytes of output (the buffer grows by doubling).
        private mutating func inflateStep(room: Int) throws(Failure) {
            if output.count < count + room {
                output += [UInt8](repeating: 0, count: max(count + room - output.count, output.count))
            }
            let (start, stream) = (count, self.stream)
            let status = output.withUnsafeMutableBufferPointer { buffer in
                stream.pointee.next_out = buffer.baseAddress! + start
                stream.pointee.avail_out = uInt(room)
                return inflate(stream, Z_NO_FLUSH)
            }
            count += room - Int(stream.pointee.avail_out)
            switch status {
            case Z_OK: return
            case Z_BUF_ERROR where stream.pointee.avail_in == 0: return  // needs more input
            case Z_STREAM_END: betweenMembers = true
            default:
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib status \(status)"
                throw .damaged(message)
            }
        }

        /// Reads the next compressed chunk; sets ``endOfFile`` when there is none.
        private mutating func refill() throws(Failure) {
            while true {
                let n = Glibc.read(fd, input, GzipContent.chunk)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw .unreadable(errno)
                }
                endOfFile = n == 0
                stream.pointee.next_in = input
                stream.pointee.avail_in = uInt(n)
                return
            }
        }
    }
}
