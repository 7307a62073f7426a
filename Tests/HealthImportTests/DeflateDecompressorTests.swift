import Foundation
import Glibc
import Testing
@testable import HealthImport

/// The zlib-based DEFLATE decoder against zlib's encoder (run through python3) on every block type,
/// and damaged streams: a ``ZipError`` with the importer's message, zlib's state released.
@Suite struct DeflateDecompressorTests {
    /// Python writes `plain` (text, repeats far back, noise) and raw DEFLATE streams at several settings.
    static let script = """
        import sys, zlib
        out = sys.argv[1]
        parts = []
        x = 12345
        for i in range(4000):
            parts.append(("<Record n=\\"%d\\" value=\\"%d\\"/>\\n" % (i, i * 7 % 1000)).encode())
            if i % 50 == 0:
                noise = bytearray()
                for _ in range(300):
                    x = (x * 1103515245 + 12345) % 2147483648
                    noise.append(x >> 16 & 255)
                parts.append(bytes(noise))
        plain = b"".join(parts) + b"abc" * 20000
        open(out + "/plain", "wb").write(plain)
        for name, level, strategy in (("stored", 0, 0), ("fast", 1, 0), ("best", 9, 0), ("fixed", 6, zlib.Z_FIXED),
                                      ("huffman", 6, zlib.Z_HUFFMAN_ONLY), ("rle", 6, zlib.Z_RLE)):
            c = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
            open(out + "/" + name, "wb").write(c.compress(plain) + c.flush())
        c = zlib.compressobj(6, zlib.DEFLATED, -15)
        open(out + "/empty", "wb").write(c.compress(b"") + c.flush())
        """

    /// Inflates the raw DEFLATE file at `path` reading 4 KiB of input at a time, `chunk` bytes of output per call.
    static func inflate(_ path: String, chunk: Int, decompressor: ((DeflateDecompressor) -> Void)? = nil) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        var st = stat()
        fstat(fd, &st)
        let inflater = try DeflateDecompressor(input: FileRangeReader(fd: fd, start: 0, end: Int(st.st_size), chunkSize: 4096))
        decompressor?(inflater)
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let n = try buffer.withUnsafeMutableBufferPointer { try inflater.read(into: $0.baseAddress!, maxLength: chunk) }
            if n == 0 { break }
            out += buffer[0..<n]
        }
        #expect(inflater.isFinished)
        #expect(inflater.isEnded)
        return out
    }

    @Test func decodesEveryBlockType() throws {
        let f = try Fixture()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, f.root]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let plain = [UInt8](FileManager.default.contents(atPath: f.root + "/plain") ?? Data())
        #expect(plain.count > 150_000)
        for name in ["stored", "fast", "best", "fixed", "huffman", "rle"] {
            // Odd output sizes exercise resuming in the middle of matches and stored blocks.
            for chunk in [1 << 16, 777] {
                #expect(try Self.inflate(f.root + "/" + name, chunk: chunk) == plain, "\(name) \(chunk)")
            }
        }
        #expect(try Self.inflate(f.root + "/empty", chunk: 100).isEmpty)
    }

    /// The error a damaged stream gives, and whether zlib's state was released when it was thrown.
    static func failure(_ path: String) -> (message: String?, ended: Bool) {
        var kept: DeflateDecompressor?
        do {
            _ = try inflate(path, chunk: 64) { kept = $0 }
            return (nil, kept?.isEnded ?? false)
        } catch {
            return ((error as? ZipError)?.message, kept?.isEnded ?? false)
        }
    }

    @Test func truncatedAndDamagedStreamsThrowAndReleaseZlib() throws {
        let f = try Fixture()
        // "hello hello hello hello\n" compressed with fixed codes, then cut short.
        let full: [UInt8] = [0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x57, 0xC8, 0x40, 0x27, 0xB9, 0x00]
        try Data(full).write(to: URL(fileURLWithPath: f.root + "/ok"))
        #expect(try Self.inflate(f.root + "/ok", chunk: 64) == Array("hello hello hello hello\n".utf8))
        // Bytes after the final block are not part of the stream.
        try Data(full + [0xFF, 0xFF]).write(to: URL(fileURLWithPath: f.root + "/trailing"))
        #expect(try Self.inflate(f.root + "/trailing", chunk: 5) == Array("hello hello hello hello\n".utf8))

        try Data(full[0..<5]).write(to: URL(fileURLWithPath: f.root + "/cut"))
        let cut = Self.failure(f.root + "/cut")
        #expect(cut.message == "the compressed data ends early (the archive is truncated or damaged)")
        #expect(cut.ended)

        try Data().write(to: URL(fileURLWithPath: f.root + "/nothing"))
        #expect(Self.failure(f.root + "/nothing").message == "the compressed data ends early (the archive is truncated or damaged)")

        try Data([0x07]).write(to: URL(fileURLWithPath: f.root + "/reserved")) // final block, type 3
        let reserved = Self.failure(f.root + "/reserved")
        #expect(reserved.message == "the compressed data is damaged (invalid block type)")
        #expect(reserved.ended)

        // A stored block whose length and its complement disagree.
        try Data([0x01, 0x05, 0x00, 0x00, 0x00]).write(to: URL(fileURLWithPath: f.root + "/stored"))
        #expect(Self.failure(f.root + "/stored").message == "the compressed data is damaged (invalid stored block lengths)")

        // A match 10 bytes back at the very start (fixed codes: length 3, distance 10).
        try Data([0x03, 0x02, 0x0A, 0x00]).write(to: URL(fileURLWithPath: f.root + "/far"))
        let far = Self.failure(f.root + "/far")
        #expect(far.message == "the compressed data is damaged (invalid distance too far back)")
        #expect(far.ended)
    }

    @Test func unreadDecompressorIsOpenAndIsReleasedWithoutError() throws {
        let fd = open("/dev/null", O_RDONLY)
        defer { close(fd) }
        let decompressor = try DeflateDecompressor(input: FileRangeReader(fd: fd, start: 0, end: 0))
        #expect(!decompressor.isEnded)
        #expect(!decompressor.isFinished)
    }
}
