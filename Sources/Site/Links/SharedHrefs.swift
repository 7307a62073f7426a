import Glibc

/// Hrefs to pages, shared between the pages that link to them.
///
/// A link from a page that shares no leading folder with its target is `../` once per folder of the
/// linking page's URL followed by the target's whole URL, so it is the same string for every page at that
/// depth: computed once per target and depth and then handed out again (one retain instead of building a
/// `String` per link). A fixed number of slots (older entries are replaced on collision) keeps memory
/// bounded; striped locks make it safe for the parallel link pass. Entries remember the target URL they
/// were made for, so a replaced page never gets a stale href.
final class SharedHrefs: @unchecked Sendable {
    private struct Slot {
        var target = -1
        var depth = 0
        var url = ""
        var href = ""
    }

    private let slots: UnsafeMutablePointer<Slot>
    private let mask: Int
    private let locks: UnsafeMutablePointer<pthread_mutex_t>
    private static let lockCount = 64

    /// A cache with `capacity` slots (rounded up to a power of two).
    init(capacity: Int = 1 << 14) {
        var size = 64
        while size < capacity { size <<= 1 }
        mask = size - 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: Slot(), count: size)
        locks = .allocate(capacity: Self.lockCount)
        for i in 0..<Self.lockCount { pthread_mutex_init(locks + i, nil) }
    }

    deinit {
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
        for i in 0..<Self.lockCount { pthread_mutex_destroy(locks + i) }
        locks.deallocate()
    }

    /// The href to page `target` (whose URL is `url`) from a page `depth` folders deep that shares no
    /// leading folder with it; `make` builds it when it is not cached.
    func href(target: Int, depth: Int, url: String, make: () -> String) -> String {
        let slot = Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: target) &* 0x9E37_79B9_7F4A_7C15) >> 20
                       ^ UInt64(truncatingIfNeeded: depth) &* 0xBF58_476D_1CE4_E5B9) & mask
        let lock = locks + (slot & (Self.lockCount - 1))
        pthread_mutex_lock(lock)
        if slots[slot].target == target && slots[slot].depth == depth && slots[slot].url == url {
            let cached = slots[slot].href
            pthread_mutex_unlock(lock)
            return cached
        }
        pthread_mutex_unlock(lock)
        let made = make()
        pthread_mutex_lock(lock)
        slots[slot] = Slot(target: target, depth: depth, url: url, href: made)
        pthread_mutex_unlock(lock)
        return made
    }
}
