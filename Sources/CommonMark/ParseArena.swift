import CCmark
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Bump allocators for cmark's parser and node tree, one per concurrent parse.
///
/// cmark allocates every node, string buffer and inline literal with `calloc`/`realloc` and frees
/// each one again in `cmark_node_free` (about 250 allocations and 330 frees for a 3 KB page). With this
/// allocator, allocations are carved from a chunk that is reused from page to page, `free` does nothing,
/// and the whole tree is dropped at once by ``reset(_:)`` after the Swift tree has been copied out.
///
/// There are ``slotCount`` arenas. A parse takes a free one (``acquire()``, one atomic operation) and
/// gives it back (``release(_:)``); each slot has its own `cmark_mem` whose callbacks know their slot
/// number, so an allocation finds its arena without any thread-local lookup. A parse that finds every
/// slot taken uses malloc instead.
enum ParseArena {
    /// How many parses can use an arena at the same time.
    static let slotCount = 8
    /// Bytes in the chunk an arena keeps between parses; larger parses add chunks that are freed on reset.
    static let chunkSize = 64 * 1024
    /// Allocations above this get their own block (freed on reset) instead of a chunk's space.
    static let largeSize = 16 * 1024
    /// Block header: the payload size (for `realloc`) and, for large blocks, the next large block.
    static let headerSize = 16
    /// Inputs larger than this (1 MiB) are parsed with malloc, not an arena: an arena keeps everything cmark
    /// frees during the parse until the end, about half as much again as the tree itself.
    static let largestInput = 1 << 20

    /// One slot's arena.
    struct State {
        /// Next free byte of the current chunk, and its end.
        var cursor: UnsafeMutableRawPointer
        var limit: UnsafeMutableRawPointer
        /// Payload of the latest chunk allocation (it can grow or shrink in place).
        var last: UnsafeMutableRawPointer?
        /// The kept first chunk (nil until the slot is first taken); further chunks are chained through
        /// their first word.
        var firstChunk: UnsafeMutableRawPointer?
        var extraChunks: UnsafeMutableRawPointer?
        /// Large blocks, chained through their header's second word.
        var largeBlocks: UnsafeMutableRawPointer?
    }

