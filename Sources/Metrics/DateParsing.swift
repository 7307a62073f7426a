/// Hand-written date parsing on UTF-8 bytes (no `DateFormatter`), used for every date cell.
enum DateParsing {
    /// A parsed date: wall-clock seconds as if UTC, plus the explicit offset if the text had one.
    struct Parsed {
        var localSeconds: Double
        var offset: Int?
    }

    /// Parses ISO 8601: `YYYY-MM-DD`, optionally followed by `T` (or a space) and
    /// `HH:MM[:SS[.fff]]`, optionally followed by `Z` or `±HH:MM` / `±HHMM` / `±HH`.
    static func parseISO(_ p: UnsafePointer<UInt8>, _ n: Int) -> Parsed? {
        guard n >= 10, p[4] == 45, p[7] == 45 else { return nil } // '-'
        guard let year = digits(p, 0, 4), let month = digits(p, 5, 2), let day = digits(p, 8, 2) else { return nil }
        guard month >= 1, month <= 12, day >= 1, day <= CalendarDay.daysIn(month: month, year: year) else { return nil }
        var seconds = Double(CalendarDay.daysFromCivil(year: year, month: month, day: day)) * 86_400
        if n == 10 { return Parsed(localSeconds: seconds, offset: nil) }
        guard p[10] == 84 || p[10] == 32 || p[10] == 116, n >= 16, p[13] == 58 else { return nil } // 'T', ' ', 't', ':'
        guard let hour = digits(p, 11, 2), let minute = digits(p, 14, 2), hour <= 24, minute <= 59 else { return nil }
        var i = 16
        var whole = hour * 3600 + minute * 60
        if i < n, p[i] == 58 {
            guard i + 3 <= n, let second = digits(p, i + 1, 2), second <= 60 else { return nil }
            whole += second
            i += 3
            if i < n, p[i] == 46 || p[i] == 44 { // '.' or ','
                i += 1
                var scale = 0.1
                var fraction = 0.0
                let start = i
                while i < n, p[i] >= 48, p[i] <= 57 {
                    fraction += Double(p[i] - 48) * scale
                    scale *= 0.1
                    i += 1
                }
                guard i > start else { return nil }
                seconds += fraction
            }
        }
        if hour == 24, whole != 86_400 { return nil }
        seconds += Double(whole)
        if i == n { return Parsed(localSeconds: seconds, offset: nil) }
        if (p[i] == 90 || p[i] == 122), i + 1 == n { return Parsed(localSeconds: seconds, offset: 0) } // 'Z'
        guard p[i] == 43 || p[i] == 45 else { return nil } // '+' '-'
        let sign = p[i] == 45 ? -1 : 1
        i += 1
        guard let oh = digits(p, i, 2, limit: n) else { return nil }
        i += 2
        var om = 0
        if i < n {
            if p[i] == 58 { i += 1 }
            guard let m = digits(p, i, 2, limit: n) else { return nil }
            om = m
            i += 2
        }
        guard i == n, oh <= 18, om <= 59 else { return nil }
        return Parsed(localSeconds: seconds, offset: sign * (oh * 3600 + om * 60))
    }

    /// Reads exactly `count` ASCII digits at `p[at]` (at most 18, so the value cannot overflow).
    @inline(__always)
    static func digits(_ p: UnsafePointer<UInt8>, _ at: Int, _ count: Int, limit: Int = .max) -> Int? {
        guard count <= 18, at <= limit - count else { return nil }
        var v = 0
        for k in 0..<count {
            let c = p[at + k]
            guard c >= 48, c <= 57 else { return nil }
            v = v * 10 + Int(c - 48)
        }
        return v
    }
}
