import Glibc

/// A ZIP archive read from its central directory (PKWARE APPNOTE §4.3), with ZIP64 support.
///
/// Only what an export needs: list entries, then stream one stored or DEFLATE entry
/// (see ``ZipEntryReader``, which inflates with zlib). Encrypted entries and other methods are
/// reported as errors.
final class ZipArchive {
    /// One file in the archive, as the central directory describes it.
    struct Entry {
        /// The entry's path inside the archive, `/`-separated.
        var name: String
        /// 0 = stored, 8 = DEFLATE.
        var method: Int
        /// General purpose flags (bit 0 = encrypted).
        var flags: Int
        /// CRC-32 of the uncompressed bytes.
        var crc32: UInt32
        /// Size of the compressed data.
        var compressedSize: Int
        /// Size once decompressed.
        var uncompressedSize: Int
        /// Offset of the entry's local header in the file.
        var localHeaderOffset: Int
    }

    let fd: Int32
    /// The file's size in bytes.
    let fileSize: Int
    /// Every entry, in central-directory order.
    private(set) var entries: [Entry] = []

    /// Opens an archive and reads its central directory; throws ``ZipError`` when it is not a ZIP file.
    init(path: String) throws {
        fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw ZipError("cannot open the archive: \(String(cString: strerror(errno)))") }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            Glibc.close(fd)
            throw ZipError("cannot read the archive: \(String(cString: strerror(errno)))")
        }
        fileSize = Int(st.st_size)
        do {
            entries = try readCentralDirectory()
        } catch {
            Glibc.close(fd)
            throw error
        }
    }

    deinit { Glibc.close(fd) }

    /// Reads `count` bytes at `offset`; throws when the file is shorter.
    func bytes(at offset: Int, count: Int) throws -> [UInt8] {
        guard offset >= 0, count >= 0, offset + count <= fileSize else {
            throw ZipError("the archive is truncated (a record points past the end of the file)")
        }
        var out = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + got, count - got, off_t(offset + got)) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { throw ZipError("the archive could not be read (it ends early or the disk returned an error)") }
            got += n
        }
        return out
    }

    private func readCentralDirectory() throws -> [Entry] {
        let notZip = "not a ZIP archive (no end-of-central-directory record); pass the export.zip from the Health app or the unpacked export.xml"
        guard fileSize >= 22 else { throw ZipError(notZip) }
        let tailCount = min(fileSize, 22 + 65_535 + 20)
        let tailStart = fileSize - tailCount
        let tail = try bytes(at: tailStart, count: tailCount)
        var eocd = -1
        var i = tailCount - 22
        while i >= 0 {
            if tail.le32(i) == 0x0605_4B50 { eocd = i; break }
            i -= 1
        }
        guard eocd >= 0 else { throw ZipError(notZip) }
        var count = tail.le16(eocd + 10)
        var size = tail.le32(eocd + 12)
        var offset = tail.le32(eocd + 16)
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            guard eocd >= 20, tail.le32(eocd - 20) == 0x0706_4B50 else {
                throw ZipError("the archive's ZIP64 locator is missing; the archive is damaged")
            }
            let z = try bytes(at: tail.le64(eocd - 20 + 8), count: 56)
            guard z.le32(0) == 0x0606_4B50 else { throw ZipError("the archive's ZIP64 directory record is damaged") }
            count = z.le64(32)
            size = z.le64(40)
            offset = z.le64(48)
        }
        guard offset + size <= fileSize else {
            throw ZipError("the archive is truncated (its central directory lies past the end of the file)")
        }
        let directory = try bytes(at: offset, count: size)
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        var p = 0
        for _ in 0..<count {
            guard p + 46 <= directory.count, directory.le32(p) == 0x0201_4B50 else {
                throw ZipError("the archive's central directory is damaged")
            }
            let nameLength = directory.le16(p + 28), extraLength = directory.le16(p + 30)
            let commentLength = directory.le16(p + 32)
            guard p + 46 + nameLength + extraLength + commentLength <= directory.count else {
                throw ZipError("the archive's central directory is damaged")
            }
            var entry = Entry(
                name: String(decoding: directory[(p + 46)..<(p + 46 + nameLength)], as: UTF8.self),
                method: directory.le16(p + 10), flags: directory.le16(p + 8), crc32: UInt32(directory.le32(p + 16)),
                compressedSize: directory.le32(p + 20), uncompressedSize: directory.le32(p + 24),
                localHeaderOffset: directory.le32(p + 42))
            readZip64Extra(directory, from: p + 46 + nameLength, count: extraLength, into: &entry)
            entries.append(entry)
            p += 46 + nameLength + extraLength + commentLength
        }
        return entries
    }

    /// Replaces 0xFFFFFFFF sizes and offsets with the values of a ZIP64 extra field (id 1).
    private func readZip64Extra(_ d: [UInt8], from start: Int, count: Int, into entry: inout Entry) {
        var p = start
        let end = start + count
        while p + 4 <= end {
            let id = d.le16(p), length = d.le16(p + 2)
            if id == 1 {
                var q = p + 4
                if entry.uncompressedSize == 0xFFFF_FFFF, q + 8 <= end { entry.uncompressedSize = d.le64(q); q += 8 }
                if entry.compressedSize == 0xFFFF_FFFF, q + 8 <= end { entry.compressedSize = d.le64(q); q += 8 }
                if entry.localHeaderOffset == 0xFFFF_FFFF, q + 8 <= end { entry.localHeaderOffset = d.le64(q) }
                return
            }
            p += 4 + length
        }
    }

    /// Opens a streaming reader of one entry's uncompressed bytes.
    func open(_ entry: Entry) throws -> ZipEntryReader {
        if entry.flags & 1 != 0 { throw ZipError("`\(entry.name)` is encrypted; export again without a password") }
        guard entry.method == 0 || entry.method == 8 else {
            throw ZipError("`\(entry.name)` uses compression method \(entry.method); only stored and DEFLATE entries are supported")
        }
        let header = try bytes(at: entry.localHeaderOffset, count: 30)
        guard header.le32(0) == 0x0403_4B50 else { throw ZipError("the local header of `\(entry.name)` is damaged") }
        let start = entry.localHeaderOffset + 30 + header.le16(26) + header.le16(28)
        guard start + entry.compressedSize <= fileSize else {
            throw ZipError("the archive is truncated (`\(entry.name)` runs past the end of the file)")
        }
        let source = FileRangeReader(fd: fd, start: start, end: start + entry.compressedSize)
        return try ZipEntryReader(archive: self, entry: entry, source: source)
    }
}

extension Array where Element == UInt8 {
    /// Little-endian 16-bit value at `i`.
    func le16(_ i: Int) -> Int { Int(self[i]) | Int(self[i + 1]) << 8 }
    /// Little-endian 32-bit value at `i`.
    func le32(_ i: Int) -> Int { le16(i) | le16(i + 2) << 16 }
    /// Little-endian 64-bit value at `i` (sizes in practice stay far below `Int.max`).
    func le64(_ i: Int) -> Int { le32(i) | le32(i + 4) << 32 }
}
