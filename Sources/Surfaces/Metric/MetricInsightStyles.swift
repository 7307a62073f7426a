/// CSS for ``MetricInsightCard`` (highlights and trends), appended to ``Stylesheet`` after the card rules:
/// the card as a metric card without the link, the arrow in a round tinted badge, and bars that keep their
/// label and value above them at every width.
enum MetricInsightStyles {
    /// The rules.
    static let css = """
    .insight-card{display:flex;flex-direction:column;gap:.5rem;padding:1rem;border-radius:var(--cs-radius-card);background:var(--cs-card);font-variant-numeric:tabular-nums;break-inside:avoid}
    .insight-header{display:flex;align-items:center;gap:.375rem;color:var(--cs-tint-text);color:color-mix(in srgb,var(--cs-tint-text) 80%,var(--cs-label));font-size:.9375rem;font-weight:600}
    .insight-header>.icon{color:var(--cs-tint);width:1.25rem;height:1.25rem}
    .insight-body{display:flex;align-items:flex-start;gap:.625rem}
    .insight-sentence{margin:0;font-size:1.0625rem;line-height:1.35;font-weight:600;color:var(--cs-label)}
    .insight-arrow{flex:none;display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border-radius:50%;background:color-mix(in srgb,currentColor 16%,var(--cs-card));color:var(--cs-secondary)}
    .insight-arrow>.icon{width:1.125rem;height:1.125rem}
    .insight-arrow.change-improved{color:var(--cs-green-text)}.insight-arrow.change-worsened{color:var(--cs-red-text)}
    .insight-arrow.change-neutral,.insight-arrow.change-unchanged{color:var(--cs-tint-text)}
    .insight-bars{display:flex;flex-direction:column;gap:.5rem}
    .insight-bar-row{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 .375rem}
    .insight-bar-value{font-size:1.0625rem;font-weight:600;color:var(--cs-label)}
    .insight-bar-label{font-size:.8125rem;color:var(--cs-secondary)}
    .insight-bar{display:block;flex:0 0 100%;width:100%;height:.625rem;overflow:visible}
    .insight-bar-current{fill:var(--cs-tint)}.insight-bar-reference{fill:var(--cs-secondary);fill-opacity:.45}
    .insight-card .chart.sparkline{height:2.75rem}
    .insights{display:grid;gap:.75rem}
    @media (min-width:768px){.insights{grid-template-columns:repeat(auto-fill,minmax(20rem,1fr))}}
    @media (forced-colors:active){.insight-card{border:1px solid CanvasText}.insight-bar-current{fill:CanvasText}.insight-bar-reference{fill:GrayText}}

    """
}
