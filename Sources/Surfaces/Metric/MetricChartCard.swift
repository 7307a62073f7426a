/// The large chart section of a metric page: a card holding a chart (``LineChart`` or
/// ``BarChart``) in the metric's tint and a legend that names what each mark means, so the
/// chart does not rely on colour alone.
///
/// Markup: `<div class="metric-chart-card tint-red">CHART<ul class="chart-legend"><li><span class="legend-swatch legend-current"></span>This week</li>…</ul></div>`.
public struct MetricChartCard<Chart: View>: View {
    let tint: Color
    let legend: [MetricLegendItem]
    let chart: Chart

    /// Creates the section; legend entries with empty labels are left out.
    public init(tint: Color, legend: [MetricLegendItem] = [], @ViewBuilder chart: () -> Chart) {
        self.tint = tint
        self.legend = legend.filter { !$0.label.isEmpty }
        self.chart = chart()
    }

    /// The card.
    public var body: some View {
        Element(tag: "div", classes: ["metric-chart-card", tint.tintClass]) {
            chart
            if !legend.isEmpty {
                Element(tag: "ul", classes: ["chart-legend"]) {
                    ForEach(0..<legend.count) { i in
                        Element(tag: "li") {
                            Element(tag: "span", classes: ["legend-swatch", "legend-\(legend[i].kind.rawValue)"], attributes: [("aria-hidden", "true")])
                            InlineText(legend[i].label)
                        }
                    }
                }
            }
        }
    }
}

/// One legend entry of a ``MetricChartCard``.
public struct MetricLegendItem: Hashable, Sendable {
    /// Which mark the entry explains.
    public enum Kind: String, Hashable, Sendable {
        /// The current period's line or bars (tint).
        case current
        /// The previous period's line (tertiary).
        case previous
        /// The current period's bars (a filled bar swatch).
        case currentBars = "bars-current"
        /// The previous period's bars (an outlined, lightly filled bar swatch).
        case previousBars = "bars-previous"
        /// The goal line (dashed).
        case goal
        /// The normal-range band (12 % tint).
        case range
        /// A range chart's daily lowest–highest capsules (a rounded vertical swatch).
        case rangeCapsule = "range-capsule"
    }

    /// The mark.
    public var kind: Kind
    /// Its label, e.g. "This week", "Goal 10,000 steps".
    public var label: String

    /// Creates a legend entry.
    public init(_ kind: Kind, _ label: String) {
        self.kind = kind
        self.label = label
    }
}
