import Metrics
import Surfaces

extension SleepNightChart {
    /// The minutes of each stage in some stretches, and the night's first start and last end (instants).
    struct NightTotals: Equatable {
        /// Minutes per stage, indexed by ``SleepStage/rawValue``.
        var minutes: [Double]
        /// The first stretch's start.
        var bedtime: Double
        /// The latest stretch end.
        var wakeTime: Double

        /// Minutes asleep: every stage but awake.
        var asleep: Double { SleepStage.allCases.filter { $0 != .awake }.reduce(0) { $0 + minutes[$1.rawValue] } }
    }

    /// The totals of `stretches`, `nil` without any.
    static func totals(_ stretches: [Stretch]) -> NightTotals? {
        guard let first = stretches.map(\.start).min(), let last = stretches.map(\.end).max() else { return nil }
        var minutes = [Double](repeating: 0, count: SleepStage.allCases.count)
        for s in stretches { minutes[s.stage.rawValue] += (s.end - s.start) / 60 }
        return NightTotals(minutes: minutes, bedtime: first, wakeTime: last)
    }

    /// The statistics of `period`'s last night (the night the chart draws), as the Health app shows a night: the
    /// night, time asleep (the stages but awake), the time in REM, core and deep with each one's share of the time
    /// asleep, time awake, bedtime (the first stretch's start) and wake time (the last stretch's end), on the
    /// file's clock; one "no data" row when the period has no night.
    func statistics(in period: ReportPeriod) -> [MetricStatistic] {
        guard let night = lastNight(in: period), let totals = Self.totals(stretches(of: night)) else {
            return [MetricStatistic(label: text("stat.time_asleep"), value: text("stat.no_data_value"))]
        }
        let date = text.label(night, withYear: period.spansYears)
        var rows = [MetricStatistic(label: text("stat.night"), value: text("stat.night_value", ["date": date])),
                    MetricStatistic(label: text("stat.time_asleep"), value: duration(totals.asleep))]
        let asleep = totals.asleep
        for stage in [SleepStage.rem, .core, .deep] {
            let minutes = totals.minutes[stage.rawValue]
            let share = asleep > 0 ? text.value(minutes / asleep * 100, unit: "%", decimals: 0) : text("stat.no_data_value")
            rows.append(MetricStatistic(label: name(stage), value: text("stat.stage_share", ["duration": duration(minutes), "share": share])))
        }
        rows.append(MetricStatistic(label: text("stat.time_awake"), value: duration(totals.minutes[SleepStage.awake.rawValue])))
        rows.append(MetricStatistic(label: text("stat.bedtime"), value: clock(totals.bedtime)))
        rows.append(MetricStatistic(label: text("stat.wake_time"), value: clock(totals.wakeTime)))
        return rows
    }

    /// The headline of a range whose last night is drawn: the night's time asleep (`TIME ASLEEP · 7 h 43 min · Night to
    /// Nov 29, 2026`), or no data over the range's dates.
    func headline(in period: ReportPeriod) -> MetricRangeHeadline {
        guard let night = lastNight(in: period), let totals = Self.totals(stretches(of: night)) else {
            return MetricRangeHeadline(kind: text("stat.time_asleep"), figure: text("stat.no_data_value"),
                                       dates: text.range(period.start, period.end, years: true))
        }
        return MetricRangeHeadline(kind: text("stat.time_asleep"), figure: duration(totals.asleep),
                                   dates: text("headline.night", ["date": text.label(night, withYear: true)]))
    }

    /// Minutes as hours and minutes, rounded to whole minutes (`7 h 43 min`, `0 min`).
    func duration(_ minutes: Double) -> String {
        let whole = minutes.rounded()
        return text.duration(whole / 60, unit: "h") ?? text.number(whole)
    }
}
