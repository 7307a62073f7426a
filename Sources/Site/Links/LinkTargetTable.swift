import Glibc

/// What a path inside the content folder names, looked up by its UTF-8 bytes: one hash of a byte slice
/// and one `memcmp` per link instead of several `String` allocations and `String` hashes.
///
/// Built once per site from the same data as ``LinkResolver``'s dictionaries; keys compare byte for
/// byte (the dictionaries compare `String`s by canonical equivalence), so the resolver trusts a hit only
/// for ASCII paths and otherwise takes its `String` route.
///
/// Laid out for big sites, where links point all over the table and every lookup misses the CPU caches:
/// open addressing over slots of one cache line each, and a slot holds everything about its key — part of
/// the key's hash, what the key names, and the key and the URL of the page with that path when both fit in
/// the line (`f052/page-5297.md` and `f052/page-5297/` do). A link then costs one cache miss; a longer key or
/// URL is kept in ``spill`` and costs a second.
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

    /// A slot's fields: byte offsets in its cache line (read unaligned-safe: every field is aligned in a
    /// 64-byte-aligned slot).
    fileprivate enum Slot {
        /// Bytes per slot: one cache line.
        static let size = 64
        /// `UInt32`: the key hash's high 32 bits.
        static let tag = 0
        /// `Int32`s: the key's and the URL's byte counts, ``Entry/page`` and ``Entry/folderIndex``.
        static let keyLength = 4, urlLength = 8, page = 12, folderIndex = 16
        /// `Int32`: where the key (then the URL) starts in ``spill``, or `-1` when both are in the slot.
        static let spilled = 20
        /// `UInt8`: ``used`` (0: an empty slot) and ``asset``.
        static let flags = 24
        static let used: UInt8 = 1, asset: UInt8 = 2
        /// The key's bytes, then the URL's, when they fit.
        static let inline = 25
        static let inlineCapacity = size - inline
    }

    /// The slots, one cache line each, starting at the first 64-byte boundary inside (``alignedStart(_:)``).
    private var slots: [UInt8]
    private var slotCount: Int
    private var used = 0
    /// Keys and URLs too long for their slot.
    private var spill: [UInt8] = []
    /// Page number → the slot of its source path (`-1` when the table has no URL for it).
    private var pageSlots: [Int32] = []

    /// A table for about `count` paths.
    init(capacity count: Int) {
        var size = 16
        while size < 2 * count + 2 { size <<= 1 }
        slotCount = size
        slots = Array(repeating: 0, count: size * Slot.size + Slot.size)
    }

    /// The offset of the first slot in `bytes` (the array's storage is only 16-byte aligned).
    private static func alignedStart(_ bytes: UnsafeRawBufferPointer) -> Int {
        (Slot.size - Int(bitPattern: bytes.baseAddress!) % Slot.size) % Slot.size
    }

    /// The entry for `path`, or `nil` when the table does not know it.
    func entry(_ path: UnsafeBufferPointer<UInt8>) -> Entry? {
        withView { $0.entry(path) }
    }

    /// Changes the entry for `path`, adding it when new.
    mutating func update(_ path: String, _ change: (inout Entry) -> Void) {
        let slot = self.slot(for: path, url: nil)
        slots.withUnsafeMutableBytes { raw in
            let at = Self.alignedStart(UnsafeRawBufferPointer(raw)) + slot * Slot.size
            var entry = Self.entry(UnsafeRawPointer(raw.baseAddress! + at))
            change(&entry)
            raw.storeBytes(of: entry.page, toByteOffset: at + Slot.page, as: Int32.self)
            raw.storeBytes(of: entry.folderIndex, toByteOffset: at + Slot.folderIndex, as: Int32.self)
            raw[at + Slot.flags] = Slot.used | (entry.isAsset ? Slot.asset : 0)
        }
    }

    /// The slot of `path`, added when new (with `url` as its page's URL; a page's path is always new when
    /// its URL comes, since no two source files share a path).
    private mutating func slot(for path: String, url: String?) -> Int {
        var path = path, url = url ?? ""
        return path.withUTF8 { key in
            url.withUTF8 { url in
                let hash = Self.hash(key)
                var found = withView { $0.find(key, hash: hash) }
                if found.hit { return found.slot }
                if 2 * (used + 1) > slotCount {
                    grow()
                    found = withView { $0.find(key, hash: hash) }
                }
                place(key: key, url: url, hash: hash, entry: Entry(), at: found.slot)
                used += 1
                return found.slot
            }
        }
    }

    /// Writes a slot: the hash's tag, `entry`, and the key and URL (inline when they fit, else in ``spill``).
    private mutating func place(key: UnsafeBufferPointer<UInt8>, url: UnsafeBufferPointer<UInt8>, hash: UInt64,
                                entry: Entry, at slot: Int) {
        var spilled: Int32 = -1
        if key.count + url.count > Slot.inlineCapacity {
            spilled = Int32(spill.count)
            spill.append(contentsOf: key)
            spill.append(contentsOf: url)
        }
        slots.withUnsafeMutableBytes { raw in
            let at = Self.alignedStart(UnsafeRawBufferPointer(raw)) + slot * Slot.size
            raw.storeBytes(of: UInt32(truncatingIfNeeded: hash >> 32), toByteOffset: at + Slot.tag, as: UInt32.self)
            raw.storeBytes(of: Int32(key.count), toByteOffset: at + Slot.keyLength, as: Int32.self)
            raw.storeBytes(of: Int32(url.count), toByteOffset: at + Slot.urlLength, as: Int32.self)
            raw.storeBytes(of: entry.page, toByteOffset: at + Slot.page, as: Int32.self)
            raw.storeBytes(of: entry.folderIndex, toByteOffset: at + Slot.folderIndex, as: Int32.self)
            raw.storeBytes(of: spilled, toByteOffset: at + Slot.spilled, as: Int32.self)
            raw[at + Slot.flags] = Slot.used | (entry.isAsset ? Slot.asset : 0)
            if spilled < 0 {
                let inline = raw.baseAddress! + at + Slot.inline
                if let k = key.baseAddress { inline.copyMemory(from: k, byteCount: key.count) }
                if let u = url.baseAddress { (inline + key.count).copyMemory(from: u, byteCount: url.count) }
            }
        }
    }

    /// The entry of the slot at `slot`.
    fileprivate static func entry(_ slot: UnsafeRawPointer) -> Entry {
        Entry(page: slot.load(fromByteOffset: Slot.page, as: Int32.self),
              folderIndex: slot.load(fromByteOffset: Slot.folderIndex, as: Int32.self),
              isAsset: slot.load(fromByteOffset: Slot.flags, as: UInt8.self) & Slot.asset != 0)
    }

    /// Records that page `index`'s path (with its URL) is in slot `slot`.
    private mutating func setPage(_ index: Int, slot: Int) {
        while pageSlots.count <= index { pageSlots.append(-1) }
        pageSlots[index] = Int32(slot)
    }

    /// Twice the slots, every key placed again (and the pages' slots with them).
    private mutating func grow() {
        var old = LinkTargetTable(capacity: 0)
        swap(&old, &self)
        let size = old.slotCount * 2
        slotCount = size
        slots = Array(repeating: 0, count: size * Slot.size + Slot.size)
        used = old.used
        pageSlots = Array(repeating: -1, count: old.pageSlots.count)
        old.withView { view in
            for slot in 0..<old.slotCount where view.isUsed(slot) {
                let key = view.key(slot), hash = Self.hash(key)
                let at = withView { $0.find(key, hash: hash).slot }
                place(key: key, url: view.url(slot), hash: hash, entry: view.entry(slot), at: at)
                let page = view.entry(slot).page
                if page >= 0, page < old.pageSlots.count, Int(old.pageSlots[Int(page)]) == slot {
                    pageSlots[Int(page)] = Int32(at)
                }
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

    /// The table seen through pointers, for many lookups without reference counting (two threads looking
    /// up in one table otherwise contend on its arrays' reference counts).
    struct View {
        /// The first slot (64-byte aligned).
        fileprivate var base: UnsafeRawPointer
        fileprivate var mask: Int
        fileprivate var spill: UnsafeBufferPointer<UInt8>
        fileprivate var pageSlots: UnsafeBufferPointer<Int32>

        /// A key found in the table: what it names, and (for a page's own path) the page's URL.
        struct Hit {
            var entry: Entry
            /// The URL of the page whose source path this is (empty when it is not a page's path).
            var url: UnsafeBufferPointer<UInt8>
        }

        /// What `path` names, or `nil` when the table does not know it.
        func lookup(_ path: UnsafeBufferPointer<UInt8>) -> Hit? {
            let found = find(path, hash: LinkTargetTable.hash(path))
            guard found.hit else { return nil }
            return Hit(entry: entry(found.slot), url: url(found.slot))
        }

        /// The slot holding `path` (`hit`), or the empty slot where it would go.
        fileprivate func find(_ path: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, hit: Bool) {
            let tag = UInt32(truncatingIfNeeded: hash >> 32)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let at = base + slot &* Slot.size
                if at.load(fromByteOffset: Slot.flags, as: UInt8.self) == 0 { return (slot, false) }
                if at.load(fromByteOffset: Slot.tag, as: UInt32.self) == tag,
                   Int(at.load(fromByteOffset: Slot.keyLength, as: Int32.self)) == path.count,
                   path.isEmpty || memcmp(keyStart(slot), path.baseAddress!, path.count) == 0 {
                    return (slot, true)
                }
                slot = (slot &+ 1) & mask
            }
        }

        /// Whether slot `slot` holds a key.
        fileprivate func isUsed(_ slot: Int) -> Bool {
            (base + slot * Slot.size).load(fromByteOffset: Slot.flags, as: UInt8.self) != 0
        }

        /// Where slot `slot`'s key starts (its URL follows it).
        private func keyStart(_ slot: Int) -> UnsafeRawPointer {
            let at = base + slot * Slot.size
            let spilled = Int(at.load(fromByteOffset: Slot.spilled, as: Int32.self))
            return spilled < 0 ? at + Slot.inline : UnsafeRawPointer(spill.baseAddress! + spilled)
        }

        fileprivate func entry(_ slot: Int) -> Entry { LinkTargetTable.entry(base + slot * Slot.size) }

        /// Slot `slot`'s key.
        fileprivate func key(_ slot: Int) -> UnsafeBufferPointer<UInt8> {
            let count = Int((base + slot * Slot.size).load(fromByteOffset: Slot.keyLength, as: Int32.self))
            return UnsafeBufferPointer(start: keyStart(slot).assumingMemoryBound(to: UInt8.self), count: count)
        }

        /// Slot `slot`'s URL (empty when its key is not a page's path).
        fileprivate func url(_ slot: Int) -> UnsafeBufferPointer<UInt8> {
            let at = base + slot * Slot.size
            let keyLength = Int(at.load(fromByteOffset: Slot.keyLength, as: Int32.self))
            let count = Int(at.load(fromByteOffset: Slot.urlLength, as: Int32.self))
            return UnsafeBufferPointer(start: (keyStart(slot) + keyLength).assumingMemoryBound(to: UInt8.self), count: count)
        }

        /// The entry for `path`, or `nil` when the table does not know it.
        func entry(_ path: UnsafeBufferPointer<UInt8>) -> Entry? { lookup(path)?.entry }

        /// Page `index`'s URL as UTF-8 (empty for a page the table was not made with).
        func url(ofPage index: Int) -> UnsafeBufferPointer<UInt8> {
            guard index >= 0 && index < pageSlots.count, pageSlots[index] >= 0 else {
                return UnsafeBufferPointer(start: nil, count: 0)
            }
            return url(Int(pageSlots[index]))
        }
    }

    /// Calls `body` with a ``View`` of the table, valid only inside it.
    func withView<R>(_ body: (View) throws -> R) rethrows -> R {
        try slots.withUnsafeBytes { raw in
            try spill.withUnsafeBufferPointer { spill in
                try pageSlots.withUnsafeBufferPointer { pageSlots in
                    try body(View(base: raw.baseAddress! + Self.alignedStart(raw), mask: slotCount - 1, spill: spill,
                                  pageSlots: pageSlots))
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
        pageSlots.reserveCapacity(pages.count)
        for i in pages.indices {
            let slot = self.slot(for: pages[i].file.relativePath, url: pages[i].url)
            slots.withUnsafeMutableBytes {
                $0.storeBytes(of: Int32(i), toByteOffset: Self.alignedStart(UnsafeRawBufferPointer($0)) + slot * Slot.size + Slot.page,
                              as: Int32.self)
            }
            setPage(i, slot: slot)
        }
        for (folder, i) in indexByFolder {
            update(folder) { $0.folderIndex = Int32(i) }
        }
        for asset in assets {
            update(asset) { $0.isAsset = true }
        }
    }
}
