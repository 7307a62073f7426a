import Dispatch
import Glibc

/// Runs work for each index on all cores and collects the results in index order.
package enum Parallel {
    /// `transform(i)` for `0..<count`, in parallel with `DispatchQueue.concurrentPerform`.
    package static func map<T>(_ count: Int, _ transform: (Int) -> T) -> [T] {
        if count == 0 { return [] }
        // Shared with the workers without Sendable checking, deliberately: each index of `storage` is written by
        // exactly one worker and read only after `concurrentPerform` returns, and `transform` is the callers'
        // per-index work, written to run on all cores (it reads shared inputs, writes only its own result).
        nonisolated(unsafe) let storage = UnsafeMutablePointer<T>.allocate(capacity: count)
        nonisolated(unsafe) let transform = transform
        defer { storage.deallocate() }
        // Chunk the work so tiny items don't pay a dispatch each, but keep the chunks small enough (16 per
        // core, and at most 256 items: a big site's last chunk would otherwise keep one core busy alone for
        // a good part of a second) that a worker held up by a slow page or a busy machine does not leave the
        // others idle at the end. Chunks are contiguous: neighbouring pages share their output folder.
        let chunks = min(count, max(ProcessInfoLite.activeProcessorCount * 16, count / 256, 1))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = count * chunk / chunks, end = count * (chunk + 1) / chunks
            for i in start..<end { (storage + i).initialize(to: transform(i)) }
        }
        // Moved, not copied: results holding many references (pages) are not retained and released again.
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.moveInitialize(from: storage, count: count)
            initialized = count
        }
    }
}

/// The number of online processors without Foundation.
enum ProcessInfoLite {
    static var activeProcessorCount: Int {
        let n = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return n > 0 ? n : 1
    }
}
