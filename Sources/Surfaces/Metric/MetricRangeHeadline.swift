/// The headline above a range's chart, as the Health app writes it: the kind of figure (`DAILY AVERAGE`, `TOTAL`,
/// `RANGE`, `LATEST`; capitals by CSS where the script has them), the figure with its unit and the dates it covers.
///
/// Markup: `<div class="range-headline"><p class="range-headline-kind">…</p><p class="range-headline-figure">…</p>
/// <p class="range-headline-dates">…</p></div>`.
public struct MetricRangeHeadline: View {
    /// The kind of figure (`Daily average`).
    public let kind: String
    /// The figure with its unit (`8,864 steps`).
    public let figure: String
    /// The dates covered (`Nov 23 – Nov 29, 2026`).
    public let dates: String

    /// Creates a headline.
    public init(kind: String, figure: String, dates: String) {
        self.kind = kind
        self.figure = figure
        self.dates = dates
    }

    /// Primitive: three short paragraphs.
    public typealias Body = Never

    /// Writes the headline; waiting modifiers go to the outer `div`.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let wrapped = context.openElement(validatedTag: "div", class: "range-headline")
        context.finishStartTag()
        let saved = context.takePending()
        context.buffer.write("<p class=\"range-headline-kind\">")
        context.buffer.writeEscaped(view.kind)
        context.buffer.write("</p><p class=\"range-headline-figure\">")
        context.buffer.writeEscaped(view.figure)
        context.buffer.write("</p><p class=\"range-headline-dates\">")
        context.buffer.writeEscaped(view.dates)
        context.buffer.write("</p>")
        context.restore(saved)
        context.buffer.write("</div>")
        if wrapped { context.closeWrapper() }
    }
}
