import Basics
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
        guard let base = p.baseAddress, let time = ISO8601Reader.read(base, count: p.count), time.year >= 1,
              let second = time.secondOfDay, second < 86_400 else { return nil }
        return HealthTime(localSeconds: time.dayNumber * 86_400 + second, offset: time.offset ?? 0)
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
