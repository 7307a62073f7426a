import Basics

/// A page date checked byte by byte: `yyyy-MM-dd`, or `yyyy-MM-ddTHH:mm:ss[.fff](Z|±HH:mm)` (RFC 3339, read by
/// ``ISO8601Reader``, so 31 February is refused).
struct FeedDate: Sendable, Equatable {
    /// The date as RFC 3339 (a bare day becomes midnight UTC).
    let rfc3339: String
    /// The W3C datetime for the sitemap (a bare day stays a day).
    let w3c: String
    /// Seconds since 1970 in UTC (fractions dropped), for ordering dates written with different offsets.
    let epoch: Int

    init?(_ text: String) {
        guard let time = ISO8601Reader.read(text, profile: .rfc3339) else { return nil }
        epoch = time.dayNumber * 86_400 + (time.secondOfDay ?? 0) - (time.offset ?? 0)
        if time.secondOfDay == nil {
            rfc3339 = text + "T00:00:00Z"
            w3c = text
            return
        }
        rfc3339 = String(decoding: text.utf8.map { $0 == 0x74 ? 0x54 : ($0 == 0x7A ? 0x5A : $0) }, as: UTF8.self)
        w3c = rfc3339
    }
}
