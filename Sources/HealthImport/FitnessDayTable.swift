import Metrics

/// One metric file of a Google Fit or Fitbit import being gathered: its value columns and, per local day, what each
/// column has seen (a sum, count, minimum and maximum), turned into rows by each column's rule.
struct FitnessDayTable {
    /// A value column: its name in the file, how a day's values become the cell, and the factor applied to them
    /// (`0.001` for metres written as kilometres).
    struct Column {
        enum Rule { case sum, mean, min, max }
        var name: String
        var rule: Rule
        var scale: Double = 1
    }

    /// What a column has seen on one day.
    struct Seen {
        var sum = 0.0, count = 0, min = Double.infinity, max = -Double.infinity

        mutating func add(_ v: Double) {
            sum += v; count += 1
            min = Swift.min(min, v); max = Swift.max(max, v)
        }

        func value(_ rule: Column.Rule) -> Double? {
            guard count > 0 else { return nil }
            switch rule {
            case .sum: return sum
            case .mean: return sum / Double(count)
            case .min: return min
            case .max: return max
            }
        }
    }

    /// The metric file.
    let kind: HealthMetricKind
    /// Its value columns.
    let columns: [Column]
    private(set) var days: [CalendarDay: [Seen]] = [:]

    init(_ kind: HealthMetricKind, _ columns: [Column]) {
        self.kind = kind
        self.columns = columns
    }

    /// Records `value` for `column` on `day`.
    mutating func add(_ value: Double, day: CalendarDay, column: Int = 0) {
        days[day, default: [Seen](repeating: Seen(), count: columns.count)][column].add(value)
    }

    /// The rows on or after `since`, oldest first, and the column names the sidecar lists (`nil` for a one-column file).
    /// Columns with no value on any day are left out (a sleep file without stages has no stage columns).
    func table(since: CalendarDay?) -> (table: MetricTable, columns: [String]?) {
        let used = columns.indices.filter { i in days.values.contains { $0[i].count > 0 } }
        var table = MetricTable(columns: used.map { .init(name: columns[$0].name, places: HealthOutput.storedPlaces) })
        for day in days.keys.sorted() where since.map({ day >= $0 }) ?? true {
            let seen = days[day] ?? []
            let values = used.map { i in seen[i].value(columns[i].rule).map { $0 * columns[i].scale } }
            if values.allSatisfy({ $0 == nil }) { continue }
            table.rows.append(("\(day)", [], values, ""))
        }
        return (table, columns.count > 1 ? used.map { columns[$0].name } : nil)
    }
}
