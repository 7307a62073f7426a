/// One sample of a chart series: a position on the x axis (any unit the caller chooses, e.g.
/// days since the period start) and a value, or `nil` for a missing sample (drawn as a gap).
public struct ChartSeriesPoint: Hashable, Sendable {
    /// The position along the x axis.
    public var x: Double
    /// The value, or `nil` when the sample is missing. Non-finite values count as missing.
    public var y: Double?
    /// What the point's own mark says (its SVG `<title>`: a tooltip, read by screen readers), e.g.
    /// "Nov 24: 8,123 steps"; formatted by the caller in the page's language. `nil`: no title.
    public var label: String?

    /// Creates a point at `x` with value `y` (`nil`: missing) and the `label` of its mark.
    public init(x: Double, y: Double?, label: String? = nil) {
        self.x = x
        self.y = y
        self.label = label
    }

    /// The value if it is present and finite.
    var value: Double? {
        guard let y, y.isFinite else { return nil }
        return y
    }
}

/// A labelled tick on the x axis (the site layer formats the dates, e.g. "Nov 24").
public struct ChartTick: Hashable, Sendable {
    /// Where the tick sits, in the same unit as ``ChartSeriesPoint/x``.
    public var x: Double
    /// The label under the tick.
    public var label: String

    /// Creates a tick at `x` labelled `label`.
    public init(x: Double, label: String) {
        self.x = x
        self.label = label
    }
}

/// What a chart says to people who cannot see it: an `id` prefix that keeps its element ids
/// unique on the page, a short title and a summary in words.
public struct ChartAccessibility: Hashable, Sendable {
    /// Prefix for the ids of the chart's `<title>` and `<desc>` (`PREFIX-title`, `PREFIX-desc`).
    /// Reduced to `[A-Za-z0-9_-]`; `chart` when nothing is left.
    public var idPrefix: String
    /// The chart's name, e.g. "Resting heart rate, last 7 days".
    public var title: String
    /// The chart's content in words, e.g. "Resting heart rate 52 bpm this week, 3 lower than last week".
    public var summary: String

    /// Creates the accessible name and description of a chart.
    public init(idPrefix: String, title: String, summary: String) {
        self.idPrefix = idPrefix
        self.title = title
        self.summary = summary
    }

    /// The sanitised id prefix.
    var safePrefix: String {
        // The usual case, an id already made of those characters and starting with a letter or `_`: as is.
        var clean = true
        for b in idPrefix.utf8 where !((b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 45 || b == 95) {
            clean = false
            break
        }
        if clean, let first = idPrefix.utf8.first, !(first >= 48 && first <= 57 || first == 45) { return idPrefix }
        let kept = idPrefix.utf8.filter { b in
            (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 45 || b == 95
        }
        if kept.isEmpty { return "chart" }
        var s = String(decoding: kept, as: UTF8.self)
        if let first = kept.first, first >= 48 && first <= 57 || first == 45 { s = "c" + s }
        return s
    }
}
