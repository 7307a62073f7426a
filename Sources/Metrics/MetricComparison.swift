/// Whether a change is good news, given which direction is good.
package enum ChangeAssessment: String, Sendable, Hashable {
    /// Moved in the good direction.
    case improved
    /// Moved in the bad direction.
    case worsened
    /// About the same: within `same_within:`, or rounding to zero as shown.
    case unchanged
    /// Cannot be judged: the direction is `neither`, or a period has no data.
    case neutral
}

/// A period's aggregate compared with another figure: the previous period's (the default), the same
/// period's a year earlier, or the mean of several previous periods' (``MetricComparisonKind``).
package struct MetricComparison: Sendable, Hashable {
    /// This period's aggregate, `nil` without data.
    package let current: Double?
    /// The previous period's aggregate, `nil` without data.
    package let previous: Double?
    /// Which direction is good.
    package var goodDirection: GoodDirection
    /// This period.
    package var period: ReportPeriod
    /// The period compared with (for `average`, the nearest of the averaged periods).
    package var previousPeriod: ReportPeriod
    /// What ``previous`` is.
    package var kind: MetricComparisonKind
    /// For `average: N`, how many of the N periods had data (and were averaged); else 1 with a previous value.
    package var averagedCount: Int
    /// `same_within:`; `nil`: a change that rounds to zero at ``changeDecimals`` is about the same.
    package let sameWithin: MetricComparisonThreshold?
    /// `current - previous` (exactly, see ``exactChange``), or `nil` when either is missing or the
    /// difference is not a finite number (a sum that overflowed, or values near ±1.8e308). Computed once: the change
    /// words, the assessment and the percentage all ask for it.
    package let absoluteChange: Double?
    /// This period's figure as an exact fraction (a mean is the exact total over the count), `nil` without one.
    package let exactCurrent: ExactNumber?
    /// The compared figure as an exact fraction, `nil` without one.
    package let exactPrevious: ExactNumber?
    /// `current - previous` exactly (`nil` when a figure is missing or beyond the exact range).
    package let exactChange: ExactNumber?
    /// The metric's unit: a change in hours or minutes is shown, and judged, in whole minutes.
    package let unit: String?
    /// Decimals for the change (see ``changeDecimals(current:previous:change:sameWithin:)``).
    package let changeDecimals: Int
    /// The absolute change as shown: magnitude only, at ``changeDecimals`` (`3`, `0.2`, `1,200`).
    package let formattedChange: String?
    /// A `sum` metric's days of both periods inside its history (``MetricCoverage``); `nil` for other metrics and
    /// `average: N`.
    package let coverage: MetricCoverage?
    /// Whether ``current`` and ``previous`` are daily averages of a `sum` metric (the total over the days with data),
    /// not the periods' totals: see ``MetricSeries/sumComparison(column:metadata:period:kind:)``.
    package let isPerDay: Bool
    /// The period's own figure as a card shows it (a `sum` metric's total even when ``isPerDay``), `nil` without data.
    package let figure: Double?
    /// ``figure`` as an exact fraction.
    package let exactFigure: ExactNumber?

    /// Whether the compared period is partly covered (``MetricCoverage/isPartial``) while both have data: then
    /// there is no change (``absoluteChange`` is `nil`), and the change line says how many days have data.
    package var isPartialCoverage: Bool { current != nil && previous != nil && coverage?.isPartial == true }

    /// Whether there is a change of daily averages (``isPerDay`` with a change to show): a sentence then names
    /// this period's daily average rather than its total.
    package var changesDailyAverage: Bool { isPerDay && directionWord != nil }

    /// Creates a comparison. `exactCurrent` and `exactPrevious` are the figures as exact fractions when the
    /// caller has them (a mean of 72.2 over 6 days); by default the shortest decimals of `current` and `previous`.
    /// `coverage`, `isPerDay` and `figure` (the period's total when the figures compared are daily averages; by
    /// default `current`) describe a `sum` metric's comparison.
    package init(current: Double?, previous: Double?, goodDirection: GoodDirection, period: ReportPeriod,
                previousPeriod: ReportPeriod, kind: MetricComparisonKind = .previous, averagedCount: Int? = nil,
                sameWithin: MetricComparisonThreshold? = nil, exactCurrent: ExactNumber? = nil,
                exactPrevious: ExactNumber? = nil, unit: String? = nil, coverage: MetricCoverage? = nil,
                isPerDay: Bool = false, figure: (value: Double?, exact: ExactNumber?)? = nil) {
        self.current = current
        self.previous = previous
        self.goodDirection = goodDirection
        self.period = period
        self.previousPeriod = previousPeriod
        self.kind = kind
        self.averagedCount = averagedCount ?? (previous == nil ? 0 : 1)
        self.sameWithin = sameWithin
        self.unit = unit
        self.coverage = coverage
        self.isPerDay = isPerDay
        let c = current == nil ? nil : exactCurrent ?? current.flatMap(ExactNumber.init)
        let p = previous == nil ? nil : exactPrevious ?? previous.flatMap(ExactNumber.init)
        self.exactCurrent = c
        self.exactPrevious = p
        self.figure = figure.map(\.value) ?? current
        exactFigure = figure.map { $0.value == nil ? nil : $0.exact ?? $0.value.flatMap(ExactNumber.init) } ?? c
        // A partly covered period is not compared (no change, no percentage, no assessment).
        let comparable = !(current != nil && previous != nil && coverage?.isPartial == true)
        let exact = comparable ? c.flatMap { c in p.flatMap { ExactNumber.difference(c, $0) } } : nil
        exactChange = exact
        var change: Double?
        if let exact {
            change = exact.doubleValue
        } else if comparable, let c = current, let p = previous {
            let d = DecimalArithmetic.difference(c, p)
            change = d.isFinite ? d : nil
        }
        absoluteChange = change
        let decimals = MetricComparison.changeDecimals(current: current, previous: previous, change: change, exactChange: exact,
                                                      sameWithin: sameWithin)
        changeDecimals = decimals
        formattedChange = change.map { d in exact.map { MetricFormatting.number($0.magnitude, decimals: decimals) }
            ?? MetricFormatting.number(d.magnitude, decimals: decimals) }
    }

    /// The change in percent of the previous value; `nil` when the previous value is 0 or missing,
    /// or when the percentage is not a finite number (a previous value of 1e-300).
    package var percentChange: Double? {
        if let exact = exactPercentChange { return exact.doubleValue }
        guard let d = absoluteChange, let p = previous, let percent = DecimalArithmetic.percent(d, of: p) else { return nil }
        return percent.isFinite ? percent : nil
    }

    /// The change in percent of the previous value, exactly (`nil` when it is 0, missing or out of range).
    package var exactPercentChange: ExactNumber? {
        guard let d = exactChange, let p = exactPrevious, !p.isZero,
              let share = ExactNumber.quotient(d, p.magnitude) else { return nil }
        return ExactNumber.product(share, ExactNumber(100))
    }

    /// Decimals for the change: those of the larger of the two values (see ``MetricFormatting``), so a change
    /// is never shown more precisely than the values it compares — except that
    /// - values below 0.1 get as many decimals as two significant digits of the larger one need (at most 6),
    ///   so 0.00012 and 0.00024 differ by `0.00012`, not by a `0` that would call them the same;
    /// - with a `same_within:` smaller than the display precision, a change outside it gets the decimals
    ///   (at most 6) that show it as a number other than 0.
    static func changeDecimals(current: Double?, previous: Double?, change: Double?, exactChange: ExactNumber? = nil,
                               sameWithin: MetricComparisonThreshold?) -> Int {
        let larger = Swift.max(current?.magnitude ?? 0, previous?.magnitude ?? 0)
        var decimals = MetricComparison.displayDecimals(for: larger)
        if let threshold = sameWithin, let d = change, d != 0, !threshold.holds(change: d, reference: previous ?? 0) {
            func shown(_ places: Int) -> String {
                exactChange.map { MetricFormatting.number($0.magnitude, decimals: places) }
                    ?? MetricFormatting.number(d.magnitude, decimals: places)
            }
            while decimals < 6, shown(decimals) == "0" { decimals += 1 }
        }
        return decimals
    }

    /// ``MetricFormatting/decimals(for:)`` (which already gives values below 0.01 two significant digits),
    /// raised from 0.01 to 0.1 to show two significant digits too (at most 6).
    static func displayDecimals(for magnitude: Double) -> Int {
        let base = MetricFormatting.decimals(for: magnitude)
        guard magnitude >= 0.01, magnitude < 0.1 else { return base }
        var decimals = base, scaled = magnitude * 100
        while scaled < 10, decimals < 6 {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }

    /// Whether the change is "about the same": it is shown as 0 (at ``changeDecimals``, or in whole minutes for a
    /// unit in hours: 0.006 h is 0 min), or it is within ``sameWithin`` when set (which can only widen it).
    package var isUnchanged: Bool {
        guard let d = absoluteChange else { return false }
        if isShownAsZero { return true }
        guard let threshold = sameWithin else { return false }
        if let exact = exactChange, let reference = exactPrevious { return threshold.holds(change: exact, reference: reference) }
        return threshold.holds(change: d, reference: previous ?? 0)
    }

    /// Whether the change's text shows it as 0: in whole minutes for hours (a change of 0.4 h is 24 min, of
    /// 0.008 h is 0 min) and for minutes (0.4 min is 0 min, 0.5 min is 1 min), else ``formattedChange``.
    package var isShownAsZero: Bool {
        guard let d = absoluteChange else { return false }
        if let unit, MetricFormatting.isHourUnit(unit) {
            if let exact = exactChange, let minutes = ExactNumber.product(exact.magnitude, ExactNumber(60)) {
                return MetricFormatting.number(minutes, decimals: 0) == "0"
            }
            return MetricFormatting.number(DecimalArithmetic.product(d.magnitude, 60), decimals: 0) == "0"
        }
        if unit == "min" {
            if let exact = exactChange { return MetricFormatting.number(exact.magnitude, decimals: 0) == "0" }
            return MetricFormatting.number(d.magnitude, decimals: 0) == "0"
        }
        return formattedChange == "0"
    }

    /// Whether the two figures are exactly equal (`Same as last week`, not `About the same`).
    package var isExactlySame: Bool { exactChange.map(\.isZero) ?? (absoluteChange == 0) }

    /// Improved / worsened / unchanged / neutral (see ``ChangeAssessment``).
    package var assessment: ChangeAssessment {
        guard let d = absoluteChange else { return .neutral }
        if isUnchanged { return .unchanged }
        switch goodDirection {
        case .neither: return .neutral
        case .higher: return d > 0 ? .improved : .worsened
        case .lower: return d < 0 ? .improved : .worsened
        }
    }

    /// `higher`, `lower`, `same` or `nil` without a comparison — the words for the change.
    package var directionWord: String? {
        guard let d = absoluteChange else { return nil }
        if isUnchanged { return "same" }
        return d > 0 ? "higher" : "lower"
    }

    /// A sentence (English, against the period just before) such as `52 bpm this week, 3 lower than last week`,
    /// `8,432 steps this week, the same as last week` (`about the same as` for a change within the threshold),
    /// or `52 bpm this week` without previous data; `title` is prepended
    /// when given (`Resting heart rate 52 bpm this week, …`). `nil` when this period has no data. The value is
    /// ``figure``; a change of daily averages (``isPerDay``) is left out, as the sentence names a total.
    package func sentence(unit: String?, title: String? = nil) -> String? {
        guard let c = figure ?? current else { return nil }
        var out = ""
        if let title = title, !title.isEmpty { out = title + " " }
        out += MetricFormatting.value(c, unit: unit) + " " + period.phrase
        guard !isPerDay, let change = formattedChange, let word = directionWord else { return out }
        if word == "same" { return out + (isExactlySame ? ", the same as " : ", about the same as ") + period.previousPhrase }
        return out + ", " + change + " " + word + " than " + period.previousPhrase
    }
}
