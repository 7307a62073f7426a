/// A route's splits: the time taken for each whole kilometre (or mile) and the last part, from the track points'
/// times, interpolated at each boundary.
struct RouteSplits: Sendable, Equatable {
    /// One split.
    struct Split: Sendable, Equatable {
        /// 1-based number of the split.
        var number: Int
        /// Metres in the split (the unit, or less for the last one).
        var metres: Double
        /// Seconds taken.
        var seconds: Double
    }

    /// The length of a split: a kilometre, or a mile where roads are measured in miles.
    struct Unit: Sendable, Equatable {
        /// Metres in one unit.
        var metres: Double
        /// `km` or `mi`.
        var name: String

        static let kilometre = Unit(metres: 1000, name: "km")
        static let mile = Unit(metres: 1609.344, name: "mi")

        /// The unit for an export's `locale` (`en_US`, `zh_CN`, `en-GB`): miles in
        /// ``WorkoutUnitSystem/mileRegions``, else km.
        init(locale: String?) {
            self = WorkoutUnitSystem(locale: locale).splitUnit
        }

        init(metres: Double, name: String) {
            self.metres = metres
            self.name = name
        }
    }

    /// The splits in order.
    var splits: [Split]
    /// Metres per split: 1,000 (km) or 1,609.344 (mile).
    var unitMetres: Double

    /// The splits of `route` by `unitMetres`; empty without times on the points or distance.
    init(_ route: WorkoutRoute, unitMetres: Double = 1000) {
        self.unitMetres = unitMetres
        splits = []
        let timed = route.points.indices.compactMap { i in route.points[i].time.map { (route.cumulative[i], $0) } }
        guard let first = timed.first, let last = timed.last, last.0 > first.0, unitMetres > 0 else { return }
        var boundary = first.0 + unitMetres, previousTime = first.1, previousDistance = first.0
        for k in 1..<timed.count {
            let (d0, t0) = timed[k - 1], (d1, t1) = timed[k]
            while d1 >= boundary, d1 > d0 {
                let at = t0 + (t1 - t0) * (boundary - d0) / (d1 - d0)
                splits.append(Split(number: splits.count + 1, metres: unitMetres, seconds: at - previousTime))
                previousTime = at
                previousDistance = boundary
                boundary += unitMetres
            }
        }
        let rest = last.0 - previousDistance
        if rest >= 1 { splits.append(Split(number: splits.count + 1, metres: rest, seconds: last.1 - previousTime)) }
    }

    /// The pace of `split` per unit: `5:32` (minutes:seconds per km or mile).
    func pace(_ split: Split) -> String {
        guard split.metres > 0 else { return "–" }
        let perUnit = Int((split.seconds * unitMetres / split.metres).rounded())
        let s = perUnit % 60
        return "\(perUnit / 60):" + (s < 10 ? "0" : "") + "\(s)"
    }

    /// A split's label: its number, or where a last partial one ends (`2.5`).
    func label(_ split: Split) -> String {
        split.metres >= unitMetres - 0.5 ? "\(split.number)"
            : DecimalText.format(Double(split.number - 1) + split.metres / unitMetres, places: 2)
    }

    /// The splits read aloud in `language`: `Pace per km: km 1 5:00, km 2 5:10, km 2.5 5:00`.
    func spokenSummary(unitName: String, language: HealthReportLanguage = .english) -> String {
        let items = splits.map { language("route.split", ["unit": unitName, "split": label($0), "pace": pace($0)]) }
        let list = items.dropFirst().reduce(items.first ?? "") { language("route.split_list", ["first": $0, "second": $1]) }
        return language("route.splits_name", ["unit": unitName, "splits": list])
    }

    /// A Markdown table: `| km | Pace | Time |`, a row per split (`0.42` for a last partial one).
    func markdownTable(unitName: String, language: HealthReportLanguage = .english) -> String {
        guard !splits.isEmpty else { return "" }
        let pace = language("route.pace_column", ["unit": unitName]), time = language("route.time_column")
        var out = "| \(unitName) | \(pace) | \(time) |\n|---:|---:|---:|\n"
        for split in splits {
            let name = label(split)
            let t = Int(split.seconds.rounded())
            out += "| \(name) | \(self.pace(split)) | \(t / 60):\(t % 60 < 10 ? "0" : "")\(t % 60) |\n"
        }
        return out
    }
}
