/// Everything a ``MetricInsightCard`` shows, already formatted: a highlight or a trend of one metric
/// (the site layer chooses and words them; this library only draws).
public struct MetricInsightModel: Hashable, Sendable {
    /// The metric's name, e.g. "Steps".
    public var title: String
    /// An icon name from the icon library.
    public var icon: String?
    /// The metric's tint.
    public var tint: Color
    /// The sentence, e.g. "Higher this week than the 4-week average: 61,523 steps against 55,012 steps."
    public var sentence: String
    /// The small chart (`nil`: the sentence alone).
    public var chart: MetricInsightChart?
    /// A trend's arrow (`nil` for highlights).
    public var arrow: MetricChangeDirection?
    /// The arrow's colour.
    public var assessment: MetricAssessment
    /// Prefix for element ids (the chart's `<title>`).
    public var idPrefix: String

    /// Creates a model.
    public init(title: String, icon: String? = nil, tint: Color, sentence: String, chart: MetricInsightChart? = nil,
                arrow: MetricChangeDirection? = nil, assessment: MetricAssessment = .neutral, idPrefix: String) {
        self.title = title
        self.icon = icon
        self.tint = tint
        self.sentence = sentence
        self.chart = chart
        self.arrow = arrow
        self.assessment = assessment
        self.idPrefix = idPrefix
    }
}

/// The small chart of a highlight or trend.
public enum MetricInsightChart: Hashable, Sendable {
    /// Two (or more) horizontal bars from zero, each with its label and value, as Health compares
    /// "This week" with the "4-week average"; the bar marked current is drawn in the tint.
    case bars([MetricInsightBar])
    /// A sparkline of daily values (gaps as `nil`), e.g. the year a record stands out of.
    case sparkline([ChartSeriesPoint])
}

/// One bar of ``MetricInsightChart/bars(_:)``.
public struct MetricInsightBar: Hashable, Sendable {
    /// What the bar is ("This week", "Average").
    public var label: String
    /// The value as shown ("61,523 steps").
    public var valueText: String
    /// The value, for the bar's length (bars start at zero; negative values draw no bar).
    public var value: Double
    /// Whether the bar is the period's own (tinted) rather than the compared one (grey).
    public var isCurrent: Bool

    /// Creates a bar.
    public init(label: String, valueText: String, value: Double, isCurrent: Bool) {
        self.label = label
        self.valueText = valueText
        self.value = value
        self.isCurrent = isCurrent
    }
}
