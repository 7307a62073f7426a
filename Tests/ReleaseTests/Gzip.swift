import CZlib

/// `bytes` compressed as one gzip member with zlib (test data for the precompressed-file checks).
func gzipped(_ bytes: [UInt8]) -> [UInt8] {
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    defer { deflateEnd(stream); stream.deinitialize(count: 1); stream.deallocate() }
    // `deflateInit2` is a C macro; 16 + 15 = gzip wrapper, 32 KiB window.
    guard deflateInit2_(stream, 9, Z_DEFLATED, 16 + 15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                        Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
    var input = bytes
    var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, uLong(bytes.count))) + 64)
    let written = input.withUnsafeMutableBufferPointer { source in
        output.withUnsafeMutableBufferPointer { target in
            stream.pointee.next_in = source.baseAddress
            stream.pointee.avail_in = uInt(source.count)
            stream.pointee.next_out = target.baseAddress
            stream.pointee.avail_out = uInt(target.count)
            _ = deflate(stream, Z_FINISH)
            return target.count - Int(stream.pointee.avail_out)
        }
    }
    return Array(output.prefix(written))
}

/// `text` compressed as one gzip member.
func gzipped(_ text: String) -> [UInt8] { gzipped(Array(text.utf8)) }
