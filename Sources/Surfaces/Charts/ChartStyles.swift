/// CSS for charts and metric views, appended to ``Stylesheet`` (colours only through the
/// `--cs-…` custom properties, so dark mode and themes follow).
enum ChartStyles {
    /// The rules.
    static let css = """
    .chart{display:block;width:100%;overflow:visible;color:var(--cs-tint)}
    .chart.line-chart,.chart.bar-chart,.chart.range-chart,.chart.stacked-chart,.chart.intraday-chart{height:13.75rem}
    .chart.sparkline{height:2.75rem}
    @media (min-width:768px){.chart.line-chart,.chart.bar-chart,.chart.range-chart,.chart.stacked-chart,.chart.intraday-chart{height:16rem}}
    .chart-plot{overflow:visible}
    .chart-line{fill:none;stroke-width:2px;stroke-linejoin:round;stroke-linecap:round;vector-effect:non-scaling-stroke}
    .chart-dots{fill:none;stroke-width:6px;stroke-linecap:round;vector-effect:non-scaling-stroke}
    .chart-current{stroke:var(--cs-tint)}
    .chart-previous{stroke:var(--cs-secondary);stroke-dasharray:4 4}
    .chart-dots.chart-previous{stroke-dasharray:none;stroke-width:4px}
    .chart-grid line{stroke:var(--cs-separator);stroke-width:1px;shape-rendering:crispEdges}
    .chart-band{fill:var(--cs-tint);fill-opacity:.12}
    .chart-goal{stroke:var(--cs-tint-text);stroke-width:1.5px;stroke-dasharray:6 4}
    .chart-bars{fill:var(--cs-tint-text)}
    .chart-average{stroke:var(--cs-secondary);stroke-width:1px;stroke-dasharray:2 3}
    .chart-reference-labels{font-size:.8125rem;fill:var(--cs-secondary);paint-order:stroke;stroke:var(--cs-card);stroke-width:3px;stroke-linejoin:round}
    .chart-goal-label{fill:var(--cs-tint-text)}
    .range-headline{margin:0 0 .5rem}.range-headline p{margin:0}
    .range-headline-kind{font-size:.8125rem;font-weight:600;text-transform:uppercase;letter-spacing:.02em;color:var(--cs-secondary)}
    .range-headline-figure{font-size:1.75rem;font-weight:700;line-height:1.2;font-variant-numeric:tabular-nums}
    .range-headline-dates{font-size:.9375rem;color:var(--cs-secondary)}
    .chart-bars.chart-bars-previous{fill:var(--cs-tint-text);fill-opacity:.28;stroke:var(--cs-tint-text);stroke-width:1.5px;vector-effect:non-scaling-stroke}
    .chart:has(>.chart-empty){height:5rem}
    .chart-unit{fill:var(--cs-secondary);font-size:.75rem}
    .chart-empty{fill:var(--cs-secondary);font-size:.9375rem}
    .chart-range{fill:none;stroke-width:8px;stroke-linecap:round;vector-effect:non-scaling-stroke}
    .chart-range-current{stroke:var(--cs-tint-text)}
    .chart-range.chart-range-previous{stroke:var(--cs-secondary);stroke-width:4px}
    .chart-range>path,.chart-bars-previous>path{vector-effect:non-scaling-stroke}
    .chart-points path{fill:none;stroke:var(--cs-tint);stroke-width:5px;stroke-linecap:round;vector-effect:non-scaling-stroke}
    .chart-range-mean{fill:none;stroke:var(--cs-label);stroke-width:4px;stroke-linecap:round;vector-effect:non-scaling-stroke}
    .chart-range.chart-dense{stroke-width:3px}.chart-range.chart-range-previous.chart-dense{stroke-width:1.5px}.chart-range-mean.chart-dense{stroke-width:2px}
    .chart-layer{fill:var(--cs-tint-text);stroke:var(--cs-card);stroke-width:1px;vector-effect:non-scaling-stroke}
    .intraday-chart .chart-current{stroke:var(--cs-tint-text)}
    .chart-hour-ticks{stroke:var(--cs-secondary);stroke-width:1px;vector-effect:non-scaling-stroke;shape-rendering:crispEdges}
    .chart.heatmap-chart{height:auto;max-height:16rem}
    .heat-cell{stroke:none}
    .heat-none{fill:none;stroke:var(--cs-separator);stroke-width:1}
    .heat-0{fill:color-mix(in srgb,var(--cs-tint-text) 20%,var(--cs-card))}.heat-1{fill:color-mix(in srgb,var(--cs-tint-text) 40%,var(--cs-card))}
    .heat-2{fill:color-mix(in srgb,var(--cs-tint-text) 60%,var(--cs-card))}.heat-3{fill:color-mix(in srgb,var(--cs-tint-text) 80%,var(--cs-card))}
    .heat-4,.heat-met{fill:var(--cs-tint-text)}
    .heat-unmet{fill:color-mix(in srgb,var(--cs-tint-text) 18%,var(--cs-card));stroke:var(--cs-secondary);stroke-width:.75}
    .heat-labels{fill:var(--cs-secondary);font-size:9px}
    .heat-weekdays{font-size:8px}
    .goal-progress{display:flex;align-items:center;gap:.75rem;min-width:0}
    .goal-progress.goal-bar{flex-direction:column;align-items:stretch;gap:.375rem}
    .goal-ring .goal-shape{flex:none;width:4rem;height:4rem}
    .goal-bar .goal-shape{display:block;width:100%;height:.5rem;overflow:visible}
    .goal-track,.goal-fill{fill:none;stroke-linecap:round}
    .goal-track{stroke:color-mix(in srgb,var(--cs-tint) 22%,var(--cs-card))}
    .goal-fill{stroke:var(--cs-tint-text)}
    .goal-lap-edge{fill:none;stroke:rgba(0,0,0,.4);stroke-width:14;stroke-linecap:round}
    .goal-percent{fill:var(--cs-label);font-size:20px;font-weight:600;font-variant-numeric:tabular-nums}
    .goal-ring .goal-track,.goal-ring .goal-fill{stroke-width:12}
    .goal-bar .goal-track,.goal-bar .goal-fill{stroke-width:8px;vector-effect:non-scaling-stroke}
    .goal-progress-label{margin:0;font-size:.9375rem;font-weight:500;font-variant-numeric:tabular-nums;color:var(--cs-secondary)}
    .goal-met .goal-progress-label{color:var(--cs-tint-text);font-weight:600}
    .chart-figure{display:flex;flex-direction:column;gap:.75rem;min-width:0}
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
    .metric-statistics .hstack>:first-child{overflow-wrap:anywhere}
    .metric-statistics .hstack>:last-child{flex:0 0 auto;max-width:calc(100% - 7rem);text-align:end;word-break:keep-all;overflow-wrap:anywhere}
    .chart-legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none;font-size:.8125rem;color:var(--cs-secondary)}
    .chart-legend li{display:flex;align-items:center;gap:.375rem}
    .legend-swatch{display:inline-block;flex:none;width:1rem;height:0;border-top:2px solid var(--cs-tint)}
    .legend-previous{border-top:2px dashed var(--cs-secondary)}
    .legend-fill,.legend-bars-current,.legend-bars-previous{width:.75rem;height:.75rem;border:0;border-radius:2px;background:var(--cs-tint-text)}
    .legend-bars-previous{border:1.5px solid var(--cs-tint-text);background:color-mix(in srgb,var(--cs-tint-text) 28%,var(--cs-card))}
    .legend-range-capsule{width:.5rem;height:.875rem;border:0;border-radius:.25rem;background:var(--cs-tint-text)}
    .legend-goal{border-top:2px dashed var(--cs-tint-text)}
    .legend-range{height:.625rem;border:0;border-radius:2px;background:color-mix(in srgb,var(--cs-tint) 12%,transparent)}
    .metric-table-card{overflow-x:auto;padding:.25rem 1rem .5rem;border-radius:var(--cs-radius-card);background:var(--cs-card)}
    .metric-table{width:100%;border-collapse:collapse;font-size:.9375rem;font-variant-numeric:tabular-nums}
    .metric-table caption{caption-side:top;text-align:start;padding:.5rem 0;font-size:.8125rem;color:var(--cs-secondary)}
    .metric-table th,.metric-table td{padding:.5rem .25rem;border-top:1px solid var(--cs-separator);text-align:end;white-space:nowrap}
    .metric-table thead th{border-top:0;font-size:.8125rem;font-weight:600;color:var(--cs-secondary)}
    .metric-table th:first-child,.metric-table td:first-child{text-align:start}
    .metric-table tbody th{font-weight:400}
    @media (forced-colors:active){.chart-current,.chart-goal,.chart-range,.goal-fill,.chart-points path{stroke:CanvasText}.chart-previous,.chart-range.chart-range-previous{stroke:GrayText}.chart-bars,.chart-layer,.heat-4,.heat-met,.legend-fill,.legend-bars-current,.legend-range-capsule{fill:CanvasText;background:CanvasText}.chart-bars.chart-bars-previous{fill:Canvas;stroke:CanvasText}.legend-bars-previous{background:Canvas;border-color:CanvasText}.chart-band{fill:GrayText}.metric-card{border:1px solid CanvasText}}

    """
}
