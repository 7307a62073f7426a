import Glibc

/// What a path inside the content folder names, looked up by its UTF-8 bytes: one hash of a byte slice
/// and one `memcmp` per link instead of several `String` allocations and `String` hashes.
///
/// Built once per site from the same data as ``LinkResolver``'s dictionaries; keys compare byte for
/// byte (the dictionaries compare `String`s by canonical equivalence), so the resolver trusts a hit only
/// for ASCII paths and otherwise takes its `String` route.
///
/// Laid out for big sites, where links point all over the table and every lookup misses the CPU caches:
/// a slot holds part of the key's hash beside its record number (a collision rarely reads a key), a record
/// holds everything about its key, and a page's URL is stored right after its path, so a link costs about
/// three cache misses (slot, record, path and URL).
struct LinkTargetTable: Sendable {
    /// What one path names.
    struct Entry: Sendable {
        /// The page whose source file has this path, or `-1`.
        var page: Int32 = -1
        /// The index page of the folder with this path, or `-1`.
        var folderIndex: Int32 = -1
        /// Whether a copied (non-Markdown) file has this path.
        var isAsset = false
    }

    /// One key: its bytes in ``blob``, the URL of the page with this path (if any) and what it names.
    fileprivate struct Record: Sendable {
        var keyStart: Int32
        var keyLength: Int32
        var urlStart: Int32 = 0
        var urlLength: Int32 = 0
        var entry = Entry()
    }

    private var blob: [UInt8] = []
    private var records: [Record] = []
    /// Open addressing: the key hash's high 32 bits, then record number + 1 (`0`: an empty slot).
    private var slots: [UInt64]
    private var mask: Int
    /// Page number → its record (`-1` when the table has no URL for it).
    private var pageRecords: [Int32] = []

    /// A table for about `count` paths.
    init(capacity count: Int) {
        var size = 16
        while size < 2 * count + 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The entry for `path`, or `nil` when the table does not know it.
    func entry(_ path: UnsafeBufferPointer<UInt8>) -> Entry? {
        withView { $0.entry(path) }
    }

    /// Changes the entry for `path`, adding it when new.
    mutating func update(_ path: String, _ change: (inout Entry) -> Void) {
        let record = self.record(for: path)
        change(&records[record].entry)
    }

    /// The record of `path`, added when new.
    private mutating func record(for path: String) -> Int {
        if 2 * (records.count + 1) > slots.count { grow() }
        var path = path
        return path.withUTF8 { bytes -> Int in
            let hash = Self.hash(bytes)
            var slot = Int(truncatingIfNeeded: hash) & mask
            let tag = hash >> 32
            while slots[slot] != 0 {
                let number = Int(slots[slot] & 0xFFFF_FFFF) - 1
                if slots[slot] >> 32 == tag && key(of: records[number]).elementsEqual(bytes) { return number }
                slot = (slot + 1) & mask
            }
            records.append(Record(keyStart: Int32(blob.count), keyLength: Int32(bytes.count)))
            blob.append(contentsOf: bytes)
            slots[slot] = tag << 32 | UInt64(records.count)
            return records.count - 1
        }
    }

    private func key(of record: Record) -> ArraySlice<UInt8> {
        blob[Int(record.keyStart)..<Int(record.keyStart + record.keyLength)]
    }

    /// Records `url` as the URL of page `index`, whose source path's record is `record`.
    private mutating func setURL(_ url: String, ofPage index: Int, record: Int) {
        records[record].urlStart = Int32(blob.count)
        records[record].urlLength = Int32(url.utf8.count)
        blob.append(contentsOf: url.utf8)
        while pageRecords.count <= index { pageRecords.append(-1) }
        pageRecords[index] = Int32(record)
    }

    private mutating func grow() {
        let size = slots.count * 2
        var grown = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for slot in slots where slot != 0 {
            let number = Int(slot & 0xFFFF_FFFF) - 1
            let hash = blob.withUnsafeBufferPointer { blob in
                Self.hash(UnsafeBufferPointer(rebasing: blob[Int(records[number].keyStart)..<Int(records[number].keyStart + records[number].keyLength)]))
            }
            var at = Int(truncatingIfNeeded: hash) & mask
            while grown[at] != 0 { at = (at + 1) & mask }
            grown[at] = slot
        }
        slots = grown
        self.mask = mask
    }

    /// FNV-1a over the bytes, then mixed so the low bits (the slot) depend on every byte.
    fileprivate static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        h ^= h >> 29
        h = h &* 0xbf58_476d_1ce4_e5b9
        return h ^ (h >> 32)
    }

