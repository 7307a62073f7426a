/// CSS for the Activity rings (``ActivityRingChart``, the card's rings), appended to ``Stylesheet``
/// after the chart rules. Apple's ring colours in dark mode (Move #FA114F, Exercise #A6FF00, Stand
/// #1EEAEF); in light mode Exercise and Stand are darkened (#3F8C00, #00848C) so every ring's fill
/// meets 3:1 on the white card (SC 1.4.11); Move's #FA114F already does (3.99:1). Tracks are the
/// ring's colour mixed into the card; a second turn past the goal has a darker edge.
enum ActivityRingStyles {
    /// (ring, light, dark) colours.
    static let colors: [(String, String, String)] = [
        ("move", "#FA114F", "#FA114F"),
        ("exercise", "#3F8C00", "#A6FF00"),
        ("stand", "#00848C", "#1EEAEF"),
    ]

    /// The rules.
    static let css: String = {
        var light = ":root{", dark = "@media (prefers-color-scheme:dark){:root{"
        var rings = ""
        for (name, l, d) in colors {
            light += "--cs-ring-\(name):\(l);"
            dark += "--cs-ring-\(name):\(d);"
            rings += ".ring-\(name){stroke:var(--cs-ring-\(name))}"
            rings += ".ring-track.ring-\(name){stroke:color-mix(in srgb,var(--cs-ring-\(name)) 24%,var(--cs-card))}"
            rings += ".ring-swatch-\(name){background:var(--cs-ring-\(name))}\n"
        }
        return light + "}\n" + dark + "}}\n" + rings + """
        .chart.rings-chart{height:auto}
        .ring-track,.ring-fill,.ring-lap-edge{fill:none;stroke-width:10;stroke-linecap:round}
        .ring-track{stroke-linecap:butt}
        .ring-lap-edge{stroke:rgba(0,0,0,.45);stroke-width:12}
        .rings-labels{fill:var(--cs-secondary);font-size:18px}
        .card-rings{display:flex;align-items:center;gap:.75rem;min-width:0}
        .chart.card-rings{flex:none;width:5rem;height:5rem}
        .card-legend.rings-legend{flex-direction:column;flex-wrap:nowrap;gap:.125rem;font-size:.9375rem;color:var(--cs-label);font-variant-numeric:tabular-nums}
        .ring-swatch-move,.ring-swatch-exercise,.ring-swatch-stand{width:.75rem;height:.75rem;border:0;border-radius:50%}
        @media (forced-colors:active){.ring-fill{stroke:CanvasText}.ring-track{stroke:GrayText}.ring-lap-edge{stroke:Canvas}.ring-swatch-move,.ring-swatch-exercise,.ring-swatch-stand{background:CanvasText}}

        """
    }()
}
