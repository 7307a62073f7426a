/// One row of a metric's statistics, e.g. `Mean` · `54 bpm`.
public struct MetricStatistic: Hashable, Sendable {
    /// What the value is ("Latest", "Minimum", …).
    public var label: String
    /// The formatted value ("52 bpm").
    public var value: String

    /// Creates a statistics row.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// A metric's statistics (latest, min, max, mean, change) as a ``DividedCard``: label leading,
/// value trailing in the secondary colour, a divider between rows. Renders nothing without rows.
///
/// Markup: a `metric-statistics` element around the ``DividedCard``, whose rows are a label, a
/// ``Spacer`` and the value in the secondary colour. The stylesheet gives the value its full width (it never
/// shrinks, so a figure such as "42.1 mL/kg/min" stays on one line beside a long label) up to the row less
/// 7rem, which leaves the label at least 6rem: a short label ("变化", "Latest") never breaks inside a word,
/// and a longer value wraps end-aligned, at spaces first (`word-break: keep-all`, so
/// "比之前的358天多 0.1 mL/kg/min" breaks before the figure).
public struct MetricStatisticsCard: View {
    /// The rows, in order.
    public let statistics: [MetricStatistic]

    /// Creates the card.
    public init(_ statistics: [MetricStatistic]) { self.statistics = statistics }

    /// The card.
    public var body: some View {
        Element(tag: "div", classes: ["metric-statistics"]) {
            DividedCard {
                ForEach(0..<statistics.count) { i in
                    HStack {
                        Text(statistics[i].label)
                        Spacer()
                        Text(statistics[i].value).foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}
