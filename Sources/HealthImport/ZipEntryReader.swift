/// Streams one archive entry's uncompressed bytes, checking its size and CRC-32 at the end.
final class ZipEntryReader {
    /// The entry being read.
    let entry: ZipArchive.Entry
    private let archive: ZipArchive
    private let source: ByteSource
    private let inflater: Inflater?
    private var crc = CRC32()
    private var produced = 0

    init(archive: ZipArchive, entry: ZipArchive.Entry, source: ByteSource) {
        self.archive = archive
        self.entry = entry
        self.source = source
        self.inflater = entry.method == 8 ? Inflater(source: source) : nil
    }

    /// Reads up to `maxLength` bytes; 0 means the entry is complete and verified.
    func read(into buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) throws -> Int {
        var n = 0
        if let inflater = inflater {
            n = try inflater.read(into: buffer, maxLength: maxLength)
        } else {
            while n < maxLength {
                if source.position >= source.count, !(try source.refill()) { break }
                let chunk = min(maxLength - n, source.count - source.position)
                (buffer + n).update(from: source.buffer + source.position, count: chunk)
                source.position += chunk
                n += chunk
            }
        }
        if n > 0 {
            crc.update(buffer, count: n)
            produced += n
            return n
        }
        guard produced == entry.uncompressedSize else {
            throw ZipError("`\(entry.name)` should hold \(entry.uncompressedSize) bytes but holds \(produced); the archive is damaged")
        }
        guard crc.value == entry.crc32 else {
            throw ZipError("`\(entry.name)` fails its CRC-32 check; the archive is damaged, export it again")
        }
        return 0
    }
}
