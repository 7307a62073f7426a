/// A date, and maybe a time of day and a UTC offset, read from ISO 8601 text by ``ISO8601Reader``.
package struct ISO8601Time: Sendable, Equatable {
    /// The civil date; always a day the month has.
    package var year: Int, month: Int, day: Int
    /// Whole seconds since midnight (86 400 for `24:00:00`), nil for a bare date.
    package var secondOfDay: Int?
    /// The fraction of a second written after the seconds (`.250` → 0.25).
    package var fraction: Double = 0
    /// Seconds east of UTC (`Z` is 0), nil when the text names no offset.
    package var offset: Int?

    /// Days since 1970-01-01 of the date.
    package var dayNumber: Int { CivilCalendar.dayNumber(year: year, month: month, day: day) }

    /// The wall-clock time as seconds since 1970 read as if it were UTC (the offset not applied).
    package var localSeconds: Double {
        var seconds = Double(dayNumber) * 86_400
        seconds += fraction
        return seconds + Double(secondOfDay ?? 0)
    }

    /// Seconds since 1970 in UTC: the offset applied (none counts as UTC).
    package var utcSeconds: Double {
        Double(dayNumber * 86_400 + (secondOfDay ?? 0) - (offset ?? 0)) + fraction
    }
}

/// The one ISO 8601 reader: byte by byte, no `DateFormatter`, and strict about the calendar (31 February,
/// month 13 and hour 25 are errors, not the next month or day).
package enum ISO8601Reader {
    /// How much of ISO 8601 a caller accepts.
    package enum Profile: Sendable {
        /// Data cells: `YYYY-MM-DD`, optionally `T`/`t`/space and `HH:MM[:SS[.fff|,fff]]` (`24:00` allowed),
        /// optionally spaces and `Z`, `±HH:MM`, `±HHMM` or `±HH`.
        case lenient
        /// RFC 3339 as feeds and sitemaps want it: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM:SS[.fff]` followed by
        /// `Z` or `±HH:MM`.
        case rfc3339
    }

    /// Reads all of `text`; nil unless it is one date as `profile` allows.
    package static func read(_ text: String, profile: Profile = .lenient) -> ISO8601Time? {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            return read(base, count: bytes.count, profile: profile)
        }
    }

    /// Reads all of the `n` bytes at `p`; nil unless they are one date as `profile` allows.
    package static func read(_ p: UnsafePointer<UInt8>, count n: Int, profile: Profile = .lenient) -> ISO8601Time? {
        guard n >= 10, p[4] == 45, p[7] == 45, let year = digits(p, 0, 4, limit: n), let month = digits(p, 5, 2, limit: n),
              let day = digits(p, 8, 2, limit: n), CivilCalendar.isValid(year: year, month: month, day: day) else { return nil }
        var time = ISO8601Time(year: year, month: month, day: day)
        if n == 10 { return time }
        let separator = p[10]
        guard separator == 84 || separator == 116 || (separator == 32 && profile == .lenient) else { return nil }
        guard var i = readClock(p, n, profile, into: &time) else { return nil }
        if profile == .lenient, i < n, p[i] == 32 {  // `07:05:00 +0100`, as the Health export writes it
            var next = i
            while next < n, p[next] == 32 { next += 1 }
            if next < n { i = next }
        }
        if i == n { return profile == .lenient ? time : nil }
        if p[i] == 90 || p[i] == 122 {  // Z
            i += 1
            time.offset = 0
        } else {
            guard let end = readOffset(p, n, from: i, profile, into: &time) else { return nil }
            i = end
        }
        return i == n ? time : nil
    }

    /// Reads `HH:MM[:SS[.fff]]` from index 11; returns the index after it.
    private static func readClock(_ p: UnsafePointer<UInt8>, _ n: Int, _ profile: Profile, into time: inout ISO8601Time) -> Int? {
        guard n >= 16, p[13] == 58, let hour = digits(p, 11, 2, limit: n), let minute = digits(p, 14, 2, limit: n),
              hour <= 24, minute <= 59 else { return nil }
        var i = 16
        var whole = hour * 3600 + minute * 60
        if i < n, p[i] == 58 {
            guard let second = digits(p, i + 1, 2, limit: n), second <= 60 else { return nil }
            whole += second
            i += 3
            if i < n, p[i] == 46 || (p[i] == 44 && profile == .lenient) {
                i += 1
                let start = i
                var scale = 0.1
                while i < n, p[i] >= 48, p[i] <= 57 {
                    time.fraction += Double(p[i] - 48) * scale
                    scale *= 0.1
                    i += 1
                }
                guard i > start else { return nil }
            }
        } else if profile == .rfc3339 {
            return nil
        }
        if hour == 24 && (profile == .rfc3339 || whole != 86_400 || time.fraction != 0) { return nil }
        time.secondOfDay = whole
        return i
    }

    /// Reads `±HH:MM` (and, when lenient, `±HHMM` or `±HH`) at `i`; returns the index after it.
    private static func readOffset(_ p: UnsafePointer<UInt8>, _ n: Int, from start: Int, _ profile: Profile,
                                   into time: inout ISO8601Time) -> Int? {
        guard p[start] == 43 || p[start] == 45, let hours = digits(p, start + 1, 2, limit: n) else { return nil }
        var i = start + 3
        var minutes = 0
        if i < n || profile == .rfc3339 {
            let colon = i < n && p[i] == 58
            guard colon || profile == .lenient else { return nil }
            if colon { i += 1 }
            guard let m = digits(p, i, 2, limit: n) else { return nil }
            minutes = m
            i += 2
        }
        guard hours <= (profile == .rfc3339 ? 23 : 18), minutes <= 59 else { return nil }
        time.offset = (p[start] == 45 ? -1 : 1) * (hours * 3600 + minutes * 60)
        return i
    }

    /// Exactly `count` ASCII digits at `p[at]` inside `limit` bytes (at most 18, so the value cannot overflow).
    @inline(__always)
    static func digits(_ p: UnsafePointer<UInt8>, _ at: Int, _ count: Int, limit: Int) -> Int? {
        guard count <= 18, at >= 0, at <= limit - count else { return nil }
        var v = 0
        for k in 0..<count {
            let c = p[at + k]
            guard c >= 48, c <= 57 else { return nil }
            v = v * 10 + Int(c - 48)
        }
        return v
    }
}
