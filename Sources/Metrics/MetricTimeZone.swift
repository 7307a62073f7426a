import Foundation
import Synchronization

/// The time zone a metric's naive times are read in and its days are bucketed in.
///
/// Either a fixed offset from UTC or a named (IANA) zone. A named zone is resolved once, when the
/// value is created, into a table of UTC offset changes for 1900–2100, so converting a million
/// samples never calls into Foundation.
package struct MetricTimeZone: Sendable, Hashable, CustomStringConvertible {
    /// The zone's name as written by the user (`UTC`, `+02:00`, `Europe/Berlin`).
    package let identifier: String
    /// UTC instants (seconds since the epoch) at which the offset changes, ascending.
    let transitions: [Double]
    /// `offsets[0]` applies before `transitions[0]`; `offsets[i + 1]` from `transitions[i]` on.
    let offsets: [Int]
    /// Whether times keep the wall clock they were recorded with (``recorded``): a time with an
    /// offset counts on the date written before its `T`, wherever the site is.
    package let keepsRecordedClock: Bool

    /// Coordinated Universal Time.
    package static let utc = MetricTimeZone(identifier: "UTC", transitions: [], offsets: [0])

    /// `time_zone: recorded`: every time belongs to the local day of the place it was recorded in.
    ///
    /// `2026-11-24T19:30:00-05:00` counts on 24 November (the New York evening it was), not on the
    /// 25th as in UTC; a time or date without an offset is read as written. Times are kept as their
    /// wall clock (as if it were UTC), so days, periods and charts all follow the recorded clock.
    /// `cardstock import apple-health` writes this in every sidecar.
    package static let recorded = MetricTimeZone(identifier: "recorded", transitions: [], offsets: [0],
                                                keepsRecordedClock: true)

    init(identifier: String, transitions: [Double], offsets: [Int], keepsRecordedClock: Bool = false) {
        self.identifier = identifier
        self.transitions = transitions
        self.offsets = offsets
        self.keepsRecordedClock = keepsRecordedClock
    }

    /// A zone with a fixed offset east of UTC, in seconds.
    package init(secondsFromUTC seconds: Int) {
        self.init(identifier: MetricTimeZone.offsetName(seconds), transitions: [], offsets: [seconds])
    }

    /// Parses `UTC`, `Z`, `GMT`, `recorded` (see ``recorded``), an offset (`+02:00`, `-0500`, `+5`),
    /// or an IANA identifier (`Europe/Berlin`); `nil` when the text is none of these.
    package init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let upper = trimmed.uppercased()
        if upper == "UTC" || upper == "Z" || upper == "GMT" {
            self = .utc
            return
        }
        if upper == "RECORDED" {
            self = .recorded
            return
        }
        if let seconds = MetricTimeZone.parseOffset(Array(trimmed.utf8)) {
            self.init(secondsFromUTC: seconds)
            return
        }
        if let cached = MetricTimeZone.cache.zone(named: trimmed) {
            self = cached
            return
        }
        guard let zone = TimeZone(identifier: trimmed) else { return nil }
        self.init(resolving: zone, identifier: trimmed)
        MetricTimeZone.cache.store(self)
    }

    /// Named zones already resolved, so each is resolved once per process.
    private static let cache = ZoneCache()

    /// Resolves a Foundation time zone into an offset table (done once per zone).
    package init(resolving zone: TimeZone, identifier: String? = nil) {
        var transitions: [Double] = []
        var offsets: [Int] = []
        let start = Date(timeIntervalSince1970: -2_208_988_800) // 1900-01-01
        let end = 4_102_444_800.0 // 2100-01-01
        offsets.append(zone.secondsFromGMT(for: start))
        var cursor = start
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next.timeIntervalSince1970 < end {
            let offset = zone.secondsFromGMT(for: next)
            if offset != offsets[offsets.count - 1] {
                transitions.append(next.timeIntervalSince1970)
                offsets.append(offset)
            }
            cursor = next
        }
        self.init(identifier: identifier ?? zone.identifier, transitions: transitions, offsets: offsets)
    }

    /// The offset east of UTC, in seconds, at a UTC instant.
    @inline(__always)
    package func secondsFromUTC(at utc: Double) -> Int {
        if transitions.isEmpty { return offsets[0] }
        var lo = 0, hi = transitions.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if transitions[mid] <= utc { lo = mid + 1 } else { hi = mid }
        }
        return offsets[lo]
    }

    /// Converts a naive local wall-clock time (seconds as if it were UTC) into a UTC instant.
    ///
    /// A time that falls in a spring-forward gap is read with the offset before the change (so
    /// 02:30 in a gap from 02:00 to 03:00 becomes 03:30 after it); an ambiguous fall-back time
    /// takes its first occurrence (the offset before the change).
    @inline(__always)
    package func utc(fromLocal local: Double) -> Double {
        if transitions.isEmpty { return local - Double(offsets[0]) }
        let early = secondsFromUTC(at: local - 86_400), late = secondsFromUTC(at: local + 86_400)
        if early == late { return local - Double(early) }
        let earlyValid = secondsFromUTC(at: local - Double(early)) == early
        let lateValid = secondsFromUTC(at: local - Double(late)) == late
        if earlyValid || !lateValid { return local - Double(early) }
        return local - Double(late)
    }

    /// The local calendar day of a UTC instant.
    ///
    /// Parsers only accept instants in ``MetricLimits/dates``; anything else (±inf, NaN, 1e25) is
    /// clamped to ±10¹² days rather than trapping in the conversion to `Int`.
    @inline(__always)
    package func day(of utc: Double) -> CalendarDay {
        let local = utc + Double(secondsFromUTC(at: utc))
        let days = (local / 86_400).rounded(.down)
        let limit = 1e12
        return CalendarDay(daysSinceEpoch: days > -limit && days < limit ? Int(days) : (days >= limit ? Int(limit) : -Int(limit)))
    }

    /// The UTC instant at which a local day starts.
    package func start(of day: CalendarDay) -> Double { utc(fromLocal: day.midnightUTC) }

    /// The identifier.
    package var description: String { identifier }

    /// Parses `+HH:MM`, `-HHMM`, `+HH` (sign required) into seconds; `nil` otherwise.
    static func parseOffset(_ b: [UInt8]) -> Int? {
        guard b.count >= 2, b[0] == UInt8(ascii: "+") || b[0] == UInt8(ascii: "-") else { return nil }
        let sign = b[0] == UInt8(ascii: "-") ? -1 : 1
        var digits: [Int] = []
        for (i, c) in b.dropFirst().enumerated() {
            if c == UInt8(ascii: ":"), i == 2 { continue }
            guard c >= 48, c <= 57 else { return nil }
            digits.append(Int(c) - 48)
        }
        let hours: Int, minutes: Int
        switch digits.count {
        case 1: hours = digits[0]; minutes = 0
        case 2: hours = digits[0] * 10 + digits[1]; minutes = 0
        case 4: hours = digits[0] * 10 + digits[1]; minutes = digits[2] * 10 + digits[3]
        default: return nil
        }
        guard hours <= 18, minutes < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    static func offsetName(_ seconds: Int) -> String {
        if seconds == 0 { return "UTC" }
        let a = abs(seconds)
        return (seconds < 0 ? "-" : "+") + CalendarDay.pad(a / 3600, 2) + ":" + CalendarDay.pad(a % 3600 / 60, 2)
    }
}

/// A lock-protected map from zone identifiers to resolved zones.
private final class ZoneCache: Sendable {
    private let zones = Mutex<[String: MetricTimeZone]>([:])

    func zone(named name: String) -> MetricTimeZone? {
        zones.withLock { $0[name] }
    }

    func store(_ zone: MetricTimeZone) {
        zones.withLock { $0[zone.identifier] = zone }
    }
}
