/// Whether a change is good news, given which direction is good.
public enum ChangeAssessment: String, Sendable, Hashable {
    /// Moved in the good direction.
    case improved
    /// Moved in the bad direction.
    case worsened
    /// No change at display precision.
    case unchanged
    /// Cannot be judged: the direction is `neither`, or a period has no data.
    case neutral
}

/// A period's aggregate compared with the previous period's.
public struct MetricComparison: Sendable, Hashable {
    /// This period's aggregate, `nil` without data.
    public var current: Double?
    /// The previous period's aggregate, `nil` without data.
    public var previous: Double?
    /// Which direction is good.
    public var goodDirection: GoodDirection
    /// This period.
    public var period: ReportPeriod
    /// The previous period.
    public var previousPeriod: ReportPeriod

    /// Creates a comparison.
    public init(current: Double?, previous: Double?, goodDirection: GoodDirection, period: ReportPeriod,
                previousPeriod: ReportPeriod) {
        self.current = current
        self.previous = previous
        self.goodDirection = goodDirection
        self.period = period
        self.previousPeriod = previousPeriod
    }

    /// `current - previous` (on their decimals, see ``DecimalArithmetic``), or `nil` when either is missing or the difference is not a finite
    /// number (a sum that overflowed, or values near ±1.8e308).
    public var absoluteChange: Double? {
        guard let c = current, let p = previous else { return nil }
        let d = DecimalArithmetic.difference(c, p)
        return d.isFinite ? d : nil
    }

    /// The change in percent of the previous value; `nil` when the previous value is 0 or missing,
    /// or when the percentage is not a finite number (a previous value of 1e-300).
    public var percentChange: Double? {
        guard let d = absoluteChange, let p = previous, let percent = DecimalArithmetic.percent(d, of: p) else { return nil }
        return percent.isFinite ? percent : nil
    }

    /// Decimals for the change: those of the larger of the two values (see ``MetricFormatting``),
    /// so a change is never shown more precisely than the values it compares.
    public var changeDecimals: Int {
        MetricFormatting.decimals(for: Swift.max(current?.magnitude ?? 0, previous?.magnitude ?? 0))
    }

    /// The absolute change as shown: magnitude only, at ``changeDecimals`` (`3`, `0.2`, `1,200`).
    public var formattedChange: String? {
        absoluteChange.map { MetricFormatting.number($0.magnitude, decimals: changeDecimals) }
    }

    /// Whether the change rounds to zero at display precision.
    public var isUnchanged: Bool { formattedChange == "0" }

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

    /// A sentence such as `52 bpm this week, 3 lower than last week`, `8,432 steps this week,
    /// the same as last week`, or `52 bpm this week` without previous data; `title` is prepended
    /// when given (`Resting heart rate 52 bpm this week, …`). `nil` when this period has no data.
    public func sentence(unit: String?, title: String? = nil) -> String? {
        guard let c = current else { return nil }
        var out = ""
        if let title = title, !title.isEmpty { out = title + " " }
        out += MetricFormatting.value(c, unit: unit) + " " + period.phrase
        guard let change = formattedChange, let word = directionWord else { return out }
        if word == "same" { return out + ", the same as " + period.previousPhrase }
        return out + ", " + change + " " + word + " than " + period.previousPhrase
    }
}
