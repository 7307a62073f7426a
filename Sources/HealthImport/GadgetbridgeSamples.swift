import Foundation
import Metrics
import SQLiteQuery

/// The daily values of a Gadgetbridge import being gathered: steps per device and day, heart rate per day.
struct GadgetbridgeSamples {
    private var stepsByDevice: [Int64: FitnessDayTable] = [:]
    private var heartRate = FitnessDayTable(.heartRate, [.init(name: "min_bpm", rule: .min), .init(name: "mean_bpm", rule: .mean),
                                                         .init(name: "max_bpm", rule: .max)])
    private var days: UTCSecondsDay

    /// Days cut in `zone` (`nil`: UTC).
    init(zone: TimeZone?) {
        days = UTCSecondsDay(zone: zone)
    }

    /// Adds one sample row (`t`, `d`, `s`, `h` of ``GadgetbridgeSampleTable/samplesQuery``); whether it held a step
    /// count or a heart rate. A row without a positive timestamp holds neither.
    mutating func add(_ row: SQLiteRow, table: GadgetbridgeSampleTable) -> Bool {
        guard var time = row.integer(0), time > 0 else { return false }
        if time >= GadgetbridgeSampleTable.millisecondsFrom { time /= 1000 }
        let steps = row.integer(2).flatMap { $0 >= 0 ? $0 : nil }
        let bpm = row.integer(3).flatMap { GadgetbridgeSampleTable.heartRates.contains($0) ? $0 : nil }
        guard steps != nil || bpm != nil else { return false }
        let day = days.day(time)
        if let steps {
            let device = row.integer(1) ?? -1
            stepsByDevice[device, default: FitnessDayTable(.steps, [.init(name: "steps", rule: .sum)])].add(Double(steps), day: day)
        }
        if let bpm {
            for column in 0..<3 { heartRate.add(Double(bpm), day: day, column: column) }
        }
        return true
    }

    /// The metric files: steps (each day the device that counted most) and heart rate.
    func tables() -> [FitnessDayTable] {
        var best: [CalendarDay: Double] = [:]
        for table in stepsByDevice.values {
            for (day, seen) in table.days where seen[0].count > 0 {
                best[day] = max(best[day] ?? 0, seen[0].sum)
            }
        }
        var steps = FitnessDayTable(.steps, [.init(name: "steps", rule: .sum)])
        for (day, total) in best { steps.add(total, day: day) }
        return [steps, heartRate]
    }
}
