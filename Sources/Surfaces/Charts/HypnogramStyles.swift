/// CSS for the sleep hypnogram (``Hypnogram``), appended to ``Stylesheet`` after the chart rules. The stage
/// colours follow the Health app's (awake coral, REM light blue, core blue, deep indigo), darkened in light
/// mode so each bar meets 3:1 on the white card (SC 1.4.11) and lightened in dark mode for the dark card.
enum HypnogramStyles {
    /// (stage, light, dark) colours.
    static let colors: [(String, String, String)] = [
        ("awake", "#E8552E", "#FF8A6B"),
        ("rem", "#0A8BD0", "#5AC8FA"),
        ("core", "#2563EB", "#4D8DFF"),
        ("deep", "#4338CA", "#8E7DFF"),
    ]

    /// The rules.
    static let css: String = {
        var light = ":root{", dark = "@media (prefers-color-scheme:dark){:root{", stages = ""
        for (name, l, d) in colors {
            light += "--cs-sleep-\(name):\(l);"
            dark += "--cs-sleep-\(name):\(d);"
            stages += ".hyp-\(name){fill:var(--cs-sleep-\(name))}\n"
        }
        return light + "}\n" + dark + "}}\n" + stages + """
        .chart.hypnogram-chart{height:13.75rem}
        @media (min-width:768px){.chart.hypnogram-chart{height:16rem}}
        .chart.card-hypnogram{height:4.5rem}
        .hyp-lanes line{stroke:var(--cs-separator);stroke-width:1px;stroke-dasharray:2 3}
        .hyp-links line{stroke:var(--cs-secondary);stroke-width:1px;opacity:.55}
        .hyp-names{fill:var(--cs-secondary);font-size:.75rem;font-weight:600}
        @media (forced-colors:active){.hyp-seg{fill:CanvasText}.hyp-names text{fill:CanvasText}.hyp-links line,.hyp-lanes line{stroke:GrayText}}

        """
    }()
}
