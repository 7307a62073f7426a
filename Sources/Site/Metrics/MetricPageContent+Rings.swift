import Metrics
import Surfaces

/// Activity rings (`chart: rings`) from a file with the columns `move`, `move_goal`, `exercise`,
/// `exercise_goal`, `stand`, `stand_goal` (what `cardstock import apple-health` writes to
/// `activity-rings.csv`): each ring's words in the page's language, a page's week or calendar of
/// rings, and a card's rings of the period's last day with data. Move is in the file's `unit:` (kcal without
/// one; an import in Chinese writes 千卡), Exercise in minutes, Stand in hours. A missing column reads as no data
/// (no value, or no goal).
extension MetricPageContent {
    /// The value and goal columns of each ring, and its unit.
    static let ringColumns: [(kind: ActivityRing.Kind, value: String, goal: String, unit: String)] = [
        (.move, "move", "move_goal", "kcal"), (.exercise, "exercise", "exercise_goal", "min"), (.stand, "stand", "stand_goal", "h"),
    ]

    /// The most days a ring chart draws (five weeks, as ``ActivityRingChart``): a month's calendar; the
    /// 6-month and year views show their last five weeks (a year of ring sets would weigh about 90 KB).
    static let maxRingDays = 35

    /// Each day of `period` (the last ``maxRingDays``) with its three rings, in day order; `moveUnit` is the Move
    /// ring's unit (the file's `unit:`; ``ringColumns``' kcal when `nil` or empty).
    static func ringDays(_ series: MetricSeries, in period: ReportPeriod, text: MetricText,
                         moveUnit: String? = nil) -> [(day: CalendarDay, rings: [ActivityRing])] {
        let columns = ringColumns.map { ring in
            var ring = ring
            if ring.kind == .move, let moveUnit, !moveUnit.isEmpty { ring.unit = moveUnit }
            return (ring, values(series, ring.value, period), values(series, ring.goal, period))
        }
        guard let dayList = columns.first(where: { !$0.1.isEmpty })?.1.map(\.day) else { return [] }
        let start = Swift.max(0, dayList.count - maxRingDays)
        return (start..<dayList.count).map { i in
            (dayList[i], columns.map { ring, values, goals in
                self.ring(ring.kind, value: i < values.count ? values[i].value : nil, goal: i < goals.count ? goals[i].value : nil,
                          unit: ring.unit, text: text)
            })
        }
    }

    /// A column's daily values in `period` (its last value each day), empty when the file lacks the column.
    private static func values(_ series: MetricSeries, _ column: String, _ period: ReportPeriod) -> [DailyValue] {
        guard let index = series.columnIndex(column) else { return [] }
        return series.dailyValues(column: index, .last, in: period)
    }

    /// One ring with its words: "Move 420 of 500 kcal", "Stand 9 h, no goal", "Exercise: no data".
    static func ring(_ kind: ActivityRing.Kind, value: Double?, goal: Double?, unit: String, text: MetricText) -> ActivityRing {
        let name = text("rings." + kind.rawValue)
        let value = value.flatMap { $0.isFinite ? $0 : nil }
        let goal = goal.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        // Plain numbers with the unit, not durations: "Exercise 75 of 30 min", "Stand 9 of 12 h".
        func amount(_ v: Double) -> String {
            let shown = text.number(v)
            return shown + MetricFormatting.unitSpace + text.localizer.unitForm(unit, shown: shown)
        }
        let words: String
        switch (value, goal) {
        case let (v?, g?):
            words = text("rings.value_goal", ["ring": name, "value": text.number(v), "goal": amount(g)])
        case let (v?, nil):
            words = text("rings.value_only", ["ring": name, "value": amount(v)])
        case (nil, _):
            words = text("rings.no_value", ["ring": name])
        }
        return ActivityRing(kind, value: value, goal: goal, text: words)
    }

    /// The three rings' words in one sentence.
    static func ringsSentence(_ rings: [ActivityRing], text: MetricText) -> String {
        func words(_ kind: ActivityRing.Kind) -> String { rings.first { $0.kind == kind }?.text ?? "" }
        return text("rings.list", ["move": words(.move), "exercise": words(.exercise), "stand": words(.stand)])
    }

    /// Seven weekday initials, Monday first (English when a translation does not have seven).
    static func weekdayInitials(_ text: MetricText) -> [String] {
        let parts = text("rings.weekdays").split(separator: " ").map(String.init)
        return parts.count == 7 ? parts : ActivityRingChart.englishWeekdays
    }

    /// The page's chart: a week of rings labelled by weekday, or a calendar labelled by day of the month;
    /// its description says every day with data.
    func ringChart(_ a11y: ChartAccessibility, empty: String) -> ActivityRingChart {
        let days = MetricPageContent.ringDays(file.series, in: period, text: text, moveUnit: file.metadata.unit)
        let initials = MetricPageContent.weekdayInitials(text)
        let week = days.count <= 7
        let chartDays = days.map { d in
            ActivityRingDay(day: d.day.daysSinceEpoch, label: week ? initials[d.day.isoWeekday - 1] : String(d.day.components.day), rings: d.rings)
        }
        let described = days.filter { $0.rings.contains { $0.value != nil } }.map { d in
            text("rings.day", ["date": text.shortLabel(d.day), "rings": MetricPageContent.ringsSentence(d.rings, text: text)])
        }
        let summary = described.isEmpty ? a11y.summary : described.joined(separator: "; ")
        let shift = (text.localizer.firstWeekday + 5) % 7
        return ActivityRingChart(ChartAccessibility(idPrefix: a11y.idPrefix, title: a11y.title, summary: summary), days: chartDays,
                                 weekdayLabels: Array(initials[shift...] + initials[..<shift]),
                                 firstWeekday: text.localizer.firstWeekday, emptyMessage: empty)
    }
}
