/// Whether a change is good news, given which direction is good.
public enum ChangeAssessment: String, Sendable, Hashable {
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
public struct MetricComparison: Sendable, Hashable {
    /// This period's aggregate, `nil` without data.
    public let current: Double?
    /// The previous period's aggregate, `nil` without data.
    public let previous: Double?
    /// Which direction is good.
    public var goodDirection: GoodDirection
    /// This period.
    public var period: ReportPeriod
    /// The period compared with (for `average`, the nearest of the averaged periods).
    public var previousPeriod: ReportPeriod
    /// What ``previous`` is.
    public var kind: MetricComparisonKind
    /// For `average: N`, how many of the N periods had data (and were averaged); else 1 with a previous value.
    public var averagedCount: Int
    /// `same_within:`; `nil`: a change that rounds to zero at ``changeDecimals`` is about the same.
    public let sameWithin: MetricComparisonThreshold?
    /// `current - previous` (on their decimals, see ``DecimalArithmetic``), or `nil` when either is missing or the
    /// difference is not a finite number (a sum that overflowed, or values near ±1.8e308). Computed once: the change
    /// words, the assessment and the percentage all ask for it (each time two shortest-decimal conversions).
    public let absoluteChange: Double?
    /// Decimals for the change (see ``changeDecimals(current:previous:change:sameWithin:)``).
    public let changeDecimals: Int
    /// The absolute change as shown: magnitude only, at ``changeDecimals`` (`3`, `0.2`, `1,200`).
    public let formattedChange: String?

    /// Creates a comparison.
    public init(current: Double?, previous: Double?, goodDirection: GoodDirection, period: ReportPeriod,
                previousPeriod: ReportPeriod, kind: MetricComparisonKind = .previous, averagedCount: Int? = nil,
                sameWithin: MetricComparisonThreshold? = nil) {
        self.current = current
        self.previous = previous
        self.goodDirection = goodDirection
        self.period = period
        self.previousPeriod = previousPeriod
        self.kind = kind
        self.averagedCount = averagedCount ?? (previous == nil ? 0 : 1)
        self.sameWithin = sameWithin
        var change: Double?
        if let c = current, let p = previous {
            let d = DecimalArithmetic.difference(c, p)
            change = d.isFinite ? d : nil
        }
        absoluteChange = change
        let decimals = MetricComparison.changeDecimals(current: current, previous: previous, change: change, sameWithin: sameWithin)
        changeDecimals = decimals
        formattedChange = change.map { MetricFormatting.number($0.magnitude, decimals: decimals) }
    }

    /// The change in percent of the previous value; `nil` when the previous value is 0 or missing,
    /// or when the percentage is not a finite number (a previous value of 1e-300).
    public var percentChange: Double? {
        guard let d = absoluteChange, let p = previous, let percent = DecimalArithmetic.percent(d, of: p) else { return nil }
        return percent.isFinite ? percent : nil
    }

    /// Decimals for the change: those of the larger of the two values (see ``MetricFormatting``), so a change
    /// is never shown more precisely than the values it compares — except that
    /// - values below 0.1 get as many decimals as two significant digits of the larger one need (at most 6),
    ///   so 0.00012 and 0.00024 differ by `0.00012`, not by a `0` that would call them the same;
    /// - with a `same_within:` smaller than the display precision, a change outside it gets the decimals
    ///   (at most 6) that show it as a number other than 0.
    static func changeDecimals(current: Double?, previous: Double?, change: Double?,
                               sameWithin: MetricComparisonThreshold?) -> Int {
        let larger = Swift.max(current?.magnitude ?? 0, previous?.magnitude ?? 0)
        var decimals = MetricComparison.displayDecimals(for: larger)
        if let threshold = sameWithin, let d = change, d != 0, !threshold.holds(change: d, reference: previous ?? 0) {
            while decimals < 6, MetricFormatting.number(d.magnitude, decimals: decimals) == "0" { decimals += 1 }
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

    /// Whether the change is "about the same": within ``sameWithin`` when set, else rounding to zero at
    /// ``changeDecimals`` (a change that shows as a number other than 0 is never the same).
    public var isUnchanged: Bool {
        guard let d = absoluteChange else { return false }
        if let threshold = sameWithin { return threshold.holds(change: d, reference: previous ?? 0) }
        return formattedChange == "0"
    }

    /// Whether the two figures are exactly equal (`Same as last week`, not `About the same`).
    public var isExactlySame: Bool { absoluteChange == 0 }

    /// Improved / worsened / unchanged / neutral (see ``ChangeAssessment``).
    public var assessment: ChangeAssessment {
        guard let d = absoluteChange else { return .neutral }
        if isUnchanged { return .unchanged }
        switch goodDirection {
        case .neither: return .neutral
        case .higher: return d > 0 ? .improved : .worsened
        case .lower: return d < 0 ? .improved : .worsened
        }
    }

    /// `higher`, `lower`, `same` or `nil` without a comparison — the words for the change.
    public var directionWord: String? {
        guard let d = absoluteChange else { return nil }
        if isUnchanged { return "same" }
        return d > 0 ? "higher" : "lower"
    }

    /// A sentence (English, against the period just before) such as `52 bpm this week, 3 lower than last week`,
    /// `8,432 steps this week, the same as last week` (`about the same as` for a change within the threshold),
    /// or `52 bpm this week` without previous data; `title` is prepended
    /// when given (`Resting heart rate 52 bpm this week, …`). `nil` when this period has no data.
    public func sentence(unit: String?, title: String? = nil) -> String? {
        guard let c = current else { return nil }
        var out = ""
        if let title = title, !title.isEmpty { out = title + " " }
        out += MetricFormatting.value(c, unit: unit) + " " + period.phrase
        guard let change = formattedChange, let word = directionWord else { return out }
        if word == "same" { return out + (isExactlySame ? ", the same as " : ", about the same as ") + period.previousPhrase }
        return out + ", " + change + " " + word + " than " + period.previousPhrase
    }
}
