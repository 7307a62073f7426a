/// A page date checked byte by byte: `yyyy-MM-dd`, or `yyyy-MM-ddTHH:mm:ss[.fff](Z|±HH:mm)`.
struct FeedDate: Sendable, Equatable {
    /// The date as RFC 3339 (a bare day becomes midnight UTC).
    let rfc3339: String
    /// The W3C datetime for the sitemap (a bare day stays a day).
    let w3c: String
    /// Seconds since 1970 in UTC (fractions dropped), for ordering dates written with different offsets.
    let epoch: Int

    init?(_ text: String) {
        let b = Array(text.utf8)
        func digits(_ r: Range<Int>) -> Int? {
            guard r.upperBound <= b.count else { return nil }
            var v = 0
            for k in r {
                guard b[k] >= 0x30 && b[k] <= 0x39 else { return nil }
                v = v * 10 + Int(b[k] - 0x30)
            }
            return v
        }
        guard b.count >= 10, let year = digits(0..<4), b[4] == 0x2D, let month = digits(5..<7), b[7] == 0x2D,
              let day = digits(8..<10), (1...12).contains(month), (1...31).contains(day) else { return nil }
        if b.count == 10 {
            rfc3339 = text + "T00:00:00Z"
            w3c = text
            epoch = FeedDate.utcSeconds(year, month, day, 0, 0, 0)
            return
        }
        guard b.count >= 20, b[10] == 0x54 || b[10] == 0x74, let hh = digits(11..<13), b[13] == 0x3A,
              let mm = digits(14..<16), b[16] == 0x3A, let ss = digits(17..<19), hh < 24, mm < 60, ss < 61 else { return nil }
        var k = 19
        if b[k] == 0x2E {
            k += 1
            let start = k
            while k < b.count, b[k] >= 0x30 && b[k] <= 0x39 { k += 1 }
            guard k > start, k < b.count else { return nil }
        }
        var offset = 0
        if b[k] == 0x5A || b[k] == 0x7A {
            guard k + 1 == b.count else { return nil }
        } else {
            guard b[k] == 0x2B || b[k] == 0x2D, k + 6 == b.count, let oh = digits((k + 1)..<(k + 3)), b[k + 3] == 0x3A,
                  let om = digits((k + 4)..<(k + 6)), oh < 24, om < 60 else { return nil }
            offset = (b[k] == 0x2D ? -1 : 1) * (oh * 3600 + om * 60)
        }
        epoch = FeedDate.utcSeconds(year, month, day, hh, mm, ss) - offset
        rfc3339 = String(decoding: b.map { $0 == 0x74 ? 0x54 : ($0 == 0x7A ? 0x5A : $0) }, as: UTF8.self)
        w3c = rfc3339
    }

    /// Seconds since 1970 of a UTC calendar time (days-from-civil, no C library call).
    static func utcSeconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }
}
