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
        fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) // a FIFO must not block: it is refused below
        if fd < 0 { throw ZipError("cannot open the archive: \(String(cString: strerror(errno)))") }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            Glibc.close(fd)
            throw ZipError("cannot read the archive: \(String(cString: strerror(errno)))")
        }
        fileSize = Int(st.st_size)
        do {
            guard st.st_mode & S_IFMT == S_IFREG else {
                throw ZipError("is not a regular file, so it cannot be a zip archive")
            }
            entries = try readCentralDirectory()
        } catch {
            Glibc.close(fd)
            throw error
        }
    }

    deinit { Glibc.close(fd) }

    /// Reads `count` bytes at `offset`; throws when the file is shorter.
    func bytes(at offset: Int, count: Int, what: String = "a record") throws -> [UInt8] {
        _ = try ZipArchive.end(of: offset, count: count, within: fileSize, what: what)
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
        let (count, size, offset) = try locateCentralDirectory()
        _ = try ZipArchive.end(of: offset, count: size, within: fileSize, what: "the central directory")
        // The directory is read whole: a few MB for the largest exports (about 100 bytes an entry).
        guard size <= ZipArchive.maxDirectorySize else {
            throw ZipError("the archive's central directory is \(size) bytes, more than the \(ZipArchive.maxDirectorySize >> 20) MB "
                + "a Health export's can be; the archive is damaged or not an export")
        }
        // Each entry takes at least 46 bytes, so a count the directory cannot hold is damage, not a reservation.
        guard count <= size / 46 else {
            throw ZipError("the archive's end record counts \(count) entries, more than its \(size)-byte central directory can hold; the archive is damaged")
        }
        return try parseEntries(bytes(at: offset, count: size), count: count)
    }

    /// Finds the end-of-central-directory record (and the ZIP64 record when its fields overflow);
    /// returns the entry count and the central directory's size and offset.
    private func locateCentralDirectory() throws -> (count: Int, size: Int, offset: Int) {
        let notZip = "is not a zip archive (it has no end-of-central-directory record); pass the export.zip from the Health app or the XML file inside it"
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
        guard eocd >= 0 else {
            let head = try bytes(at: 0, count: 4)
            if head.le32(0) == 0x0403_4B50 {
                throw ZipError("the zip archive is truncated or damaged (it starts like one but has no end-of-central-directory record); export it again")
            }
            throw ZipError(notZip)
        }
        var count = tail.le16(eocd + 10)
        var size = tail.le32(eocd + 12)
        var offset = tail.le32(eocd + 16)
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            guard eocd >= 20, tail.le32(eocd - 20) == 0x0706_4B50 else {
                throw ZipError("the archive's ZIP64 locator is missing; the archive is damaged")
            }
            let recordOffset = try ZipArchive.size(tail.le64(eocd - 20 + 8), "the ZIP64 locator's record offset")
            let z = try bytes(at: recordOffset, count: 56, what: "the ZIP64 locator's record offset")
            guard z.le32(0) == 0x0606_4B50 else { throw ZipError("the archive's ZIP64 directory record is damaged") }
            count = try ZipArchive.size(z.le64(32), "the ZIP64 entry count")
            size = try ZipArchive.size(z.le64(40), "the ZIP64 central directory size")
            offset = try ZipArchive.size(z.le64(48), "the ZIP64 central directory offset")
        }
        return (count, size, offset)
    }

    /// Parses `count` central directory headers from `directory`.
    private func parseEntries(_ directory: [UInt8], count: Int) throws -> [Entry] {
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
            try readZip64Extra(directory, from: p + 46 + nameLength, count: extraLength, into: &entry)
            entries.append(entry)
            p += 46 + nameLength + extraLength + commentLength
        }
        return entries
    }

    /// Replaces 0xFFFFFFFF sizes and offsets with the values of a ZIP64 extra field (id 1).
    /// Sizes and offsets beyond `Int.max` are errors naming the field and the entry.
    private func readZip64Extra(_ d: [UInt8], from start: Int, count: Int, into entry: inout Entry) throws {
        var p = start
        let end = start + count
        while p + 4 <= end {
            let id = d.le16(p), length = d.le16(p + 2)
            if id == 1 {
                var q = p + 4
                let name = "`\(entry.name)`"
                if entry.uncompressedSize == 0xFFFF_FFFF, q + 8 <= end {
                    entry.uncompressedSize = try ZipArchive.size(d.le64(q), "the ZIP64 uncompressed size of \(name)")
                    q += 8
                }
                if entry.compressedSize == 0xFFFF_FFFF, q + 8 <= end {
                    entry.compressedSize = try ZipArchive.size(d.le64(q), "the ZIP64 compressed size of \(name)")
                    q += 8
                }
                if entry.localHeaderOffset == 0xFFFF_FFFF, q + 8 <= end {
                    entry.localHeaderOffset = try ZipArchive.size(d.le64(q), "the ZIP64 local header offset of \(name)")
                }
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
        let header = try bytes(at: entry.localHeaderOffset, count: 30, what: "the local header of `\(entry.name)`")
        guard header.le32(0) == 0x0403_4B50 else { throw ZipError("the local header of `\(entry.name)` is damaged") }
        // Both terms are at most fileSize + 2·65,535: no overflow.
        let start = entry.localHeaderOffset + 30 + header.le16(26) + header.le16(28)
        let end = try ZipArchive.end(of: start, count: entry.compressedSize, within: fileSize,
                                     what: "the data of `\(entry.name)`")
        let source = FileRangeReader(fd: fd, start: start, end: end)
        return try ZipEntryReader(archive: self, entry: entry, source: source)
    }
}

extension ZipArchive {
    /// The largest central directory read (it is held in memory while the entries are listed).
    static let maxDirectorySize = 256 << 20

    /// A 64-bit size or offset read from the archive as an `Int`; beyond `Int.max` it is an error naming `field`.
    static func size(_ value: UInt64, _ field: String) throws -> Int {
        guard let v = Int(exactly: value) else {
            throw ZipError("\(field) is \(value), larger than any file; the archive is damaged")
        }
        return v
    }

    /// `offset + count`, checked: both not negative, no overflow, and the end inside the file; otherwise an
    /// error saying that `what` lies past the end of the file.
    static func end(of offset: Int, count: Int, within fileSize: Int, what: String) throws -> Int {
        let (end, overflow) = offset.addingReportingOverflow(count)
        guard offset >= 0, count >= 0, !overflow, end <= fileSize else {
            throw ZipError("the archive is truncated or damaged: \(what) (offset \(offset), \(count) bytes) lies past "
                + "the end of the \(fileSize)-byte file")
        }
        return end
    }
}

extension Array where Element == UInt8 {
    /// Little-endian 16-bit value at `i`.
    func le16(_ i: Int) -> Int { Int(self[i]) | Int(self[i + 1]) << 8 }
    /// Little-endian 32-bit value at `i`.
    func le32(_ i: Int) -> Int { le16(i) | le16(i + 2) << 16 }
    /// Little-endian 64-bit value at `i`, unsigned (see ``ZipArchive/size(_:_:)`` for a checked `Int`).
    func le64(_ i: Int) -> UInt64 { UInt64(le32(i)) | UInt64(le32(i + 4)) << 32 }
}
