import Site
import Metrics

/// The Markdown pages and metric sidecars of the starter site, written over ``StarterData``.
struct StarterPages {
    let data: StarterData

    /// Monday of the report week (ISO week 2026-W48) and of the week before.
    var reportWeek: CalendarDay { StarterData.lastDay.adding(days: -6) }
    var previousWeek: CalendarDay { reportWeek.adding(days: -7) }

    /// Every page and metric file, by path relative to the site folder.
    var files: [String: String] {
        var files: [String: String] = [
            "content/index.md": index,
            "content/november.md": month,
            "content/workouts/index.md": workoutsIndex,
            "content/weeks/index.md": Self.weeklySeries,
            "content/metrics/steps.csv": data.stepsCSV,
            "content/metrics/active-energy.csv": data.activeEnergyCSV,
            "content/metrics/sleep.csv": data.sleepCSV,
            "content/metrics/resting-heart-rate.csv": data.restingHeartRateCSV,
            "content/metrics/workouts.csv": data.workoutsCSV,
        ]
        for (name, text) in Self.sidecars { files["content/metrics/" + name] = text }
        for workout in data.workouts(inWeekStarting: reportWeek) { files["content/workouts/" + workout.fileName] = workout.page }
        return files
    }

    /// The metric sidecars (see the README's "Sidecar keys").
    static let sidecars: [String: String] = [
        "steps.yaml": """
            title: Steps
            unit: steps
            icon: figure.walk
            tint: orange
            aggregation: sum
            good: higher
            goal: 8000
            column: steps

            """,
        "active-energy.yaml": """
            title: Active energy
            unit: kcal
            icon: flame.fill
            tint: orange
            aggregation: sum
            good: higher
            goal: 500
            column: kcal

            """,
        "sleep.yaml": """
            title: Sleep
            unit: h
            icon: bed.double.fill
            tint: indigo
            aggregation: mean
            good: higher
            goal: 8
            column: asleep_h

            """,
        "resting-heart-rate.yaml": """
            title: Resting heart rate
            unit: bpm
            icon: heart.fill
            tint: red
            aggregation: mean
            good: lower
            normal_range: [50, 70]
            column: bpm

            """,
        "workouts.yaml": """
            title: Workout time
            unit: min
            icon: figure.run
            tint: orange
            aggregation: sum
            good: higher
            goal: 30
            column: duration_min

            """,
    ]

    /// The weekly report: four metric cards over the ISO week (steps, active energy, sleep, resting heart
    /// rate), this week's workouts and links on.
    var index: String {
        """
        ---
        title: This week
        description: A weekly report on sample data — activity, sleep and heart, 23–29 November 2026.
        date: \(StarterData.lastDay)
        period: 2026-W48
        icon: heart.fill
        tint: red
        ---

        # This week

        Week 48 · Monday 23 to Sunday 29 November 2026. Every number on this page comes from the sample
        files in `content/metrics/`: replace them with your own, or run
        `cardstock import apple-health export.zip`, and build again.

        ## Activity {icon=figure.run tint=orange}

        ```metric
        file: metrics/steps.csv
        style: tinted
        ```

        ```metric
        file: metrics/active-energy.csv
        style: regular
        ```

        \(rows(data.workouts(inWeekStarting: reportWeek), linkPrefix: "workouts/"))

        ## Recovery {icon=bed.double.fill tint=indigo}

        ```metric
        file: metrics/sleep.csv
        style: regular
        ```

        > Cards compare the week in `period:` with the week before; change the period in this page's
        > front matter and the numbers follow.

        ## Heart {icon=heart.fill tint=red}

        ```metric
        file: metrics/resting-heart-rate.csv
        style: hero
        ```

        ## More {icon=list.bullet tint=blue}

        - [Every week](weeks/index.md) One report per week with data, made from one template
        - [November](november.md) The whole month in the same four cards
        - [Workouts](workouts/index.md) This week's sessions and last week's

        """
    }

    /// The month page: the same metrics over `period: 2026-11`, side by side.
    var month: String {
        """
        ---
        title: November
        description: November 2026 compared with October, on the starter's sample data.
        date: \(StarterData.lastDay)
        period: 2026-11
        icon: chart.line.uptrend.xyaxis
        tint: blue
        ---

        # November

        The same metric files as [this week](index.md), summarised over `period: 2026-11` and compared
        with October.

        ## Month at a glance {icon=calendar tint=blue layout=horizontal}

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
        return """
            ---
            title: Workouts
            description: The sessions of week 48 with a detail page each, and week 47 for comparison.
            date: \(StarterData.lastDay)
            icon: figure.run
            tint: orange
            ---

            # Workouts

            Tap a workout for its stats.

            ## This week {icon=calendar tint=orange}

            \(rows(this, linkPrefix: ""))

            \(total(this))

            ## Last week {icon=clock tint=indigo}

            \(last.map { "- \($0.kind.title) — \($0.weekday) · \($0.summary)" }.joined(separator: "\n"))

            \(total(last))

            ## Since October {icon=chart.line.uptrend.xyaxis tint=orange}

            - [Workout time](../metrics/workouts/) Minutes of every session, day by day
            - [The data](../metrics/workouts.csv) One row per workout, as CSV

            """
    }

    /// Navigation rows to workout pages.
    private func rows(_ workouts: [StarterWorkout], linkPrefix: String) -> String {
        workouts.map { "- [\($0.kind.title)](\(linkPrefix)\($0.fileName)) \($0.weekday) · \($0.summary)" }
            .joined(separator: "\n")
    }

    /// `Total: 4 workouts, 25.3 km, 3 h 12 min.`
    private func total(_ workouts: [StarterWorkout]) -> String {
        let tenths = workouts.reduce(0) { $0 + ($1.distanceTenths ?? 0) }
        let minutes = workouts.reduce(0) { $0 + $1.minutes }
        return "Total: \(workouts.count) workouts, \(StarterData.decimal(tenths, places: 1)) km, \(StarterWorkout.duration(minutes))."
    }
}
