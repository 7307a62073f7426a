/// A highlight or a trend of one metric, as the Health app shows them: the metric's icon and name in its tint,
/// a trend's arrow in a round badge, the sentence, and a small chart (two labelled bars or a sparkline).
/// Not a link: the sentence is the content.
///
/// Markup:
/// ```html
/// <div class="insight-card tint-orange">
///   <div class="insight-header"><svg class="icon">…</svg><span class="insight-title">Steps</span></div>
///   <div class="insight-body"><span class="insight-arrow change-improved"><svg class="icon">…</svg></span>
///     <p class="insight-sentence">Trending up: …</p></div>
///   <div class="insight-bars">
///     <div class="insight-bar-row"><span class="insight-bar-value">9,105 steps</span> <span class="insight-bar-label">Last 90 days</span>
///       <svg class="insight-bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img"><title>…</title><rect class="insight-bar-current" …></rect></svg></div>
///     …
///   </div>
/// </div>
/// ```
public struct MetricInsightCard: View {
    /// What the card shows.
    public let model: MetricInsightModel

    /// Creates a card.
    public init(_ model: MetricInsightModel) { self.model = model }

    /// Primitive.
    public typealias Body = Never

    /// Writes the card.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let m = view.model
        context.buffer.writeRaw("<div class=\"insight-card \(m.tint.tintClass)\">")
        context.buffer.write("<div class=\"insight-header\">")
        if let icon = m.icon { Image.writeIcon(icon, class: "icon", into: &context) }
        context.buffer.write("<span class=\"insight-title\">")
        context.buffer.writeEscaped(m.title)
        context.buffer.write("</span></div><div class=\"insight-body\">")
        if let arrow = m.arrow {
            context.buffer.writeRaw("<span class=\"insight-arrow change-\(m.assessment.rawValue)\" aria-hidden=\"true\">")
            Image.writeIcon(MetricCard.arrowIcon(arrow), class: "icon", into: &context)
            context.buffer.write("</span>")
        }
        context.buffer.write("<p class=\"insight-sentence\">")
        context.buffer.writeEscaped(m.sentence)
        context.buffer.write("</p></div>")
        switch m.chart {
        case .bars(let bars)?: writeBars(bars, into: &context)
        case .sparkline(let points)?:
            let a11y = ChartAccessibility(idPrefix: m.idPrefix + "-spark", title: m.title, summary: m.sentence)
            Sparkline._render(Sparkline(a11y, points: points), into: &context)
        case nil: break
        }
        context.buffer.write("</div>")
    }

    /// The bars, each as long as its share of the largest value (at least a sliver when above zero).
    static func writeBars(_ bars: [MetricInsightBar], into context: inout _RenderContext) {
        let largest = bars.map(\.value).filter(\.isFinite).max() ?? 0
        context.buffer.write("<div class=\"insight-bars\">")
        for bar in bars {
            context.buffer.write("<div class=\"insight-bar-row\"><span class=\"insight-bar-value\">")
            context.buffer.writeEscaped(bar.valueText)
            context.buffer.write("</span> <span class=\"insight-bar-label\">")
            context.buffer.writeEscaped(bar.label)
            context.buffer.write("</span><svg class=\"insight-bar\" viewBox=\"0 0 100 8\" preserveAspectRatio=\"none\" role=\"img\"><title>")
            context.buffer.writeEscaped(bar.label + ": " + bar.valueText)
            context.buffer.write("</title>")
            if largest > 0, bar.value.isFinite, bar.value > 0 {
                let width = max(bar.value / largest * 100, 1)
                context.buffer.write(bar.isCurrent ? "<rect class=\"insight-bar-current\" x=\"0\" y=\"0\" width=\"" : "<rect class=\"insight-bar-reference\" x=\"0\" y=\"0\" width=\"")
                context.buffer.write(number: width, decimals: 1)
                context.buffer.write("\" height=\"8\"></rect>") // no rx: the view box stretches, so rounded ends would smear
            }
            context.buffer.write("</svg></div>")
        }
        context.buffer.write("</div>")
    }
}
