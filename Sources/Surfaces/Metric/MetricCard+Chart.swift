/// The compact chart of a card whose ``MetricCardModel/chart`` is set (the sparkline otherwise).
extension MetricCard {
    /// Writes `chart` with the card's accessible title and summary, ids `PREFIX-card-title`/`-desc`.
    static func writeChart(_ chart: MetricCardChart, _ m: MetricCardModel, into context: inout _RenderContext) {
        let summary = m.chartSummary.isEmpty ? "\(m.title) \(m.valueText) \(m.unitText)" : m.chartSummary
        let a11y = ChartAccessibility(idPrefix: m.resolvedIDPrefix + "-card", title: m.chartTitle ?? "\(m.title) trend", summary: summary)
        CardChartView._render(CardChartView(a11y, chart: chart, emptyMessage: m.chartEmptyText), into: &context)
    }
}
