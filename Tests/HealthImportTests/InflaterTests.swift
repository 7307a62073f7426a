import Foundation
import Glibc
import Testing
@testable import HealthImport

/// The DEFLATE decoder against zlib's encoder (run through python3) on every block type.
@Suite struct InflaterTests {
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

    static func inflate(_ path: String, chunk: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        var st = stat()
        fstat(fd, &st)
        let inflater = Inflater(source: ByteSource(fd: fd, start: 0, end: Int(st.st_size), chunkSize: 4096))
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let n = try buffer.withUnsafeMutableBufferPointer { try inflater.read(into: $0.baseAddress!, maxLength: chunk) }
            if n == 0 { break }
            out += buffer[0..<n]
        }
        #expect(inflater.isFinished)
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

    @Test func truncatedStreamThrows() throws {
        let f = try Fixture()
        // "hello hello hello hello\n" compressed with fixed codes, then cut short.
        let full: [UInt8] = [0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x57, 0xC8, 0x40, 0x27, 0xB9, 0x00]
        try Data(full).write(to: URL(fileURLWithPath: f.root + "/ok"))
        #expect(try Self.inflate(f.root + "/ok", chunk: 64) == Array("hello hello hello hello\n".utf8))
        try Data(full[0..<5]).write(to: URL(fileURLWithPath: f.root + "/cut"))
        #expect(throws: ZipError.self) { try Self.inflate(f.root + "/cut", chunk: 64) }
        try Data([0x07]).write(to: URL(fileURLWithPath: f.root + "/reserved")) // final block, type 3
        #expect(throws: ZipError.self) { try Self.inflate(f.root + "/reserved", chunk: 64) }
    }

    @Test func crc32MatchesKnownValue() {
        var crc = CRC32()
        let bytes = Array("123456789".utf8)
        bytes.withUnsafeBufferPointer { crc.update($0.baseAddress!, count: $0.count) }
        #expect(crc.value == 0xCBF4_3926)
    }
}
