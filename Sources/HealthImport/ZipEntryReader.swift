import CZlib

/// Streams one archive entry's uncompressed bytes (stored, or inflated by ``DeflateDecompressor``),
/// checking its size and CRC-32 (zlib's `crc32_z`) at the end.
final class ZipEntryReader {
    /// The entry being read.
    let entry: ZipArchive.Entry
    /// Keeps the archive (and so its open file) alive while the entry is read.
    private let archive: ZipArchive
    private let source: FileRangeReader
    private let decompressor: DeflateDecompressor?
    private var crc: uLong = 0
    private var produced = 0

    /// Creates a reader of `entry` (method 0 or 8) whose compressed bytes `source` reads.
    init(archive: ZipArchive, entry: ZipArchive.Entry, source: FileRangeReader) throws {
        self.archive = archive
        self.entry = entry
        self.source = source
        self.decompressor = entry.method == 8 ? try DeflateDecompressor(input: source) : nil
    }

    /// Reads up to `maxLength` bytes; 0 (for `maxLength > 0`) means the entry is complete and verified.
    func read(into buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) throws -> Int {
        guard maxLength > 0 else { return 0 }
        let n: Int
        if let decompressor {
            n = try decompressor.read(into: buffer, maxLength: maxLength)
        } else {
            n = try source.read(into: buffer, maxLength: maxLength)
        }
        if n > 0 {
            crc = crc32_z(crc, buffer, z_size_t(n))
            produced += n
            return n
        }
        guard produced == entry.uncompressedSize else {
            throw ZipError("`\(entry.name)` should hold \(entry.uncompressedSize) bytes but holds \(produced); the archive is damaged")
        }
        guard crc == uLong(entry.crc32) else {
            throw ZipError("`\(entry.name)` fails its CRC-32 check; the archive is damaged, export it again")
        }
        return 0
    }
}
