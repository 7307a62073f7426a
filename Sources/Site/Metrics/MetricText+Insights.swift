import Localization
import Metrics

/// Highlights and trends in words (``MetricHighlights``, ``MetricTrend``): one template of the string table per
/// rule, figures formatted as the rest of the page formats them (CLDR numbers and dates), the first letter of a
/// sentence capitalised (`Diese Woche höher …`).
extension MetricText {
    /// The sentence of one highlight.
    func sentence(_ highlight: MetricHighlight, unit: String?) -> String {
        switch highlight {
        case .change(let comparison):
            let value = comparedValue(comparison, current: true, unit: unit)
            let compared = comparedValue(comparison, current: false, unit: unit)
            let key = (comparison.absoluteChange ?? 0) > 0 ? "highlight.higher" : "highlight.lower"
            return capitalizedFirst(self(key, ["period": phrase(comparison.period), "previous": reference(comparison),
                                              "value": value, "reference": compared]))
        case .record(let record):
            let value = self.value(record.day.exactValue, record.day.value ?? 0, unit: unit)
            return capitalizedFirst(self(record.isHighest ? "highlight.record_high" : "highlight.record_low",
                                         ["value": value, "date": shortLabel(record.day.day)]))
        case .streak(let streak):
            return capitalizedFirst(self("highlight.streak", ["goal": self.value(streak.goal, unit: unit),
                                                              "count": count(streak.length), "date": shortLabel(streak.lastDay)]))
        }
    }

    /// One of the figures a change highlight compares: `80,607 steps`, or a `sum` metric's daily average as such
    /// (`9,409 steps a day`) when the comparison is of daily averages (``MetricComparison/isPerDay``).
    func comparedValue(_ comparison: MetricComparison, current: Bool, unit: String?) -> String {
        let shown = current ? value(comparison.exactCurrent, comparison.current ?? 0, unit: unit)
            : value(comparison.exactPrevious, comparison.previous ?? 0, unit: unit)
        return comparison.isPerDay ? self("stat.goal_daily_value", ["value": shown]) : shown
    }

    /// The sentence of a trend: up, down, "no trend", or not enough data (with the days it needs).
    func sentence(_ trend: MetricTrend, unit: String?) -> String {
        guard let recent = trend.recent, let earlier = trend.earlier, trend.direction != .notEnoughData else {
            return capitalizedFirst(self("trend.not_enough", ["recent_days": count(MetricTrend.minimumRecentDays),
                                                              "earlier_days": count(MetricTrend.minimumEarlierDays)]))
        }
        let values = ["recent": value(recent.exact, recent.value, unit: unit), "earlier": value(earlier.exact, earlier.value, unit: unit)]
        let key: String
        switch trend.direction {
        case .up: key = "trend.up"
        case .down: key = "trend.down"
        case .none, .notEnoughData: key = "trend.none"
        }
        return capitalizedFirst(self(key, ["recent": values["recent"] ?? "", "earlier": values["earlier"] ?? ""]))
    }

    /// `text` as a finished sentence: its first character upper-cased when it is a lower-case letter (`diese Woche …`
    /// at the start of a sentence; scripts without case are unchanged), and one full stop where an abbreviated date
    /// ends it (`am 10. Apr.`, not `Apr..`).
    func capitalizedFirst(_ text: String) -> String {
        var out = text
        if out.hasSuffix("..") { out.removeLast() }
        guard let first = out.first, first.isLowercase else { return out }
        return first.uppercased() + out.dropFirst()
    }
}
