/// The card version of the Activity rings: one day's three rings beside a three-line legend (each
/// ring's colour and its words, "Move 420 of 500 kcal"). The caller's summary (the card's chart
/// summary) should be the three rings' words, so the image's accessible description says every value
/// and goal; a day without any value says the card's empty sentence instead.
///
/// Markup: `<span class="card-rings"><svg class="chart card-chart card-rings" viewBox="0 0 100 100" role="img">…</svg>`
/// `<span class="card-legend rings-legend">` of `<span class="card-legend-item">` with a `legend-swatch ring-swatch-KIND`.
extension CardChartView {
    static func writeRings(_ rings: [ActivityRing], _ a11y: ChartAccessibility, _ empty: String, into context: inout _RenderContext) {
        let ordered = ActivityRing.Kind.allCases.compactMap { kind in rings.first { $0.kind == kind } }
        guard ordered.contains(where: \.hasValue) else {
            writeEmpty("card-chart card-rings", a11y, empty, into: &context)
            return
        }
        context.buffer.write("<span class=\"card-rings\">")
        let wrapped = context.openElement(.svg, class: "chart card-chart card-rings")
        context.buffer.write(" viewBox=\"0 0 100 100\"")
        ChartFrame.writeTitle(a11y, into: &context.buffer)
        ActivityRingChart.writeRings(ordered, at: nil, scale: 1, into: &context.buffer)
        ChartFrame.close(wrapped: wrapped, into: &context)
        context.buffer.write("<span class=\"card-legend rings-legend\">")
        for ring in ordered {
            context.buffer.write("<span class=\"card-legend-item\"><span class=\"legend-swatch ring-swatch-")
            context.buffer.writeRaw(ring.kind.rawValue)
            context.buffer.write("\"></span>")
            context.buffer.writeEscaped(ring.text)
            context.buffer.write("</span>")
        }
        context.buffer.write("</span></span>")
    }
}
