import Site
import Metrics

/// The sample data of the starter site: eight weeks of daily steps, active energy, sleep and resting heart
/// rate and a training plan's workouts (Monday 5 October to Sunday 29 November 2026), generated from a fixed seed so
/// that `cardstock init` writes the same bytes on every machine, whatever the clock, locale or time zone.
struct StarterData {
    /// The first sample day (a Monday).
    static let firstDay = CalendarDay(daysSinceEpoch: 20_731)  // 2026-10-05
    /// The number of weeks of data.
    static let weeks = 8
    /// The last sample day (a Sunday, the end of ISO week 2026-W48).
    static var lastDay: CalendarDay { firstDay.adding(days: weeks * 7 - 1) }

    /// One day's numbers.
    struct Day {
        var day: CalendarDay
        var steps: Int
        /// Active energy in kcal: walking (from the steps) plus the day's workouts.
        var activeEnergy: Int
        /// Sleep in hundredths of an hour.
        var sleepHundredths: Int
        var restingHeartRate: Int
    }

    /// Every day, oldest first.
    let days: [Day]
    /// Every workout, oldest first.
    let workouts: [StarterWorkout]

    /// The data from `seed` (the starter always uses the default).
    init(seed: UInt64 = 0x00CA_4D57_0C4B) {
        var random = SeededRandom(seed: seed)
        let workouts = StarterWorkout.plan(from: Self.firstDay, weeks: Self.weeks, random: &random)
        var days: [Day] = []
        for index in 0..<(Self.weeks * 7) {
            let day = Self.firstDay.adding(days: index)
            let weekend = day.isoWeekday >= 6
            let steps = 7_600 + index * 18 + (day.isoWeekday == 6 ? 2_400 : 0) + random.int(in: -1_900...2_100)
            let sleep = 690 + index / 4 + (weekend ? 40 : 0) + random.int(in: -55...50)
            let resting = 59 - index / 11 + random.int(in: -1...1)
            let training = workouts.filter { $0.day == day }.reduce(0) { $0 + $1.energyKcal }
            let energy = steps * 4 / 100 + training + random.int(in: 0...60)
            days.append(Day(day: day, steps: steps, activeEnergy: energy, sleepHundredths: sleep, restingHeartRate: resting))
        }
        self.days = days
        self.workouts = workouts
    }

    /// `content/metrics/steps.csv`.
    var stepsCSV: String {
        days.reduce(into: "date,steps\n") { $0 += "\($1.day),\($1.steps)\n" }
    }

    /// `content/metrics/active-energy.csv`.
    var activeEnergyCSV: String {
        days.reduce(into: "date,kcal\n") { $0 += "\($1.day),\($1.activeEnergy)\n" }
    }

    /// `content/metrics/sleep.csv`.
    var sleepCSV: String {
        days.reduce(into: "date,asleep_h\n") { $0 += "\($1.day),\(Self.decimal($1.sleepHundredths, places: 2))\n" }
    }

    /// `content/metrics/resting-heart-rate.csv`.
    var restingHeartRateCSV: String {
        days.reduce(into: "date,bpm\n") { $0 += "\($1.day),\($1.restingHeartRate)\n" }
    }

    /// `content/metrics/workouts.csv`: one row per workout (an empty cell where a workout has no distance).
    var workoutsCSV: String {
        workouts.reduce(into: "date,duration_min,distance_km,avg_hr\n") { out, w in
            let distance = w.distanceTenths.map { Self.decimal($0, places: 1) } ?? ""
            out += "\(w.day),\(w.minutes),\(distance),\(w.heartRate)\n"
        }
    }

    /// The workouts of the ISO week that starts `weekStart` (a Monday).
    func workouts(inWeekStarting weekStart: CalendarDay) -> [StarterWorkout] {
        workouts.filter { $0.day >= weekStart && $0.day < weekStart.adding(days: 7) }
    }

    /// `value` scaled down by 10^`places`, written with a dot and exactly `places` decimals (`712` → `7.12`).
    static func decimal(_ value: Int, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let sign = value < 0 ? "-" : ""
        let magnitude = value.magnitude
        let fraction = String(magnitude % UInt(scale))
        return sign + String(magnitude / UInt(scale)) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}

/// SplitMix64: a small, fixed pseudo-random sequence (the same numbers for the same seed everywhere).
struct SeededRandom {
    private var state: UInt64

    /// A sequence starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` (the tiny modulo bias does not matter for sample data).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }
}
