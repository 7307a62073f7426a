import Foundation
import Metrics

/// Cuts Unix timestamps into calendar days: UTC days, or the days of a time zone (its offset at each moment, daylight
/// saving time included). The offset is looked up once per quarter hour of UTC time — every zone's offset is a
/// multiple of 15 minutes and changes on such a boundary — and the last lookup is kept, so samples read in time order
/// cost one lookup per quarter hour.
struct UTCSecondsDay {
    private let zone: TimeZone?
    private var quarter = Int64.min
    private var offset: Int64 = 0

    /// Days in `zone`; `nil` cuts UTC days.
    init(zone: TimeZone?) {
        self.zone = zone
    }

    /// The day `seconds` (since 1970-01-01 00:00 UTC) falls on.
    mutating func day(_ seconds: Int64) -> CalendarDay {
        if let zone {
            let q = seconds >= 0 ? seconds / 900 : (seconds - 899) / 900
            if q != quarter {
                quarter = q
                offset = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(q * 900))))
            }
        }
        let local = seconds + offset
        return CalendarDay(daysSinceEpoch: Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400))
    }
}
