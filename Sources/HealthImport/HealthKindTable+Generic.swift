import Basics
import Metrics

extension HealthKindTable {
    /// The parts of a blood pressure `Correlation`.
    static let systolicType = quantityPrefix + "BloodPressureSystolic"
    static let diastolicType = quantityPrefix + "BloodPressureDiastolic"

    /// Apple's cumulative quantity types (`HKQuantityAggregationStyle.cumulative`): the Health app adds
    /// their samples up over a day; every other quantity type is discrete (averaged). `Dietary…` types are
    /// all cumulative and are matched by prefix.
    static let cumulativeIdentifiers: Set<String> = Set([
        "StepCount", "DistanceWalkingRunning", "DistanceCycling", "DistanceSwimming", "DistanceWheelchair",
        "DistanceDownhillSnowSports", "DistanceCrossCountrySkiing", "DistancePaddleSports", "DistanceRowing",
        "DistanceSkatingSports", "BasalEnergyBurned", "ActiveEnergyBurned", "FlightsClimbed", "NikeFuel",
        "AppleExerciseTime", "AppleMoveTime", "AppleStandTime", "PushCount", "SwimmingStrokeCount",
        "NumberOfTimesFallen", "InhalerUsage", "InsulinDelivery", "NumberOfAlcoholicBeverages", "TimeInDaylight",
    ].map { quantityPrefix + $0 })

    /// Whether Health adds up the quantity type `identifier` (see ``cumulativeIdentifiers``).
    static func isCumulative(_ identifier: String) -> Bool {
        cumulativeIdentifiers.contains(identifier) || identifier.hasPrefix(quantityPrefix + "Dietary")
    }

    /// A kind for a quantity type no entry reads: file and title from the identifier's words
    /// (`…WaistCircumference` → `waist-circumference`, "Waist circumference"), the export's unit, summed
    /// across sources by time if cumulative, else the daily mean of one source. `nil` for anything but
    /// an `HKQuantityTypeIdentifier…` with a name.
    static func generic(_ identifier: String) -> HealthKindSpec? {
        guard identifier.hasPrefix(quantityPrefix) else { return nil }
        let name = identifier.dropFirst(quantityPrefix.count)
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        let words = HealthKindTable.words(String(name))
        let file = words.map { $0.lowercased() }.joined(separator: "-")
        guard byFile[file] == nil else { return nil }
        let title = words.enumerated().map { i, w in
            i == 0 || w.allSatisfy({ $0.isUppercase || $0.isNumber }) ? w : w.lowercased()
        }.joined(separator: " ")
        let cumulative = isCumulative(identifier)
        let rule: Aggregation = cumulative ? .sum : .mean
        return HealthKindSpec(file: file, healthType: identifier, shape: cumulative ? .cumulative : .daily, rule: rule,
                              column: "value", decimals: 2, unit: .exported, family: .other,
                              metadata: MetricMetadata(title: title, icon: "chart.line.uptrend.xyaxis", tint: "gray",
                                                       aggregation: rule, goodDirection: .neither))
    }

    /// `WaistCircumference` → [Waist, Circumference]; `VO2Max` → [VO2, Max]; runs of capitals stay together.
    static func words(_ name: String) -> [String] {
        var out: [String] = []
        var current = ""
        let chars = Array(name)
        for (i, ch) in chars.enumerated() {
            let next = i + 1 < chars.count ? chars[i + 1] : nil
            let previous = i > 0 ? chars[i - 1] : nil
            let startsWord = ch.isUppercase && !current.isEmpty
                && (previous.map { $0.isLowercase || $0.isNumber } == true || next.map { $0.isLowercase } == true)
            if startsWord {
                out.append(current)
                current = ""
            }
            current.append(ch)
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}

extension CalendarDay {
    /// The day of a row's date text: `2026-11-24` or the date of `2026-11-24T07:05:00+01:00`.
    init?(isoPrefix text: String) {
        guard let date = ISO8601Reader.read(String(decoding: text.utf8.prefix(10), as: UTF8.self)) else { return nil }
        self.init(daysSinceEpoch: date.dayNumber)
    }
}
