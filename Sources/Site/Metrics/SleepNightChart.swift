import Localization
import Metrics
import Surfaces

/// The nights of a `chart: hypnogram` metric file and the ``Hypnogram`` of one of them, in the page's language.
///
/// The file's rows are stretches of one stage: the row's time is where the stretch starts, and its one filled
/// stage column how long it lasts (a column named `awake…`, `rem…`, `core…` or `light…`, `deep…`; in minutes,
/// or hours when the name ends in `_h`). Times are instants, placed on the file's zone's clock (with its
/// DST changes: a night across one has a repeated or a skipped hour on its axis). Under `time_zone: recorded`
/// (what `cardstock import apple-health` writes) each stretch keeps the offset its start was written with: the
/// stretches are placed by their instants, and times are read on the clock of the latest stretch begun (an hour
/// inside a stretch over which the offset changes is left unlabelled, as where the clock jumped is unknown). A stretch belongs to the
/// night named after the morning it ends, as ``SleepAccumulator`` counts them: the local date of its end
/// plus six hours. Stage names and the segments' titles ("Deep, 01:00–02:30") come from the string table,
/// times from CLDR in the page's language.
struct SleepNightChart {
    /// One stretch: instants in seconds since 1970 UTC.
    struct Stretch: Hashable {
        var start: Double
        var end: Double
        var stage: SleepStage
        /// Under `time_zone: recorded`, the UTC offset the start was written with (seconds east), else `nil`.
        var offset: Int? = nil
    }

    /// Every stretch of the file, by start.
    let stretches: [Stretch]
    /// The clock the times are shown on.
    let zone: MetricTimeZone
    /// The page's words.
    let text: MetricText
    /// Whether the times are on each stretch's recorded clock (``Stretch/offset``) rather than on ``zone``'s.
    let isRecorded: Bool

    /// Reads the stretches of `series`.
    init(_ series: MetricSeries, text: MetricText) {
        var found: [Stretch] = []
        // Recorded wall-clock times become instants by their own offsets.
        let offsets = series.timeZone.keepsRecordedClock ? series.recordedOffsets.flatMap { $0.count == series.times.count ? $0 : nil } : nil
        for (c, name) in series.columns.enumerated() {
            guard let stage = SleepNightChart.stage(ofColumn: name), c < series.values.count else { continue }
            let scale = name.lowercased().hasSuffix("_h") ? 3600.0 : 60.0
            for (i, value) in series.values[c].enumerated() {
                guard let value, value.isFinite, value > 0, i < series.times.count else { continue }
                let start = series.times[i] - Double(offsets?[i] ?? 0)
                found.append(Stretch(start: start, end: start + value * scale, stage: stage, offset: offsets?[i]))
            }
        }
        stretches = found.sorted { ($0.start, $0.stage.rawValue) < ($1.start, $1.stage.rawValue) }
        zone = series.timeZone
        isRecorded = offsets != nil
        self.text = text
    }

    /// The stage a column holds, by its name's start (`deep_min` → deep, `Light` → core), else `nil`.
    static func stage(ofColumn name: String) -> SleepStage? {
        let lower = name.lowercased()
        if lower.hasPrefix("awake") || lower.hasPrefix("wake") { return .awake }
        if lower.hasPrefix("rem") { return .rem }
        if lower.hasPrefix("core") || lower.hasPrefix("light") { return .core }
        if lower.hasPrefix("deep") { return .deep }
        return nil
    }

    /// The night a stretch belongs to: the local day of its end plus six hours.
    func night(of stretch: Stretch) -> CalendarDay {
        night(endingAt: stretch.end)
    }

    /// The night of a stretch ending at `end`: the day of its local time plus six hours (on the recorded clock,
    /// that of the end's offset, as the importer counts nights).
    func night(endingAt end: Double) -> CalendarDay {
        guard isRecorded else { return zone.day(of: end + 6 * 3600) }
        return MetricTimeZone.utc.day(of: end + Double(offset(at: end)) + 6 * 3600)
    }

