import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// A per-thread bump allocator for cmark's parser and node tree.
///
/// cmark allocates every node, string buffer and inline literal with `calloc`/`realloc` and frees
/// each one again in `cmark_node_free` (about 250 allocations and 330 frees for a 3 KB page). With this
/// allocator, allocations are carved from a chunk that is reused from page to page, `free` does nothing,
/// and the whole tree is dropped at once by ``reset(_:)`` after the Swift tree has been copied out.
///
/// Each thread has its own arena (a `pthread` key), so parallel parses never share one. An arena serves
/// one parse at a time: a parse that starts while the thread's arena is busy uses malloc instead.
enum ParseArena {
    /// Bytes in the chunk an arena keeps between parses; larger parses add chunks that are freed on reset.
    static let chunkSize = 64 * 1024
    /// Allocations above this get their own block (freed on reset) instead of a chunk's space.
    static let largeSize = 16 * 1024
    /// Block header: the payload size (for `realloc`) and, for large blocks, the next large block.
    static let headerSize = 16

    /// One thread's arena.
    struct State {
        /// Next free byte of the current chunk, and its end.
        var cursor: UnsafeMutableRawPointer
        var limit: UnsafeMutableRawPointer
        /// Payload of the latest chunk allocation (it can grow or shrink in place).
        var last: UnsafeMutableRawPointer?
        /// The kept first chunk; further chunks are chained through their first word.
        var firstChunk: UnsafeMutableRawPointer
        var extraChunks: UnsafeMutableRawPointer?
        /// Large blocks, chained through their header's second word.
        var largeBlocks: UnsafeMutableRawPointer?
        /// Whether a parse is using the arena.
        var busy: Bool
    }

    /// The calling thread's arena, made on first use (nil only if memory is exhausted).
    @inline(__always)
    static func current() -> UnsafeMutablePointer<State>? {
        if let existing = pthread_getspecific(key) {
            return existing.assumingMemoryBound(to: State.self)
        }
        return makeCurrent()
    }

    /// Makes the calling thread's arena.
    @inline(never)
    private static func makeCurrent() -> UnsafeMutablePointer<State>? {
        guard let chunk = malloc(chunkSize) else { return nil }
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(cursor: chunk + 16, limit: chunk + chunkSize, last: nil, firstChunk: chunk,
                                   extraChunks: nil, largeBlocks: nil, busy: false))
        chunk.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        pthread_setspecific(key, state)
        return state
    }

    /// The allocator to hand to `cmark_parser_new_with_mem` while the calling thread's arena is busy.
    static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let mem = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        mem.initialize(to: cmark_mem(calloc: arenaCalloc, realloc: arenaRealloc, free: arenaFree))
        return mem
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
        let first = state.pointee.firstChunk
        state.pointee.cursor = first + 16
        state.pointee.limit = first + chunkSize
        state.pointee.last = nil
        state.pointee.extraChunks = nil
        state.pointee.largeBlocks = nil
    }

    /// The thread-specific key; its destructor frees a finished thread's arena.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            let state = raw.assumingMemoryBound(to: State.self)
            ParseArena.reset(state)
            free(state.pointee.firstChunk)
            state.deinitialize(count: 1)
            state.deallocate()
        }
        return key
    }()

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

/// cmark's `calloc`: zeroed arena memory.
private func arenaCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    let (total, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow, let state = ParseArena.current(),
          let pointer = ParseArena.allocate(state, total) else { return nil }
    memset(pointer, 0, total)
    return pointer
}

/// cmark's `realloc`.
private func arenaRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    guard let state = ParseArena.current() else { return nil }
    return ParseArena.reallocate(state, pointer, size)
}

/// cmark's `free`: the latest block is given back, anything else waits for the arena's reset.
private func arenaFree(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer, let state = ParseArena.current(), pointer == state.pointee.last else { return }
    let header = pointer - ParseArena.headerSize
    if header.load(as: Int.self) <= ParseArena.largeSize {
        state.pointee.cursor = header
    }
    state.pointee.last = nil
}
