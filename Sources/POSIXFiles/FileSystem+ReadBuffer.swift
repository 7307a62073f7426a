import Glibc

extension FileSystem {
    /// Calls `body` with the whole file's bytes, read into a buffer that the calling thread reuses from
    /// file to file (no allocation per file). The bytes are valid only inside `body`. Throws a
    /// ``FileSystemError`` when the file cannot be read; errors from `body` pass through unchanged.
    package static func withContents<R>(of path: String, _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        guard let buffer = ReadBuffer.acquire() else {
            // This thread's buffer is in use (a nested read): use a fresh array.
            return try read(path).withUnsafeBytes(body)
        }
        defer { ReadBuffer.release(buffer) }
        let count = try ReadBuffer.fill(buffer, from: path)
        return try body(UnsafeRawBufferPointer(start: buffer.pointee.base, count: count))
    }
}

/// The per-thread buffer behind ``FileSystem/withContents(of:_:)``.
enum ReadBuffer {
    /// One thread's buffer: its memory (malloc'ed, grown with realloc), size, and whether a read uses it.
    struct State {
        var base: UnsafeMutableRawPointer?
        var capacity: Int
        var busy: Bool
    }

    /// Buffers above this size are freed after use instead of being kept for the next file.
    static let keepLimit = 1 << 20

    /// The calling thread's buffer, marked busy; nil when it is already busy.
    static func acquire() -> UnsafeMutablePointer<State>? {
        var state = pthread_getspecific(key)?.assumingMemoryBound(to: State.self)
        if state == nil {
            let fresh = UnsafeMutablePointer<State>.allocate(capacity: 1)
            fresh.initialize(to: State(base: nil, capacity: 0, busy: false))
            pthread_setspecific(key, fresh)
            state = fresh
        }
        guard let state, !state.pointee.busy else { return nil }
        state.pointee.busy = true
        return state
    }

    /// Marks the buffer free again (dropping it when it grew past ``keepLimit``).
    static func release(_ state: UnsafeMutablePointer<State>) {
        if state.pointee.capacity > keepLimit {
            free(state.pointee.base)
            state.pointee.base = nil
            state.pointee.capacity = 0
        }
        state.pointee.busy = false
    }

    /// Reads the whole file into the buffer (growing it as needed) and returns the byte count.
    /// Like ``FileSystem/read(_:)``: a regular file is read up to its size in one call when possible,
    /// anything else (or a file that grew) to end of file.
    static func fill(_ state: UnsafeMutablePointer<State>, from path: String) throws -> Int {
        let (fd, expected) = try FileSystem.openForReading(path)
        defer { close(fd) }
        try reserve(state, max(expected + 1, 4096), path: path)
        var count = 0
        while count != expected {
            if count == state.pointee.capacity { try reserve(state, count * 2, path: path) }
            guard let base = state.pointee.base else { break }
            let n = Glibc.read(fd, base + count, state.pointee.capacity - count)
            if n < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, operation: "read", code: errno)
            }
            if n == 0 { break }
            count += n
        }
        return count
    }

    private static func reserve(_ state: UnsafeMutablePointer<State>, _ capacity: Int, path: String) throws {
        if state.pointee.capacity >= capacity { return }
        guard let grown = realloc(state.pointee.base, capacity) else {
            throw FileSystemError(path: path, operation: "read", code: ENOMEM)
        }
        state.pointee.base = grown
        state.pointee.capacity = capacity
    }

    /// The thread-specific key; its destructor frees a finished thread's buffer.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            let state = raw.assumingMemoryBound(to: ReadBuffer.State.self)
            free(state.pointee.base)
            state.deinitialize(count: 1)
            state.deallocate()
        }
        return key
    }()
}