    /// The table seen through pointers, for many lookups without reference counting (two threads looking
    /// up in one table otherwise contend on its arrays' reference counts).
    struct View {
        fileprivate var blob: UnsafeBufferPointer<UInt8>
        fileprivate var records: UnsafeBufferPointer<Record>
        fileprivate var slots: UnsafeBufferPointer<UInt64>
        fileprivate var pageRecords: UnsafeBufferPointer<Int32>
        fileprivate var mask: Int

        /// A key found in the table: what it names, and (for a page's own path) the page's URL.
        struct Hit {
            var entry: Entry
            /// The URL of the page whose source path this is (empty when it is not a page's path).
            var url: UnsafeBufferPointer<UInt8>
        }

        /// What `path` names, or `nil` when the table does not know it.
        func lookup(_ path: UnsafeBufferPointer<UInt8>) -> Hit? {
            let hash = LinkTargetTable.hash(path)
            let tag = hash >> 32
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let value = slots[slot]
                if value == 0 { return nil }
                if value >> 32 == tag {
                    let record = records[Int(value & 0xFFFF_FFFF) - 1]
                    if Int(record.keyLength) == path.count
                        && (path.isEmpty || memcmp(blob.baseAddress! + Int(record.keyStart), path.baseAddress!, path.count) == 0) {
                        return Hit(entry: record.entry,
                                   url: UnsafeBufferPointer(rebasing: blob[Int(record.urlStart)..<Int(record.urlStart + record.urlLength)]))
                    }
                }
                slot = (slot + 1) & mask
            }
        }

        /// The entry for `path`, or `nil` when the table does not know it.
        func entry(_ path: UnsafeBufferPointer<UInt8>) -> Entry? { lookup(path)?.entry }

        /// Page `index`'s URL as UTF-8 (empty for a page the table was not made with).
        func url(ofPage index: Int) -> UnsafeBufferPointer<UInt8> {
            guard index >= 0 && index < pageRecords.count, pageRecords[index] >= 0 else {
                return UnsafeBufferPointer(start: nil, count: 0)
            }
            let record = records[Int(pageRecords[index])]
            return UnsafeBufferPointer(rebasing: blob[Int(record.urlStart)..<Int(record.urlStart + record.urlLength)])
        }
    }

    /// Calls `body` with a ``View`` of the table, valid only inside it.
    func withView<R>(_ body: (View) throws -> R) rethrows -> R {
        try blob.withUnsafeBufferPointer { blob in
            try records.withUnsafeBufferPointer { records in
                try slots.withUnsafeBufferPointer { slots in
                    try pageRecords.withUnsafeBufferPointer { pageRecords in
                        try body(View(blob: blob, records: records, slots: slots, pageRecords: pageRecords, mask: mask))
                    }
                }
            }
        }
    }
}

extension LinkTargetTable {
    /// The table for a site: every page by its source path (with its URL), every folder index by its
    /// folder, every file.
    init(pages: [SourcePage], indexByFolder: [String: Int], assets: Set<String>) {
        self.init(capacity: pages.count + indexByFolder.count + assets.count)
        pageRecords.reserveCapacity(pages.count)
        for i in pages.indices {
            let record = self.record(for: pages[i].file.relativePath)
            records[record].entry.page = Int32(i)
            setURL(pages[i].url, ofPage: i, record: record)
        }
        for (folder, i) in indexByFolder {
            update(folder) { $0.folderIndex = Int32(i) }
        }
        for asset in assets {
            update(asset) { $0.isAsset = true }
        }
    }
}
