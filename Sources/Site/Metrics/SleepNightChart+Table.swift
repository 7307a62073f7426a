import Metrics
import Surfaces

extension SleepNightChart {
    /// The values table of `period`'s last night (the night the chart and statistics describe): one row per stretch,
    /// from bedtime to wake time, as Health lists a night's stage samples: its start–end on the night's clock (the
    /// times of the chart's segment titles), the stage's name and its length in whole minutes. The statistics give
    /// each stage's total and share already; this is the night itself, readable without the chart. `nil` when the
    /// period has no night (the statistics say so).
    func table(title: String, in period: ReportPeriod) -> MetricValueTable? {
        guard let night = lastNight(in: period) else { return nil }
        let rows = stretches(of: night).map { s in
            [text("sleep.span", ["from": clock(s.start), "to": clock(s.end)]), name(s.stage), duration((s.end - s.start) / 60)]
        }
        guard !rows.isEmpty else { return nil }
        let caption = text("sleep.table_caption", ["title": title, "date": text.label(night, withYear: true)])
        return MetricValueTable(caption: caption, columns: [text("sleep.table_time"), text("sleep.table_stage"),
                                                            text("sleep.table_duration")], rows: rows)
    }
}
