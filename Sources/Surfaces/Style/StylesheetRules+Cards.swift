/// CSS for the compact charts of metric cards (``MetricCardChart``) and the card's goal line.
extension StylesheetRules {
    /// The rules: phone-card heights, strokes that stay thin in the stretched view box, the stacked
    /// chart's one-line legend, the goal ring beside its sentence, and the goal line in the as-of style.
    static let cards = """
    .chart.card-chart{height:2.75rem}.chart.card-bars,.chart.card-range,.chart.card-stacked{height:3.25rem}
    .chart.card-intraday{height:2.75rem}
    .chart.card-heatmap{height:auto;max-height:7.5rem}
    .chart.card-chart:has(>.chart-empty){height:2.75rem}
    .card-chart .chart-goal{vector-effect:non-scaling-stroke}
    .card-chart .chart-range{stroke-width:5px}.card-chart .chart-range.chart-range-previous{stroke-width:2.5px}.card-chart .chart-range-mean{stroke-width:2.5px}
    .card-chart .chart-range.chart-dense{stroke-width:2px}.card-chart .chart-range.chart-range-previous.chart-dense{stroke-width:1px}.card-chart .chart-range-mean.chart-dense{stroke-width:1.5px}
    .card-legend{display:flex;flex-wrap:wrap;gap:.125rem .75rem;font-size:.75rem;color:var(--cs-secondary)}
    .card-legend-item{display:inline-flex;align-items:center;gap:.25rem}
    .card-legend .legend-fill{width:.5rem;height:.5rem}
    .goal-progress.card-goal{display:flex}
    .goal-ring.card-goal .goal-shape{width:3.5rem;height:3.5rem}
    .card-goal .goal-progress-label{display:block}
    .metric-card-goal{font-size:.8125rem;color:var(--cs-secondary);color:color-mix(in srgb,var(--cs-secondary) 80%,var(--cs-label))}

    """
}
