import Metrics

/// A moment as the Health export writes it, `2026-11-24 07:05:00 +0100`: the wall-clock time
/// where it was recorded plus that place's UTC offset. Days are taken from the wall clock, so a
/// sample belongs to the date its owner saw on their phone.
struct HealthTime: Hashable, Comparable {
    /// Wall-clock seconds since 1970-01-01 00:00 as if the wall clock were UTC.
    var localSeconds: Int
    /// The UTC offset in seconds (east positive).
    var offset: Int

    /// Seconds since the epoch (UTC).
    var instant: Int { localSeconds - offset }

    /// The local calendar day.
    var day: CalendarDay { CalendarDay(daysSinceEpoch: HealthTime.floorDiv(localSeconds, 86_400)) }

    /// Orders by instant, then offset.
    static func < (a: HealthTime, b: HealthTime) -> Bool {
        a.instant != b.instant ? a.instant < b.instant : a.offset < b.offset
    }

    /// Parses `YYYY-MM-DD HH:MM:SS ±HHMM` (also `T` for the space, `Z`, `±HH:MM`, and no offset = UTC).
    init?(_ text: String) {
        var text = text
        guard let parsed = text.withUTF8({ HealthTime.parse($0) }) else { return nil }
        self = parsed
    }

    /// Parses the same forms from UTF-8 bytes.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard let parsed = HealthTime.parse(bytes) else { return nil }
        self = parsed
    }

    init(localSeconds: Int, offset: Int) {
        self.localSeconds = localSeconds
        self.offset = offset
    }

    private static func parse(_ p: UnsafeBufferPointer<UInt8>) -> HealthTime? {
        let n = p.count
        func digits(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= n else { return nil }
            var v = 0
            for k in at..<(at + count) {
                let c = p[k]
                guard c >= 48, c <= 57 else { return nil }
                v = v * 10 + Int(c - 48)
            }
            return v
        }
        guard n >= 19, p[4] == 45, p[7] == 45, p[10] == 32 || p[10] == 84, p[13] == 58, p[16] == 58,
              let year = digits(0, 4), year >= 1, let month = digits(5, 2), let day = digits(8, 2),
              let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
              let date = CalendarDay(year: year, month: month, day: day),
              hour < 24, minute < 60, second <= 60 else { return nil }
        var i = 19
        if i < n, p[i] == 46 { // fractional seconds are dropped
            i += 1
            while i < n, p[i] >= 48, p[i] <= 57 { i += 1 }
        }
        while i < n, p[i] == 32 { i += 1 }
        var offset = 0
        if i < n {
            if p[i] == 90, i + 1 == n {
                i += 1
            } else {
                guard p[i] == 43 || p[i] == 45, let oh = digits(i + 1, 2) else { return nil }
                let sign = p[i] == 45 ? -1 : 1
                i += 3
                if i < n, p[i] == 58 { i += 1 }
                guard let om = digits(i, 2), oh <= 18, om < 60 else { return nil }
                i += 2
                offset = sign * (oh * 3600 + om * 60)
            }
        }
        guard i == n else { return nil }
        return HealthTime(localSeconds: date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second,
                          offset: offset)
    }

    /// ISO 8601 with the offset, `2026-11-24T07:05:00+01:00` (the CSV date of a workout).
    var iso: String {
        let secondsOfDay = localSeconds - day.daysSinceEpoch * 86_400
        let sign = offset < 0 ? "-" : "+"
        let o = abs(offset)
        return "\(day)T\(pad(secondsOfDay / 3600)):\(pad(secondsOfDay / 60 % 60)):\(pad(secondsOfDay % 60))"
            + "\(sign)\(pad(o / 3600)):\(pad(o / 60 % 60))"
    }

    /// `07:05`, the local time of day.
    var clock: String {
        let secondsOfDay = localSeconds - day.daysSinceEpoch * 86_400
        return "\(pad(secondsOfDay / 3600)):\(pad(secondsOfDay / 60 % 60))"
    }

    private func pad(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
