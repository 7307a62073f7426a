import Glibc

/// Milliseconds on the monotonic clock (never jumps with wall-clock changes).
enum MonotonicClock {
    /// Now, in milliseconds since an arbitrary start.
    static func nowMs() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000 + Int64(ts.tv_nsec) / 1_000_000
    }
}

extension Duration {
    /// The duration in whole milliseconds (rounded down, at least 0).
    var wholeMilliseconds: Int64 {
        let c = components
        return max(0, c.seconds * 1_000 + c.attoseconds / 1_000_000_000_000_000)
    }
}
