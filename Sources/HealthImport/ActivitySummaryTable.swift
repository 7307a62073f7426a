import Metrics

/// The `ActivitySummary` elements of an export (one per day: the Activity rings' values and goals),
/// collected as they stream by and written as `activity-rings.csv`:
/// `date,move,move_goal,exercise,exercise_goal,stand,stand_goal` (Move in kcal, Exercise in minutes,
/// Stand in hours). An attribute that is missing or not a number is an empty cell; a day repeated
/// keeps its last summary.
struct ActivitySummaryTable {
    /// One day's summary.
    struct Day {
        var day: CalendarDay
        /// Move, move goal, exercise, exercise goal, stand, stand goal.
        var values: [Double?]
    }

    /// The column names, in order.
    static let columns = ["move", "move_goal", "exercise", "exercise_goal", "stand", "stand_goal"]

    /// The days read so far, by day number.
    private(set) var days: [Int: Day] = [:]

    /// Adds one `ActivitySummary` element's attributes; returns a reason when the element cannot be used
    /// (its `dateComponents` is not a `YYYY-MM-DD` date).
    mutating func add(_ a: [String: String]) -> String? {
        guard let date = a["dateComponents"], let day = ActivitySummaryTable.day(date) else {
            return "ActivitySummary has no readable dateComponents (`\(a["dateComponents"] ?? "")`); it was skipped"
        }
        let energyUnit = a["activeEnergyBurnedUnit"] ?? "kcal"
        func number(_ key: String) -> Double? {
            a[key].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        }
        let values: [Double?] = [
            number("activeEnergyBurned").flatMap { HealthUnits.energy($0, energyUnit) },
            number("activeEnergyBurnedGoal").flatMap { HealthUnits.energy($0, energyUnit) },
            number("appleExerciseTime"), number("appleExerciseTimeGoal"),
            number("appleStandHours"), number("appleStandHoursGoal"),
        ]
        days[day.daysSinceEpoch] = Day(day: day, values: values)
        return nil
    }

    /// `YYYY-MM-DD` as a day, `nil` for anything else.
    static func day(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        return CalendarDay(year: y, month: m, day: d)
    }

    /// The table to write: days on or after `since`, in order.
    func table(since: CalendarDay?) -> MetricTable {
        var table = MetricTable(columns: ActivitySummaryTable.columns.map { .init(name: $0, places: HealthOutput.storedPlaces) })
        for key in days.keys.sorted() {
            guard let day = days[key], since.map({ day.day >= $0 }) ?? true else { continue }
            table.rows.append(("\(day.day)", [], day.values, ""))
        }
        return table
    }
}
