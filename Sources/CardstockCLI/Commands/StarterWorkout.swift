import Localization
import Metrics
import Site

/// One workout of the starter site's sample data, and the Markdown of its detail page.
struct StarterWorkout {
    /// The kinds of the weekly plan.
    enum Kind: String {
        case strength, run, swim, ride, longRun = "long-run"

        /// The kind's name in the starter's words (`Easy run`).
        func title(_ words: StarterWords) -> String {
            words("starter." + rawValue.replacingOccurrences(of: "-", with: "_"))
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

    /// `28 min`, `1 h 04 min` (the English starter's).
    static func duration(_ minutes: Int) -> String { StarterWords().duration(minutes) }

    /// `Sunday 29 November 2026` (the English starter's: British English names by CLDR, Gregorian, UTC).
    static func longDate(_ day: CalendarDay) -> String { StarterWords().longDate(day) }

    /// `Sunday`.
    var weekday: String { StarterWords().weekday(day) }

    /// The English detail page.
    var page: String { page(StarterWords()) }

    /// `5.2 km · 28 min` (distance only when there is one).
    func summary(_ words: StarterWords) -> String {
        var parts: [String] = []
        if let distanceTenths { parts.append(words.kilometres(distanceTenths)) }
        parts.append(words.duration(minutes))
        return parts.joined(separator: " · ")
    }

    /// The stats list of the detail page: distance, duration, pace (runs), heart rate and energy.
    private func stats(_ words: StarterWords) -> [String] {
        func line(_ key: String, _ value: String) -> String { "- " + words("starter.stat", ["label": words(key), "value": value]) }
        var stats = [line("starter.duration", words.duration(minutes))]
        if let distanceTenths {
            stats.insert(line("starter.distance", words.kilometres(distanceTenths)), at: 0)
            if kind == .run || kind == .longRun {
                stats.append(line("starter.pace", words.pace(minutes * 600 / max(distanceTenths, 1))))
            }
        }
        stats.append(line("starter.heart_rate", words("starter.bpm", ["value": String(heartRate)])))
        stats.append(line("metric.active_energy", words("starter.kcal", ["value": String(energyKcal)])))
        return stats
    }

    /// The detail page (`content/workouts/<fileName>`) in `words`.
    func page(_ words: StarterWords) -> String {
        let title = kind.title(words), date = words.sentenceDate(day)
        return """
            ---
            title: \(StarterSite.yamlText(title))
            description: \(StarterSite.yamlText(words("starter.workout_description", ["date": date, "summary": summary(words)])))
            date: \(day)
            icon: \(kind.icon)
            tint: \(kind.tint)
            ---

            # \(title)

            \(words("starter.workout_intro", ["date": date]))

            ## \(words("starter.stats")) {icon=chart.line.uptrend.xyaxis tint=\(kind.tint)}

            \(stats(words).joined(separator: "\n"))

            ## \(words("starter.more")) {icon=list.bullet tint=blue}

            - [\(words("starter.all_workouts"))](index.md) \(words("starter.all_workouts_note"))
            - [\(words("starter.report_link"))](../index.md#\(words.anchor(words("starter.activity")))) \(words("starter.report_link_note"))

            """
    }
}
