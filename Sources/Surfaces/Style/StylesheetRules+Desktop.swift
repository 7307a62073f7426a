/// Desktop and print rules, appended after every other rule so they win. The phone layout (below
/// 768 px) is untouched.
///
/// - From 768 px: the cards of a section sit in a two-column grid (three from 1100 px, where the page
///   widens to 70 rem); headers, divided cards, text cards, charts and strips span the width.
///   Strips grow their cards to fill the row, so every card that fits is shown without a scrollbar;
///   sparklines stop stretching at 20 rem.
/// - Print: the light tokens whatever the device's scheme (the dark ones are in a `screen` query) on a white
///   page, dividers as borders (visible without
///   background graphics), code wrapped instead of clipped, captions kept with their table.
extension StylesheetRules {
    /// The rules.
    static var desktopAndPrint: String {
        var css = """
        @media (min-width:768px){\
        .sectioned-surface>.section{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));align-items:stretch;gap:.75rem}\
        .sectioned-surface>.section>*{grid-column:1/-1;min-width:0}\
        .sectioned-surface>.section>.metric-card{grid-column:auto}\
        .scrolling-surface.horizontal>*{flex:1 0 15rem}\
        .chart.sparkline{max-width:20rem}\
        }
        @media (min-width:1100px){:root{--cs-page-width:70rem}\
        .sectioned-surface>.section{grid-template-columns:repeat(3,minmax(0,1fr))}\
        }

        """
        // The dark tokens are for screens only (``tokens``), so print has the light ones; the page is white.
        css += "@media print{:root{color-scheme:light;--cs-bg:#FFFFFF}"
        css += ".divider{height:0;background:none;border-top:1px solid #c6c6c8}"
        css += ".code-block,.code-block pre,.code-block code{white-space:pre-wrap;overflow-wrap:anywhere;overflow:visible}"
        css += "caption{break-after:avoid}thead{display:table-header-group}tr{break-inside:avoid}"
        css += ".metric-table-card{overflow:visible}.section{break-inside:auto}}\n"
        return css
    }
}
