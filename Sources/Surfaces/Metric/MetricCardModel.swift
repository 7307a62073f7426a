/// Whether a change is good news, bad news or neither. Decides the change line's colour;
/// the words and the arrow carry the same meaning, so colour is never the only signal.
public enum MetricAssessment: String, Hashable, Sendable {
    /// The change goes the good way (green).
    case improved
    /// The change goes the bad way (red).
    case worsened
    /// The metric has no good direction (secondary colour).
    case neutral
    /// Nothing changed (secondary colour).
    case unchanged
}

/// Which way the value moved; picks the arrow of the change line.
public enum MetricChangeDirection: String, Hashable, Sendable {
    /// Higher than before (`arrow.up`).
    case up
    /// Lower than before (`arrow.down`).
    case down
    /// The same (`minus`).
    case flat
}

/// The card kind, as in the seed's cards.
public enum MetricCardStyle: String, Hashable, Sendable {
    /// The big card at the top of a report (`hero-card`).
    case hero
    /// A card with a tinted background (`tinted-card`).
    case tinted
    /// A plain card (`regular-card`).
    case regular
}

/// Everything a ``MetricCard`` shows, as plain, already formatted values (the site layer
/// computes and formats them; this library knows nothing about metric files).
public struct MetricCardModel: Hashable, Sendable {
    /// The metric's name, e.g. "Resting Heart Rate".
    public var title: String
    /// An icon name from the icon library, e.g. `heart.fill`.
    public var icon: String?
    /// The metric's tint.
    public var tint: Color
    /// The value, formatted, e.g. "52".
    public var valueText: String
    /// The unit, e.g. "bpm" (empty for none).
    public var unitText: String
    /// The change in words, e.g. "3 bpm lower than last week"; `nil` hides the change line.
    public var changeText: String?
    /// Which way the value moved (the arrow).
    public var changeDirection: MetricChangeDirection
    /// Whether the change is good (the colour).
    public var assessment: MetricAssessment
    /// The sparkline's current period.
    public var sparkline: [ChartSeriesPoint]
    /// The sparkline's previous period, on the same x scale.
    public var previousSparkline: [ChartSeriesPoint]
    /// When the latest sample was taken, e.g. "As of Nov 29".
    public var asOfText: String
    /// The metric's page (URL or site path); the whole card links there.
    public var destination: String
    /// The sparkline's summary in words, e.g. "Resting heart rate 52 bpm this week, 3 lower than last week".
    public var chartSummary: String
    /// The card kind.
    public var style: MetricCardStyle
    /// Prefix for the element ids inside the card (unique per page); `nil`: made from the destination.
    public var idPrefix: String?
    /// The sparkline's accessible title in the page's language (default: ``title`` + ` trend`).
    public var chartTitle: String?
    /// Change lines after the first (``changeText``), e.g. against the same week last year.
    public var moreChanges: [MetricChangeLine] = []

    /// Every change line in order: ``changeText`` (with ``changeDirection`` and ``assessment``), then ``moreChanges``.
    public var changeLines: [MetricChangeLine] {
        var lines: [MetricChangeLine] = []
        if let text = changeText, !text.isEmpty {
            lines.append(MetricChangeLine(text: text, direction: changeDirection, assessment: assessment))
        }
        return lines + moreChanges.filter { !$0.text.isEmpty }
    }

    /// A compact chart drawn instead of the sparkline (`nil`: the sparkline), see ``MetricCardChart``.
    public var chart: MetricCardChart?
    /// What ``chart`` says when it has no values, e.g. "No data this week".
    public var chartEmptyText: String = "No data"
    /// The goal as a short line under the chart, e.g. "Goal 8,000 steps a day" (`nil`: no line).
    public var goalText: String?

    /// Creates a card model.
    public init(title: String, icon: String? = nil, tint: Color = .accentColor, valueText: String, unitText: String = "",
                changeText: String? = nil, changeDirection: MetricChangeDirection = .flat,
                assessment: MetricAssessment = .neutral, sparkline: [ChartSeriesPoint] = [],
                previousSparkline: [ChartSeriesPoint] = [], asOfText: String = "", destination: String,
                chartSummary: String = "", style: MetricCardStyle = .regular, idPrefix: String? = nil) {
        self.title = title
        self.icon = icon
        self.tint = tint
        self.valueText = valueText
        self.unitText = unitText
        self.changeText = changeText
        self.changeDirection = changeDirection
        self.assessment = assessment
        self.sparkline = sparkline
        self.previousSparkline = previousSparkline
        self.asOfText = asOfText
        self.destination = destination
        self.chartSummary = chartSummary
        self.style = style
        self.idPrefix = idPrefix
    }

    /// The id prefix in use: ``idPrefix`` or one made from ``destination``.
    var resolvedIDPrefix: String { idPrefix ?? MetricCardModel.prefix(from: destination) }

    /// `metric-` plus the destination's letters and digits, other runs as `-`.
    static func prefix(from destination: String) -> String {
        var out: [UInt8] = Array("metric".utf8)
        var dash = true
        for b in destination.utf8 {
            let lower = (b >= 65 && b <= 90) ? b + 32 : b
            if (lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57) {
                if dash { out.append(45) }
                out.append(lower)
                dash = false
            } else {
                dash = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
