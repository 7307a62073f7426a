import Metrics

/// Count, sum, extremes and latest value of one source's samples on one day.
struct DailyStats {
    var count = 0
    var sum = 0.0
    var min = Double.infinity
    var max = -Double.infinity
    var lastInstant = Int.min
    var last = 0.0

    mutating func add(_ value: Double, at instant: Int) {
        count += 1
        sum += value
        if value < min { min = value }
        if value > max { max = value }
        if instant >= lastInstant {
            lastInstant = instant
            last = value
        }
    }

    /// The mean of the samples.
    var mean: Double { sum / Double(count) }

    /// The value for an aggregation rule.
    func value(_ rule: Aggregation) -> Double {
        switch rule {
        case .sum: return sum
        case .mean: return mean
        case .last: return last
        case .min: return min
        case .max: return max
        }
    }
}

/// Daily buckets of one quantity kind, per (local day, source).
struct DailyAccumulator {
    private struct Key: Hashable {
        var day: Int
        var source: Int
    }

    private var cells: [Key: DailyStats] = [:]

    /// Whether no sample was added.
    var isEmpty: Bool { cells.isEmpty }

    /// Adds a sample recorded by `source` on `day`.
    mutating func add(_ value: Double, day: CalendarDay, source: Int, instant: Int) {
        cells[Key(day: day.daysSinceEpoch, source: source), default: DailyStats()].add(value, at: instant)
    }

    /// One entry per day (ascending) holding the stats of the day's chosen source (see ``SourceChoice``).
    func days(names: [String], since: CalendarDay?) -> [(day: CalendarDay, stats: DailyStats)] {
        var byDay: [Int: [(source: Int, count: Int)]] = [:]
        for (key, stats) in cells {
            if let since = since, key.day < since.daysSinceEpoch { continue }
            byDay[key.day, default: []].append((key.source, stats.count))
        }
        var out: [(day: CalendarDay, stats: DailyStats)] = []
        for day in byDay.keys.sorted() {
            guard let candidates = byDay[day], let source = SourceChoice.best(candidates, names: names),
                  let stats = cells[Key(day: day, source: source)] else { continue }
            out.append((CalendarDay(daysSinceEpoch: day), stats))
        }
        return out
    }
}
