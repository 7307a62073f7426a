import Glibc

/// What a path inside the content folder names, looked up by its UTF-8 bytes: one hash of a byte slice
/// and one `memcmp` per link instead of several `String` allocations and `String` hashes.
///
/// Built once per site from the same data as ``LinkResolver``'s dictionaries; keys compare byte for
/// byte (the dictionaries compare `String`s by canonical equivalence), so the resolver trusts a hit only
/// for ASCII paths and otherwise takes its `String` route.
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

    private var keyBytes: [UInt8] = []
    private var keyStarts: [Int] = []
    private var keyLengths: [Int] = []
    private var entries: [Entry] = []
    /// Open addressing: entry number + 1, `0` for an empty slot.
    private var slots: [Int32]
    private var mask: Int
    /// Every page's URL, as UTF-8: page `i`'s is `urlBytes[urlStarts[i]..<urlStarts[i + 1]]`.
    private var urlBytes: [UInt8] = []
    private var urlStarts: [Int] = [0]

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

    /// The table seen through pointers, for many lookups without reference counting (two threads looking
    /// up in one table otherwise contend on its arrays' reference counts).
    struct View {
        fileprivate var keyBytes: UnsafeBufferPointer<UInt8>
        fileprivate var keyStarts: UnsafeBufferPointer<Int>
        fileprivate var keyLengths: UnsafeBufferPointer<Int>
        fileprivate var entries: UnsafeBufferPointer<Entry>
        fileprivate var slots: UnsafeBufferPointer<Int32>
        fileprivate var urlBytes: UnsafeBufferPointer<UInt8>
        fileprivate var urlStarts: UnsafeBufferPointer<Int>
        fileprivate var mask: Int

        /// The entry for `path`, or `nil` when the table does not know it.
        func entry(_ path: UnsafeBufferPointer<UInt8>) -> Entry? {
            var slot = Int(truncatingIfNeeded: LinkTargetTable.hash(path)) & mask
            for _ in 0...mask {
                let number = Int(slots[slot])
                if number == 0 { return nil }
                let length = keyLengths[number - 1]
                if length == path.count
                    && (length == 0 || memcmp(keyBytes.baseAddress! + keyStarts[number - 1], path.baseAddress!, length) == 0) {
                    return entries[number - 1]
                }
                slot = (slot + 1) & mask
            }
            return nil
        }

        /// Page `index`'s URL as UTF-8 (empty for a page the table was not made with).
        func url(ofPage index: Int) -> UnsafeBufferPointer<UInt8> {
            guard index >= 0 && index + 1 < urlStarts.count else { return UnsafeBufferPointer(start: nil, count: 0) }
            return UnsafeBufferPointer(rebasing: urlBytes[urlStarts[index]..<urlStarts[index + 1]])
        }
    }

    /// Calls `body` with a ``View`` of the table, valid only inside it.
    func withView<R>(_ body: (View) throws -> R) rethrows -> R {
        try keyBytes.withUnsafeBufferPointer { keyBytes in
            try keyStarts.withUnsafeBufferPointer { keyStarts in
                try keyLengths.withUnsafeBufferPointer { keyLengths in
                    try entries.withUnsafeBufferPointer { entries in
                        try slots.withUnsafeBufferPointer { slots in
                            try urlBytes.withUnsafeBufferPointer { urlBytes in
                                try urlStarts.withUnsafeBufferPointer { urlStarts in
                                    try body(View(keyBytes: keyBytes, keyStarts: keyStarts, keyLengths: keyLengths,
                                                  entries: entries, slots: slots, urlBytes: urlBytes,
                                                  urlStarts: urlStarts, mask: mask))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Changes the entry for `path`, adding it when new.
    mutating func update(_ path: String, _ change: (inout Entry) -> Void) {
        if 2 * (entries.count + 1) > slots.count { grow() }
        var path = path
        path.withUTF8 { bytes in
            guard let slot = find(bytes) else { return }
            if slots[slot] == 0 {
                keyStarts.append(keyBytes.count)
                keyLengths.append(bytes.count)
                keyBytes.append(contentsOf: bytes)
                entries.append(Entry())
                slots[slot] = Int32(entries.count)
            }
            change(&entries[Int(slots[slot]) - 1])
        }
    }

    /// The slot holding `path`, or the empty slot where it would go (`nil` only if the table is full,
    /// which ``update(_:_:)`` never lets happen).
    private func find(_ path: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Int(truncatingIfNeeded: Self.hash(path)) & mask
        return keyBytes.withUnsafeBufferPointer { keys -> Int? in
            for _ in 0...mask {
                let number = Int(slots[slot])
                if number == 0 { return slot }
                let length = keyLengths[number - 1]
                if length == path.count
                    && (length == 0 || memcmp(keys.baseAddress! + keyStarts[number - 1], path.baseAddress!, length) == 0) {
                    return slot
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        keyBytes.withUnsafeBufferPointer { keys in
            for e in 0..<entries.count {
                let key = UnsafeBufferPointer(rebasing: keys[keyStarts[e]..<(keyStarts[e] + keyLengths[e])])
                var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(e + 1)
            }
        }
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
}

extension LinkTargetTable {
    /// The table for a site: every page by its source path, every folder index by its folder, every file.
    init(pages: [SourcePage], indexByFolder: [String: Int], assets: Set<String>) {
        self.init(capacity: pages.count + indexByFolder.count + assets.count)
        for i in pages.indices {
            update(pages[i].file.relativePath) { $0.page = Int32(i) }
            urlBytes.append(contentsOf: pages[i].url.utf8)
            urlStarts.append(urlBytes.count)
        }
        for (folder, i) in indexByFolder {
            update(folder) { $0.folderIndex = Int32(i) }
        }
        for asset in assets {
            update(asset) { $0.isAsset = true }
        }
    }
}
