/// One layer of a stacked bar chart (a sleep stage): its name in the legend and its colour.
public struct ChartStackLayer: Hashable, Sendable {
    /// The name shown in the legend, e.g. "Deep".
    public var name: String
    /// The layer's colour (drawn in the colour's text variant, which meets 3:1 on cards in light and dark).
    public var color: Color

    /// Creates a layer.
    public init(_ name: String, color: Color) {
        self.name = name
        self.color = color
    }
}

/// One bar of a stacked bar chart: a value per layer (`nil` or non-finite: the layer is missing that day).
public struct ChartStack: Hashable, Sendable {
    /// The position along the x axis.
    public var x: Double
    /// One value per layer, in the layers' order.
    public var values: [Double?]

    /// Creates a stack.
    public init(x: Double, values: [Double?]) {
        self.x = x
        self.values = values
    }
}

/// Stacked bars as inline SVG (sleep stages: core, deep, REM, awake) with a legend whose swatches
/// are filled squares in each layer's colour. Positive values stack up from zero, negative values
/// down from it. Segments are separated by a hairline in the card colour, so neighbouring layers stay
/// apart even in similar colours. An empty chart says `emptyMessage` instead of drawing a grid.
///
/// Markup: `<div class="chart-figure">` holding `<svg class="chart stacked-chart"
/// role="img">` (one `path.chart-layer.tint-…` per layer) and `<ul class="chart-legend">`.
public struct StackedBarChart: View {
    /// The layers, bottom first.
    public var layers: [ChartStackLayer]
    /// One stack per x position.
    public var stacks: [ChartStack]
    /// A goal total drawn as a dashed line where it is near the data.
    public var goal: Double?
    /// Labelled x ticks.
    public var xTicks: [ChartTick]
    /// The unit written after the top y label (e.g. "h").
    public var unit: String
    /// What an empty chart says.
    public var emptyMessage: String
    /// Title, summary and id prefix.
    public var accessibility: ChartAccessibility

    /// Creates a stacked bar chart.
    public init(_ accessibility: ChartAccessibility, layers: [ChartStackLayer], stacks: [ChartStack], goal: Double? = nil,
                xTicks: [ChartTick] = [], unit: String = "", emptyMessage: String = "No data") {
        self.accessibility = accessibility
        self.layers = layers
        self.stacks = stacks
        self.goal = goal
        self.xTicks = xTicks
        self.unit = unit
        self.emptyMessage = emptyMessage
    }

    /// Primitive.
    public typealias Body = Never

    /// Sleep stages in the Health app's order and colours.
    public static let sleepStages: [ChartStackLayer] = [
        ChartStackLayer("Deep", color: .indigo), ChartStackLayer("Core", color: .blue),
        ChartStackLayer("REM", color: .cyan), ChartStackLayer("Awake", color: .orange),
    ]

    /// Writes the figure.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let stacks = view.stacks.filter { $0.x.isFinite }.sorted { $0.x < $1.x }
        let wrappedFigure = context.openElement(.div, class: "chart-figure")
        context.finishStartTag()
        let wrapped = ChartFrame.open("stacked-chart", view.accessibility, plotViewBox: false, into: &context)
        if let (lo, hi) = totals(stacks, layerCount: view.layers.count) {
            var values = [lo, hi]
            let goal = ChartFrame.goalNearData(view.goal, dataLow: lo, dataHigh: hi)
            if let goal { values.append(goal) }
            let (extent, step) = ChartFrame.barExtent(stacks.map(\.x))
            let scale = ChartScale(xs: extent, values: values, includeZero: true, tickCount: 4, nice: true)
            ChartFrame.writeGrid(scale, unit: view.unit, style: context.environment.axisNumberStyle, into: &context.buffer)
            ChartFrame.writeXLabels(view.xTicks, scale, into: &context.buffer)
            ChartFrame.openPlot(into: &context.buffer)
            let width = (scale.plotX(scale.xMin + step) - scale.plotX(scale.xMin)) * (stacks.count > 60 ? 0.9 : 0.64)
            writeLayers(view.layers, stacks, width: width, scale, into: &context.buffer)
            context.buffer.write("</svg>")
            ChartFrame.writeGoal(goal, scale, into: &context.buffer)
        } else {
            ChartFrame.writeEmpty(view.emptyMessage, into: &context.buffer)
        }
        ChartFrame.close(wrapped: wrapped, into: &context)
        writeLegend(view.layers, into: &context.buffer)
        context.closeElement(.div, wrapped: wrappedFigure)
    }

    /// The lowest total below zero and the highest above it over all stacks (only the first
    /// `layerCount` values of a stack count), or `nil` when no stack has a finite value.
    static func totals(_ stacks: [ChartStack], layerCount: Int) -> (low: Double, high: Double)? {
        var any = false
        var low = 0.0, high = 0.0
        for s in stacks {
            var up = 0.0, down = 0.0
            var i = 0
            for v in s.values {
                if i == layerCount { break }
                i += 1
                guard let v, v.isFinite else { continue }
                any = true
                if v >= 0 { up += v } else { down += v }
            }
            high = max(high, up)
            low = min(low, down)
        }
        return any ? (low, high) : nil
    }

    /// One path per layer; each stack's segments are placed on the running totals above or below zero.
    /// Written layer by layer straight into `buffer` (a layer's base is the sum of the layers under it
    /// with the same sign), so no per-layer buffers are built; a layer without segments writes nothing.
    static func writeLayers(_ layers: [ChartStackLayer], _ stacks: [ChartStack], width: Double, _ scale: ChartScale,
                            into buffer: inout HTMLBuffer) {
        ChartPathWriter.writing(into: &buffer) { path, buffer in
            for (i, layer) in layers.enumerated() {
                var opened = false
                for s in stacks {
                    let values = s.values
                    guard i < values.count, let v = values[i], v.isFinite, v != 0 else { continue }
                    var from = 0.0
                    var k = 0
                    while k < i {
                        if let w = values[k], w.isFinite, w != 0, (w > 0) == (v > 0) { from += w }
                        k += 1
                    }
                    let to = from + v
                    if !opened {
                        buffer.write("<path class=\"chart-layer ")
                        buffer.writeRaw(layer.color.tintClass)
                        buffer.write("\" d=\"")
                        opened = true
                    }
                    let base = scale.plotY(from)
                    path.move(UInt8(ascii: "M"), scale.plotX(s.x) - width / 2, base, &buffer)
                    path.byte(UInt8(ascii: "V"), &buffer)
                    path.tenths(scale.plotY(to), &buffer)
                    path.byte(UInt8(ascii: "h"), &buffer)
                    path.tenths(width, &buffer)
                    path.byte(UInt8(ascii: "V"), &buffer)
                    path.tenths(base, &buffer)
                    path.byte(UInt8(ascii: "z"), &buffer)
                }
                if opened {
                    path.flush(into: &buffer)
                    buffer.write("\"/>")
                }
            }
        }
    }

    /// The legend: a filled swatch in the layer's colour and its name, bottom layer first.
    static func writeLegend(_ layers: [ChartStackLayer], into buffer: inout HTMLBuffer) {
        guard !layers.isEmpty else { return }
        buffer.write("<ul class=\"chart-legend\">")
        for layer in layers {
            buffer.write("<li><span class=\"legend-swatch legend-fill ")
            buffer.writeRaw(layer.color.tintClass)
            buffer.write("\"></span>")
            buffer.writeEscaped(layer.name)
            buffer.write("</li>")
        }
        buffer.write("</ul>")
    }
}
