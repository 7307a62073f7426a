import Site
import Metrics

/// The Markdown pages and metric sidecars of the starter site, written over ``StarterData``.
struct StarterPages {
    let data: StarterData
    /// The language the pages are written in.
    var words = StarterWords()

    /// The report week's ISO week number and the week before's (`period: 2026-W48`).
    static let weekNumber = 48

    /// Monday of the report week (ISO week 2026-W48) and of the week before.
    var reportWeek: CalendarDay { StarterData.lastDay.adding(days: -6) }
    var previousWeek: CalendarDay { reportWeek.adding(days: -7) }

    /// Every page and metric file, by path relative to the site folder.
    var files: [String: String] {
        var files: [String: String] = [
            "content/index.md": index,
            "content/november.md": month,
            "content/workouts/index.md": workoutsIndex,
            "content/weeks/index.md": weeklySeries,
            "content/metrics/steps.csv": data.stepsCSV,
            "content/metrics/active-energy.csv": data.activeEnergyCSV,
            "content/metrics/sleep.csv": data.sleepCSV,
            "content/metrics/resting-heart-rate.csv": data.restingHeartRateCSV,
            "content/metrics/workouts.csv": data.workoutsCSV,
        ]
        for (name, text) in sidecars { files["content/metrics/" + name] = text }
        for workout in data.workouts(inWeekStarting: reportWeek) { files["content/workouts/" + workout.fileName] = workout.page(words) }
        return files
    }

    /// The metric sidecars (see the README's "Sidecar keys"), titled (and the steps, energy and heart rate units
    /// worded: 步, 千卡, 次/分) by the built-in tables, as the Health app writes them in the language.
    var sidecars: [String: String] {
        let metrics: [(file: String, key: String, unit: String, rest: String)] = [
            ("steps", "steps", words("unit.steps"), "icon: figure.walk\ntint: orange\naggregation: sum\ngood: higher\ngoal: 8000\ncolumn: steps"),
            ("active-energy", "active_energy", words("unit.kcal"),
             "icon: flame.fill\ntint: orange\naggregation: sum\ngood: higher\ngoal: 500\ncolumn: kcal"),
            ("sleep", "sleep_duration", "h", "icon: bed.double.fill\ntint: indigo\naggregation: mean\ngood: higher\ngoal: 8\ncolumn: asleep_h"),
            ("resting-heart-rate", "resting_heart_rate", words("unit.bpm"),
             "icon: heart.fill\ntint: red\naggregation: mean\ngood: lower\nnormal_range: [50, 70]\ncolumn: bpm"),
            ("workouts", "workouts", "min", "icon: figure.run\ntint: orange\naggregation: sum\ngood: higher\ngoal: 30\ncolumn: duration_min"),
        ]
        return Dictionary(uniqueKeysWithValues: metrics.map { metric in
            let title = StarterSite.yamlText(words("metric." + metric.key)), unit = StarterSite.yamlText(metric.unit)
            return (metric.file + ".yaml", "title: \(title)\nunit: \(unit)\n\(metric.rest)\n")
        })
    }

    /// The weekly report: four metric cards over the ISO week (steps, active energy, sleep, resting heart
    /// rate), this week's workouts and links on.
    var index: String {
        let title = words("starter.this_week"), sunday = StarterData.lastDay
        let intro = words("starter.week_intro", ["week": String(Self.weekNumber), "first": words.spanStart(reportWeek),
                                                 "last": words.longDate(sunday)])
        let note = words("starter.period_note").split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
        return """
            ---
            title: \(StarterSite.yamlText(title))
            description: \(StarterSite.yamlText(words("starter.week_description", ["range": words.range(reportWeek, sunday)])))
            date: \(sunday)
            period: 2026-W\(Self.weekNumber)
            icon: heart.fill
            tint: red
            ---

            # \(title)

            \(intro)

            ## \(words("starter.activity")) {icon=figure.run tint=orange}

            ```metric
            file: metrics/steps.csv
            style: tinted
            ```

            ```metric
            file: metrics/active-energy.csv
            style: regular
            ```

            \(rows(data.workouts(inWeekStarting: reportWeek), linkPrefix: "workouts/"))

            ## \(words("starter.recovery")) {icon=bed.double.fill tint=indigo}

            ```metric
            file: metrics/sleep.csv
            style: regular
            ```

            \(note.joined(separator: "\n"))

            ## \(words("starter.heart")) {icon=heart.fill tint=red}

            ```metric
            file: metrics/resting-heart-rate.csv
            style: hero
            ```

            ## \(words("starter.more")) {icon=list.bullet tint=blue}

            - [\(words("starter.every_week"))](weeks/index.md) \(words("starter.every_week_note"))
            - [\(words.month(StarterData.lastDay, title: true))](november.md) \(words("starter.month_note"))
            - [\(words("starter.workouts"))](workouts/index.md) \(words("starter.workouts_note"))

            """
    }

