import Localization
import Metrics
import Site

/// One workout of the starter site's sample data, and the Markdown of its detail page.
struct StarterWorkout {
    /// The kinds of the weekly plan.
    enum Kind: String {
        case strength, run, swim, ride, longRun = "long-run"

        var title: String {
            switch self {
            case .strength: return "Strength"
            case .run: return "Easy run"
            case .swim: return "Pool swim"
            case .ride: return "Evening ride"
            case .longRun: return "Long run"
            }
        }

        var icon: String {
            switch self {
            case .strength: return "dumbbell.fill"
            case .run, .longRun: return "figure.run"
            case .swim: return "figure.pool.swim"
            case .ride: return "bicycle"
            }
        }

        var tint: String {
            switch self {
            case .strength: return "purple"
            case .run, .longRun: return "orange"
            case .swim: return "cyan"
            case .ride: return "green"
            }
        }
    }

    var kind: Kind
    var day: CalendarDay
    var minutes: Int
    /// Distance in tenths of a kilometre; `nil` for strength sessions.
    var distanceTenths: Int?
    var heartRate: Int
    var energyKcal: Int

    /// The page's file name in `content/workouts/`, e.g. `2026-11-29-long-run.md`.
    var fileName: String { "\(day)-\(kind.rawValue).md" }

    /// A week's plan repeated `weeks` times from `first` (a Monday): strength on Monday, an easy run on
    /// Tuesday, a swim or a ride on Thursday (alternating), and a long run on Sunday that grows each week.
    static func plan(from first: CalendarDay, weeks: Int, random: inout SeededRandom) -> [StarterWorkout] {
        var out: [StarterWorkout] = []
        for week in 0..<weeks {
            let monday = first.adding(days: week * 7)
            let strength = 36 + random.int(in: 0...8)
            out.append(StarterWorkout(kind: .strength, day: monday, minutes: strength, distanceTenths: nil,
                                      heartRate: 112 + random.int(in: 0...9), energyKcal: strength * 6 + random.int(in: 0...20)))
            out.append(run(.run, day: monday.adding(days: 1), tenths: 48 + random.int(in: 0...10),
                           secondsPerKm: 325 + random.int(in: 0...20), heartRate: 138 + random.int(in: 0...8)))
            if week % 2 == 0 {
                let tenths = 14 + random.int(in: 0...4)
                let minutes = tenths * 2 + 4 + random.int(in: 0...4)
                out.append(StarterWorkout(kind: .swim, day: monday.adding(days: 3), minutes: minutes, distanceTenths: tenths,
                                          heartRate: 125 + random.int(in: 0...8), energyKcal: minutes * 8 + random.int(in: 0...30)))
            } else {
                let tenths = 180 + random.int(in: 0...60)
                let minutes = tenths * 60 / 240 + random.int(in: 0...6)
                out.append(StarterWorkout(kind: .ride, day: monday.adding(days: 3), minutes: minutes, distanceTenths: tenths,
                                          heartRate: 122 + random.int(in: 0...10), energyKcal: minutes * 9 + random.int(in: 0...40)))
            }
            out.append(run(.longRun, day: monday.adding(days: 6), tenths: 100 + week * 6 + random.int(in: 0...5),
                           secondsPerKm: 345 + random.int(in: 0...20), heartRate: 142 + random.int(in: 0...7)))
        }
        return out
    }

    private static func run(_ kind: Kind, day: CalendarDay, tenths: Int, secondsPerKm: Int, heartRate: Int) -> StarterWorkout {
        let minutes = (tenths * secondsPerKm + 300) / 600
        return StarterWorkout(kind: kind, day: day, minutes: minutes, distanceTenths: tenths,
                              heartRate: heartRate, energyKcal: tenths * 7)
    }

    /// `5.2 km · 28 min` (distance only when there is one).
    var summary: String {
        var parts: [String] = []
        if let distanceTenths { parts.append("\(StarterData.decimal(distanceTenths, places: 1)) km") }
        parts.append(Self.duration(minutes))
        return parts.joined(separator: " · ")
    }

    /// `28 min`, `1 h 04 min`.
    static func duration(_ minutes: Int) -> String {
        guard minutes >= 60 else { return "\(minutes) min" }
        let rest = minutes % 60
        return "\(minutes / 60) h \(rest < 10 ? "0" : "")\(rest) min"
    }

    /// How the sample pages write a day, `Sunday 29 November 2026`: British English names by CLDR (Gregorian, UTC)
    /// in the committed example's order, without the comma CLDR's `en-GB` long date puts after the weekday.
    private static let dates = CLDRDateStyle.verbatim(
        "\(weekday: .wide) \(day: .defaultDigits) \(month: .wide) \(year: .defaultDigits)", localeIdentifier: "en-GB")
    private static let weekdays = CLDRDateStyle.verbatim("\(weekday: .wide)", localeIdentifier: "en-GB")

    /// `Sunday 29 November 2026`.
    static func longDate(_ day: CalendarDay) -> String {
        dates.format(CLDRDateStyle.date(daysSinceEpoch: day.daysSinceEpoch))
    }

    /// `Sunday`.
    var weekday: String { Self.weekdays.format(CLDRDateStyle.date(daysSinceEpoch: day.daysSinceEpoch)) }

    /// The detail page (`content/workouts/<fileName>`).
    var page: String {
        var stats = ["- Duration: \(Self.duration(minutes))"]
        if let distanceTenths {
            stats.insert("- Distance: \(StarterData.decimal(distanceTenths, places: 1)) km", at: 0)
            let pace = minutes * 600 / max(distanceTenths, 1)
            if kind == .run || kind == .longRun {
                stats.append("- Average pace: \(pace / 60):\(pace % 60 < 10 ? "0" : "")\(pace % 60) /km")
            }
        }
        stats.append("- Average heart rate: \(heartRate) bpm")
        stats.append("- Active energy: \(energyKcal) kcal")
        return """
            ---
            title: \(kind.title)
            description: \(Self.longDate(day)) — \(summary).
            date: \(day)
            icon: \(kind.icon)
            tint: \(kind.tint)
            ---

            # \(kind.title)

            \(Self.longDate(day)). Sample data written by `cardstock init`: replace it with your own.

            ## Stats {icon=chart.line.uptrend.xyaxis tint=\(kind.tint)}

            \(stats.joined(separator: "\n"))

            ## More {icon=list.bullet tint=blue}

            - [All workouts](index.md) This week and last week
            - [This week's report](../index.md#activity) Steps, workouts, sleep and heart

            """
    }
}
