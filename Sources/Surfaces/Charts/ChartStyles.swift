/// CSS for charts and metric views, appended to ``Stylesheet`` (colours only through the
/// `--cs-…` custom properties, so dark mode and themes follow).
enum ChartStyles {
    /// The rules.
    static let css = """
    .chart{display:block;width:100%;overflow:visible;color:var(--cs-tint)}
    .chart.line-chart,.chart.bar-chart{height:13.75rem}
    .chart.sparkline{height:2.75rem}
    @media (min-width:768px){.chart.line-chart,.chart.bar-chart{height:16rem}}
    .chart-plot{overflow:visible}
    .chart-line{fill:none;stroke-width:2px;stroke-linejoin:round;stroke-linecap:round;vector-effect:non-scaling-stroke}
    .chart-dots{fill:none;stroke-width:6px;stroke-linecap:round;vector-effect:non-scaling-stroke}
    .chart-current{stroke:var(--cs-tint)}
    .chart-previous{stroke:var(--cs-tertiary)}
    .chart-grid line{stroke:var(--cs-separator);stroke-width:1px;shape-rendering:crispEdges}
    .chart-band{fill:var(--cs-tint);fill-opacity:.12}
    .chart-goal{stroke:var(--cs-tint-text);stroke-width:1.5px;stroke-dasharray:6 4}
    .chart-bars{fill:var(--cs-tint)}
    .chart-y-labels,.chart-x-labels{fill:var(--cs-secondary);font-size:.8125rem;font-variant-numeric:tabular-nums}
    .metric-card{display:flex;flex-direction:column;gap:.375rem;color:var(--cs-label);text-decoration:none;-webkit-tap-highlight-color:transparent;cursor:pointer;min-width:0}
    .metric-card:active{opacity:.7}
    .metric-card:focus-visible,.metric-table-card:focus-visible{border-radius:var(--cs-radius-card)}
    .metric-card.tinted-card{background:color-mix(in srgb,var(--cs-tint) 12%,var(--cs-card))}
    .metric-card.hero-card{padding:1.25rem;background:linear-gradient(160deg,color-mix(in srgb,var(--cs-tint) 16%,var(--cs-card)),var(--cs-card) 70%)}
    .metric-card-header{display:flex;align-items:center;gap:.375rem;color:var(--cs-tint-text);color:color-mix(in srgb,var(--cs-tint-text) 80%,var(--cs-label));font-size:.9375rem;font-weight:600}
    .metric-card-header>.icon{color:var(--cs-tint);width:1.25rem;height:1.25rem}
    .metric-card-title{flex:1 1 auto;min-width:0}
    .metric-card-header>.chevron{flex:none;width:.8125rem;height:.8125rem;color:var(--cs-tertiary)}
    .metric-card:hover .chevron{color:var(--cs-secondary)}
    .metric-card-value{font-family:var(--cs-font-rounded);font-variant-numeric:tabular-nums;line-height:1.1}
    .metric-value{font-size:2.125rem;font-weight:700}
    .hero-card .metric-value{font-size:2.75rem}
    .metric-unit{font-size:1.0625rem;font-weight:600}
    .metric-unit,.metric-change,.metric-as-of{color:var(--cs-secondary);color:color-mix(in srgb,var(--cs-secondary) 80%,var(--cs-label))}
    .metric-change{display:flex;align-items:center;gap:.25rem;font-size:.9375rem;font-weight:500}
    .metric-change>.icon{width:1rem;height:1rem}
    .metric-change.change-improved{color:var(--cs-green-text);color:color-mix(in srgb,var(--cs-green-text) 80%,var(--cs-label))}
    .metric-change.change-worsened{color:var(--cs-red-text);color:color-mix(in srgb,var(--cs-red-text) 80%,var(--cs-label))}
    .metric-as-of{font-size:.8125rem}
    .metric-chart-card,.metric-table-card,.metric-statistics{align-self:stretch;min-width:0}
    .metric-chart-card{display:flex;flex-direction:column;gap:.75rem;padding:1rem;border-radius:var(--cs-radius-card);background:var(--cs-card)}
    .metric-statistics{display:flex;flex-direction:column}
    .chart-legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none;font-size:.8125rem;color:var(--cs-secondary)}
    .chart-legend li{display:flex;align-items:center;gap:.375rem}
    .legend-swatch{display:inline-block;flex:none;width:1rem;height:0;border-top:2px solid var(--cs-tint)}
    .legend-previous{border-top-color:var(--cs-tertiary)}
    .legend-goal{border-top:2px dashed var(--cs-tint-text)}
    .legend-range{height:.625rem;border:0;border-radius:2px;background:color-mix(in srgb,var(--cs-tint) 12%,transparent)}
    .metric-table-card{overflow-x:auto;padding:.25rem 1rem .5rem;border-radius:var(--cs-radius-card);background:var(--cs-card)}
    .metric-table{width:100%;border-collapse:collapse;font-size:.9375rem;font-variant-numeric:tabular-nums}
    .metric-table caption{caption-side:top;text-align:start;padding:.5rem 0;font-size:.8125rem;color:var(--cs-secondary)}
    .metric-table th,.metric-table td{padding:.5rem .25rem;border-top:1px solid var(--cs-separator);text-align:end;white-space:nowrap}
    .metric-table thead th{border-top:0;font-size:.8125rem;font-weight:600;color:var(--cs-secondary)}
    .metric-table th:first-child,.metric-table td:first-child{text-align:start}
    .metric-table tbody th{font-weight:400}
    @media (forced-colors:active){.chart-current,.chart-goal{stroke:CanvasText}.chart-previous{stroke:GrayText}.chart-bars{fill:CanvasText}.chart-band{fill:GrayText}.metric-card{border:1px solid CanvasText}}

    """
}
