import CZlib

/// Decompresses one raw DEFLATE stream (RFC 1951, as ZIP stores method 8) with zlib's `inflate`.
///
/// Pull-based and constant in memory: compressed bytes come from a ``FileRangeReader`` one chunk
/// at a time and ``read(into:maxLength:)`` inflates straight into the caller's buffer, so an entry
/// of any size streams through zlib's 32 KiB window. zlib's state is released (`inflateEnd`) as
/// soon as the stream ends or fails, and at the latest when the decompressor is released.
final class DeflateDecompressor {
    private let input: FileRangeReader
    /// zlib keeps a pointer back to its `z_stream`, so it lives at a fixed address.
    private let stream: UnsafeMutablePointer<z_stream>
    private var isOpen = false
    /// Whether the final block has been decoded (the stream is complete).
    private(set) var isFinished = false

    /// Whether zlib's state has been released (after the end of the stream, or an error).
    var isEnded: Bool { !isOpen }

    /// Starts a decoder reading compressed bytes from `input`. Throws ``ZipError`` when zlib
    /// cannot start (out of memory, or a zlib whose version does not match its header).
    init(input: FileRangeReader) throws {
        self.input = input
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // `inflateInit2` is a C macro; -15 = raw DEFLATE (no zlib header or checksum), 32 KiB window.
        let status = inflateInit2_(stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            throw ZipError("the compressed data cannot be read: zlib could not start (\(DeflateDecompressor.describe(status, nil)))")
        }
        isOpen = true
    }

    deinit {
        end()
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Inflates up to `maxLength` bytes into `out`; returns how many were written, 0 at the end of
    /// the stream. Throws ``ZipError`` on corrupt or truncated data (and releases zlib's state).
    func read(into out: UnsafeMutablePointer<UInt8>, maxLength: Int) throws -> Int {
        guard isOpen, maxLength > 0 else { return 0 }
        let capacity = min(maxLength, Int(UInt32.max))
        stream.pointee.next_out = out
        stream.pointee.avail_out = uInt(capacity)
        while stream.pointee.avail_out > 0 {
            if stream.pointee.avail_in == 0 {
                guard try refillInput() else {
                    end()
                    throw ZipError("the compressed data ends early (the archive is truncated or damaged)")
                }
            }
            let status = inflate(stream, Z_NO_FLUSH)
            if status == Z_STREAM_END {
                isFinished = true
                let written = capacity - Int(stream.pointee.avail_out)
                end()
                return written
            }
            if status != Z_OK {
                let message = DeflateDecompressor.describe(status, stream.pointee.msg)
                end()
                throw ZipError("the compressed data is damaged (\(message))")
            }
        }
        return capacity
    }

    /// Hands the reader's next chunk to zlib; `false` when the entry's compressed bytes are used up.
    private func refillInput() throws -> Bool {
        do {
            guard try input.refill() else { return false }
        } catch {
            end()
            throw error
        }
        stream.pointee.next_in = input.buffer + input.position
        stream.pointee.avail_in = uInt(input.count - input.position)
        input.position = input.count
        return true
    }

    /// Releases zlib's state once.
    private func end() {
        guard isOpen else { return }
        isOpen = false
        inflateEnd(stream)
    }

    /// zlib's message for a failed call, or a description of its status code.
    private static func describe(_ status: Int32, _ message: UnsafePointer<CChar>?) -> String {
        if let message { return String(cString: message) }
        switch status {
        case Z_MEM_ERROR: return "out of memory"
        case Z_BUF_ERROR: return "no progress possible"
        case Z_NEED_DICT: return "a preset dictionary is required"
        case Z_VERSION_ERROR: return "zlib version mismatch"
        default: return "zlib status \(status)"
        }
    }
}