    /// The index of the last stretch that starts at or before `instant` (`nil` before the first).
    private func latestStretch(at instant: Double) -> Int? {
        var low = 0, high = stretches.count
        while low < high {
            let mid = (low + high) / 2
            if stretches[mid].start <= instant { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? low - 1 : nil
    }

    /// The UTC offset of the clock at `instant`: the zone's, or on the recorded clock that of the latest stretch begun.
    func offset(at instant: Double) -> Int {
        guard isRecorded else { return zone.secondsFromUTC(at: instant) }
        return stretches[latestStretch(at: instant) ?? 0].offset ?? 0
    }

    /// Whether the clock at `instant` is known: always on a zone's clock; on the recorded one, unless `instant` is
    /// inside a stretch whose offset differs from the next one's (the change happened somewhere within it).
    func clockIsKnown(at instant: Double) -> Bool {
        guard isRecorded, let i = latestStretch(at: instant), i + 1 < stretches.count else { return true }
        return stretches[i].offset == stretches[i + 1].offset || instant == stretches[i].start
    }

    /// The last night with stretches in `period` (any night when `nil`).
    func lastNight(in period: ReportPeriod?) -> CalendarDay? {
        var last: CalendarDay?
        for s in stretches {
            let n = night(of: s)
            if let period, n < period.start || n > period.end { continue }
            if last.map({ n > $0 }) ?? true { last = n }
        }
        return last
    }

    /// The stretches of `night`.
    func stretches(of night: CalendarDay) -> [Stretch] {
        stretches.filter { self.night(of: $0) == night }
    }

    /// The local clock time of an instant in the page's language (`11:30 PM`, `23:30`).
    func clock(_ instant: Double) -> String {
        let local = instant + Double(offset(at: instant))
        let minutes = Int((local / 60).rounded(.down))
        let hour = ((minutes / 60) % 24 + 24) % 24, minute = (minutes % 60 + 60) % 60
        return (text.localizer.cldr ?? SleepNightChart.englishClock).clockTime(hour: hour, minute: minute)
    }

    /// English clock times by CLDR (`11:30 PM`): English pages otherwise keep Cardstock's own formats, which
    /// have no clock; made on first use.
    static let englishClock = CLDRFormats(localeIdentifier: "en")

    /// The page language's name of a stage (`Deep`, 深度, `Tief`).
    func name(_ stage: SleepStage) -> String { text("sleep." + stage.name) }

    /// The drawn segments of `stretches`, each titled with its stage and times.
    func segments(_ stretches: [Stretch]) -> [SleepSegment] {
        stretches.map { s in
            SleepSegment(start: s.start, end: s.end, stage: s.stage,
                         title: text("sleep.stretch", ["stage": name(s.stage), "from": clock(s.start), "to": clock(s.end)]))
        }
    }

    /// Labels at the local whole hours between `start` and `end`, every 1, 2 or 3 hours so that at most six
    /// are drawn (an hour repeated by a DST change is labelled twice, a skipped one not at all).
    func ticks(from start: Double, to end: Double) -> [ChartTick] {
        guard start.isFinite, end.isFinite, end > start, end - start <= 2 * 86_400 else { return [] }
        let hours = (end - start) / 3600
        let step = hours <= 6 ? 1 : hours <= 12 ? 2 : 3
        var ticks: [ChartTick] = []
        var t = (start / 900).rounded(.up) * 900  // quarter hours: every zone's whole hours fall on one
        while t <= end {
            let local = Int(t) + offset(at: t)
            let hour = ((local / 3600) % 24 + 24) % 24
            if ((local % 3600) + 3600) % 3600 == 0, hour % step == 0, clockIsKnown(at: t) {
                ticks.append(ChartTick(x: t, label: clock(t)))
            }
            t += 900
        }
        return ticks
    }

    /// The accessible summary of a night: its times and each stage's total (`11:05 PM–6:40 AM: Deep 1 h 30 min, …`).
    func summary(_ stretches: [Stretch]) -> String {
        guard let first = stretches.first?.start, let last = stretches.map(\.end).max() else { return "" }
        let totals = SleepStage.allCases.compactMap { stage -> String? in
            let minutes = stretches.filter { $0.stage == stage }.reduce(0) { $0 + ($1.end - $1.start) / 60 }
            guard minutes > 0 else { return nil }
            return name(stage) + " " + (text.duration(minutes.rounded() / 60, unit: "h") ?? text.number(minutes.rounded()))
        }
        let stages = totals.dropFirst().reduce(totals.first ?? "") { text("sleep.stage_list", ["first": $0, "second": $1]) }
        return text("sleep.night_summary", ["from": clock(first), "to": clock(last), "stages": stages])
    }

    /// The hypnogram of `period`'s last night (an empty chart saying `empty` when the period has none).
    func chart(_ a11y: ChartAccessibility, in period: ReportPeriod, empty: String) -> Hypnogram {
        let night = lastNight(in: period).map { stretches(of: $0) } ?? []
        let lanes = SleepStage.allCases.map(name)
        guard let first = night.first?.start, let last = night.map(\.end).max() else {
            return Hypnogram(a11y, segments: [], laneNames: lanes, emptyMessage: empty)
        }
        let title = text("sleep.night_title", ["title": a11y.title, "date": text.shortLabel(self.night(endingAt: last))])
        return Hypnogram(ChartAccessibility(idPrefix: a11y.idPrefix, title: title, summary: summary(night)),
                         segments: segments(night), laneNames: lanes, ticks: ticks(from: first, to: last), emptyMessage: empty)
    }
}