    /// The month page: the same metrics over `period: 2026-11`, side by side.
    var month: String {
        let title = words.month(StarterData.lastDay, title: true), previous = words.month(StarterData.firstDay)
        let description = words("starter.month_description", ["month": words.monthYear(StarterData.lastDay), "previous": previous])
        return """
            ---
            title: \(StarterSite.yamlText(title))
            description: \(StarterSite.yamlText(description))
            date: \(StarterData.lastDay)
            period: 2026-11
            icon: chart.line.uptrend.xyaxis
            tint: blue
            ---

            # \(title)

            \(words("starter.month_intro", ["period": "2026-11", "previous": previous]))

            ## \(words("starter.month_glance")) {icon=calendar tint=blue layout=horizontal}

            ```metric
            file: metrics/steps.csv
            ```

            ```metric
            file: metrics/active-energy.csv
            ```

            ```metric
            file: metrics/sleep.csv
            ```

            ```metric
            file: metrics/resting-heart-rate.csv
            ```

            """
    }

    /// The workout list: this week's sessions (with detail pages) and last week's.
    var workoutsIndex: String {
        let this = data.workouts(inWeekStarting: reportWeek)
        let last = data.workouts(inWeekStarting: previousWeek)
        let title = words("starter.workouts")
        let description = words("starter.workouts_description", ["week": String(Self.weekNumber), "previous": String(Self.weekNumber - 1)])
        return """
            ---
            title: \(StarterSite.yamlText(title))
            description: \(StarterSite.yamlText(description))
            date: \(StarterData.lastDay)
            icon: figure.run
            tint: orange
            ---

            # \(title)

            \(words("starter.workouts_intro"))

            ## \(words("starter.this_week")) {icon=calendar tint=orange}

            \(rows(this, linkPrefix: ""))

            \(total(this))

            ## \(words("starter.last_week")) {icon=clock tint=indigo}

            \(last.map { "- \($0.kind.title(words)) — \(words.weekday($0.day)) · \($0.summary(words))" }.joined(separator: "\n"))

            \(total(last))

            ## \(words("starter.since", ["month": words.month(StarterData.firstDay)])) {icon=chart.line.uptrend.xyaxis tint=orange}

            - [\(words("metric.workouts"))](../metrics/workouts/) \(words("starter.workout_time_note"))
            - [\(words("starter.data"))](../metrics/workouts.csv) \(words("starter.data_note"))

            """
    }

    /// Navigation rows to workout pages.
    private func rows(_ workouts: [StarterWorkout], linkPrefix: String) -> String {
        workouts.map { "- [\($0.kind.title(words))](\(linkPrefix)\($0.fileName)) \(words.weekday($0.day)) · \($0.summary(words))" }
            .joined(separator: "\n")
    }

    /// `Total: 4 workouts, 25.3 km, 3 h 12 min.`
    private func total(_ workouts: [StarterWorkout]) -> String {
        let tenths = workouts.reduce(0) { $0 + ($1.distanceTenths ?? 0) }
        let minutes = workouts.reduce(0) { $0 + $1.minutes }
        return words("starter.total", ["count": String(workouts.count), "distance": words.kilometres(tenths),
                                       "duration": words.duration(minutes)])
    }
}
