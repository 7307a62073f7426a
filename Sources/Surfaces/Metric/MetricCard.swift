/// A metric at a glance, as in the Health app: icon and title in the metric's tint with a
/// trailing chevron, the value big in rounded tabular numerals with its unit, one or two change lines
/// (arrow + words, coloured by ``MetricAssessment``), a sparkline (or the compact chart of
/// ``MetricCardModel/chart``), the goal line when there is a goal, and the as-of date.
/// The WHOLE card is one link to the metric's page. The chevron comes from the stylesheet, as a navigation row's
/// does (an icon library with its own `chevron.right` gets it inline: `<svg class="chevron" aria-hidden="true">`).
///
/// Markup:
/// ```html
/// <a class="metric-card hero-card tint-red" href="/metrics/rhr/">
///   <div class="metric-card-header"><svg class="icon">…</svg><span class="metric-card-title">Resting Heart Rate</span></div>
///   <div class="metric-card-value"><span class="metric-value">52</span>&nbsp;<span class="metric-unit">bpm</span> (U+00A0 written as the character)</div>
///   <div class="metric-change change-improved"><svg class="icon">…</svg><span>3 bpm lower than last week</span></div>
///   <svg class="chart sparkline" role="img" …>…</svg>
///   <div class="metric-as-of">As of Nov 29</div>
/// </a>
/// ```
public struct MetricCard: View {
    /// What the card shows.
    public let model: MetricCardModel

    /// Creates a card for `model`.
    public init(_ model: MetricCardModel) { self.model = model }

    /// Primitive.
    public typealias Body = Never

    /// Writes the card.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let m = view.model
        let wrapped = context.openElement(.a, class: "metric-card \(m.style.rawValue)-card \(m.tint.tintClass)", ownLayer: StyleLayer.clip)
        writeHref(m.destination, into: &context)
        context.finishStartTag()
        let saved = context.takePending()
        let oldTint = context.environment.tint
        context.environment.tint = nil
        let phrasing = context.phrasing
        let block: StaticString = phrasing ? "span" : "div"

        writeHeader(m, block, &context)
        writeValue(m, block, &context)

        for line in m.changeLines {
            open(block, "metric-change change-\(line.assessment.rawValue)", &context)
            Image.writeIcon(arrowIcon(line.direction), class: "icon", into: &context)
            context.buffer.write("<span>")
            context.buffer.writeEscaped(line.text)
            context.buffer.write("</span>")
            close(block, &context)
        }

        if let chart = m.chart {
            writeChart(chart, m, into: &context) // MetricCard+Chart.swift
        } else if m.sparkline.contains(where: { $0.value != nil }) || m.previousSparkline.contains(where: { $0.value != nil }) {
            let a11y = ChartAccessibility(idPrefix: m.resolvedIDPrefix + "-spark", title: m.chartTitle ?? "\(m.title) trend",
                                          summary: m.chartSummary.isEmpty ? "\(m.title) \(m.valueText) \(m.unitText)" : m.chartSummary)
            Sparkline._render(Sparkline(a11y, points: m.sparkline, previous: m.previousSparkline), into: &context)
        }

        if let goal = m.goalText, !goal.isEmpty {
            open(block, "metric-card-goal", &context)
            context.buffer.writeEscaped(goal)
            close(block, &context)
        }

        if !m.asOfText.isEmpty {
            open(block, "metric-as-of", &context)
            context.buffer.writeEscaped(m.asOfText)
            close(block, &context)
        }

        context.environment.tint = oldTint
        context.restore(saved)
        context.closeElement(.a, wrapped: wrapped)
    }

    /// Writes the header: icon, title and chevron.
    static func writeHeader(_ m: MetricCardModel, _ block: StaticString, _ context: inout _RenderContext) {
        open(block, "metric-card-header", &context)
        if let icon = m.icon { Image.writeIcon(icon, class: "icon", into: &context) }
        context.buffer.write("<span class=\"metric-card-title\">")
        context.buffer.writeEscaped(m.title)
        context.buffer.write("</span>")
        // The built-in chevron is drawn by the stylesheet (``NavigationButtonStyle/stylesheetRules``).
        if !NavigationButtonStyle.stylesheetDraws(context.environment.iconLibrary.svgBody(named: "chevron.right")) {
            Image.writeIcon("chevron.right", class: "chevron", into: &context)
        }
        close(block, &context)
    }

    /// Writes the value and its unit.
    static func writeValue(_ m: MetricCardModel, _ block: StaticString, _ context: inout _RenderContext) {
        open(block, "metric-card-value", &context)
        context.buffer.write("<span class=\"metric-value\">")
        context.buffer.writeEscaped(m.valueText)
        context.buffer.write("</span>")
        if !m.unitText.isEmpty {
            context.buffer.write("\u{A0}<span class=\"metric-unit\">")  // a no-break space: `118 bpm` stays on one line
            context.buffer.writeEscaped(m.unitText)
            context.buffer.write("</span>")
        }
        close(block, &context)
    }

    /// The arrow for a direction of change.
    static func arrowIcon(_ direction: MetricChangeDirection) -> String {
        switch direction {
        case .up: return "arrow.up"
        case .down: return "arrow.down"
        case .flat: return "minus"
        }
    }

    static func open(_ tag: StaticString, _ cls: String, _ context: inout _RenderContext) {
        context.buffer.write(byte: UInt8(ascii: "<"))
        context.buffer.write(tag)
        context.buffer.write(" class=\"")
        context.buffer.writeRaw(cls)
        context.buffer.write("\">")
    }

    static func close(_ tag: StaticString, _ context: inout _RenderContext) {
        context.buffer.write("</")
        context.buffer.write(tag)
        context.buffer.write(byte: UInt8(ascii: ">"))
    }
}