    /// The slots' arenas; a slot's first chunk is made when it is first taken. `nonisolated(unsafe)`: a
    /// slot is touched only by the thread that took it through ``taken``'s atomic bit.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<State> = {
        let slots = UnsafeMutablePointer<State>.allocate(capacity: slotCount)
        let none = UnsafeMutableRawPointer(bitPattern: 16)!
        for i in 0..<slotCount {
            (slots + i).initialize(to: State(cursor: none, limit: none, last: nil, firstChunk: nil,
                                             extraChunks: nil, largeBlocks: nil))
        }
        return slots
    }()

    /// Bit `i` set: slot `i` is in use.
    private static let taken = Atomic<UInt>(0)

    /// Takes a free slot for one parse; nil when all are in use (or memory is exhausted).
    static func acquire() -> Int? {
        let all: UInt = (1 << UInt(slotCount)) - 1
        var mask = taken.load(ordering: .relaxed)
        var slot = 0
        while true {
            let free = ~mask & all
            if free == 0 { return nil }
            slot = free.trailingZeroBitCount
            let (exchanged, original) = taken.compareExchange(expected: mask, desired: mask | (1 << UInt(slot)),
                                                              ordering: .acquiring)
            if exchanged { break }
            mask = original
        }
        let state = slots + slot
        if state.pointee.firstChunk == nil {
            guard let chunk = malloc(chunkSize) else {
                taken.bitwiseAnd(~(1 << UInt(slot)), ordering: .releasing)
                return nil
            }
            state.pointee.firstChunk = chunk
            reset(state)
        }
        return slot
    }

    /// Drops everything the slot's parse allocated and makes the slot free again.
    static func release(_ slot: Int) {
        reset(slots + slot)
        taken.bitwiseAnd(~(1 << UInt(slot)), ordering: .releasing)
    }

    /// The `cmark_mem` of a slot, for `cmark_parser_new_with_mem`.
    static func allocator(for slot: Int) -> UnsafeMutablePointer<cmark_mem> {
        allocators + slot
    }

    /// One `cmark_mem` per slot; each callback passes its slot number on. Written once, then only read
    /// (`nonisolated(unsafe)`: cmark reads a slot's functions on the thread that took the slot).
    nonisolated(unsafe) private static let allocators: UnsafeMutablePointer<cmark_mem> = {
        let mems = UnsafeMutablePointer<cmark_mem>.allocate(capacity: slotCount)
        let all: [cmark_mem] = [
            cmark_mem(calloc: { slotCalloc(0, $0, $1) }, realloc: { slotRealloc(0, $0, $1) }, free: { slotFree(0, $0) }),
            cmark_mem(calloc: { slotCalloc(1, $0, $1) }, realloc: { slotRealloc(1, $0, $1) }, free: { slotFree(1, $0) }),
            cmark_mem(calloc: { slotCalloc(2, $0, $1) }, realloc: { slotRealloc(2, $0, $1) }, free: { slotFree(2, $0) }),
            cmark_mem(calloc: { slotCalloc(3, $0, $1) }, realloc: { slotRealloc(3, $0, $1) }, free: { slotFree(3, $0) }),
            cmark_mem(calloc: { slotCalloc(4, $0, $1) }, realloc: { slotRealloc(4, $0, $1) }, free: { slotFree(4, $0) }),
            cmark_mem(calloc: { slotCalloc(5, $0, $1) }, realloc: { slotRealloc(5, $0, $1) }, free: { slotFree(5, $0) }),
            cmark_mem(calloc: { slotCalloc(6, $0, $1) }, realloc: { slotRealloc(6, $0, $1) }, free: { slotFree(6, $0) }),
            cmark_mem(calloc: { slotCalloc(7, $0, $1) }, realloc: { slotRealloc(7, $0, $1) }, free: { slotFree(7, $0) }),
        ]
        precondition(all.count == slotCount)
        for i in 0..<slotCount { (mems + i).initialize(to: all[i]) }
        return mems
    }()

    /// Frees everything allocated since the last reset, keeping the first chunk for the next parse.
    static func reset(_ state: UnsafeMutablePointer<State>) {
        var chunk = state.pointee.extraChunks
        while let c = chunk {
            chunk = c.load(as: UnsafeMutableRawPointer?.self)
            free(c)
        }
        var block = state.pointee.largeBlocks
        while let b = block {
            block = b.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
            free(b)
        }
        state.pointee.extraChunks = nil
        state.pointee.largeBlocks = nil
        state.pointee.last = nil
        guard let first = state.pointee.firstChunk else { return }
        first.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        state.pointee.cursor = first + 16
        state.pointee.limit = first + chunkSize
    }

    /// Rounds up to a multiple of 16 (keeps every payload 16-byte aligned, like malloc).
    @inline(__always)
    static func rounded(_ size: Int) -> Int { (size + 15) & ~15 }

    /// A new block of `size` bytes (not zeroed), or nil when memory is exhausted.
    @inline(__always)
    static func allocate(_ state: UnsafeMutablePointer<State>, _ size: Int) -> UnsafeMutableRawPointer? {
        let need = headerSize + rounded(max(size, 1))
        if size > largeSize { return allocateLarge(state, size) }
        if state.pointee.limit - state.pointee.cursor < need, !addChunk(state) { return nil }
        let header = state.pointee.cursor
        header.storeBytes(of: size, as: Int.self)
        state.pointee.cursor = header + need
        state.pointee.last = header + headerSize
        return header + headerSize
    }

    /// A block of its own for a large allocation, freed on reset.
    @inline(never)
    private static func allocateLarge(_ state: UnsafeMutablePointer<State>, _ size: Int) -> UnsafeMutableRawPointer? {
        guard let block = malloc(headerSize + rounded(size)) else { return nil }
        block.storeBytes(of: size, as: Int.self)
        block.storeBytes(of: state.pointee.largeBlocks, toByteOffset: 8, as: UnsafeMutableRawPointer?.self)
        state.pointee.largeBlocks = block
        return block + headerSize
    }

    /// Starts a fresh chunk (the rest of the current one is left unused until reset).
    @inline(never)
    private static func addChunk(_ state: UnsafeMutablePointer<State>) -> Bool {
        guard let chunk = malloc(chunkSize) else { return false }
        chunk.storeBytes(of: state.pointee.extraChunks, as: UnsafeMutableRawPointer?.self)
        state.pointee.extraChunks = chunk
        state.pointee.cursor = chunk + 16
        state.pointee.limit = chunk + chunkSize
        return true
    }

    /// `realloc` within the arena: grows the latest block in place when it fits, else copies.
    @inline(__always)
    static func reallocate(_ state: UnsafeMutablePointer<State>, _ pointer: UnsafeMutableRawPointer?,
                           _ size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer else { return allocate(state, size) }
        let header = pointer - headerSize
        let old = header.load(as: Int.self)
        if size <= old { return pointer }
        if pointer == state.pointee.last, size <= largeSize,
           state.pointee.limit - pointer >= rounded(size) {
            header.storeBytes(of: size, as: Int.self)
            state.pointee.cursor = pointer + rounded(size)
            return pointer
        }
        guard let moved = allocate(state, size) else { return nil }
        moved.copyMemory(from: pointer, byteCount: old)
        return moved
    }
}

/// cmark's `calloc` for a slot: zeroed arena memory.
@inline(__always)
private func slotCalloc(_ slot: Int, _ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    let (total, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow, let pointer = ParseArena.allocate(ParseArena.slots + slot, total) else { return nil }
    memset(pointer, 0, total)
    return pointer
}

/// cmark's `realloc` for a slot.
@inline(__always)
private func slotRealloc(_ slot: Int, _ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    ParseArena.reallocate(ParseArena.slots + slot, pointer, size)
}

/// cmark's `free` for a slot: the latest block is given back, anything else waits for the slot's release.
@inline(__always)
private func slotFree(_ slot: Int, _ pointer: UnsafeMutableRawPointer?) {
    let state = ParseArena.slots + slot
    guard let pointer, pointer == state.pointee.last else { return }
    state.pointee.cursor = pointer - ParseArena.headerSize
    state.pointee.last = nil
}
