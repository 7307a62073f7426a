/// The parts every chart shares: the accessible `<svg role="img">` opening with `<title>` and
/// `<desc>`, grid lines with y labels, x tick labels, the normal-range band and the goal line.
///
/// Axis charts use an outer `<svg>` without a view box (its size comes from CSS), in which grid
/// lines and labels are placed in percent so text keeps its CSS size, and an inner
/// `<svg class="chart-plot" viewBox="0 0 1000 1000" preserveAspectRatio="none">` for the data.
enum ChartFrame {
    /// Percent of the chart's width used by the plot (the rest holds the y labels, trailing).
    static let plotWidth = 88.0
    /// Percent of the chart's height above the plot.
    static let plotTop = 5.0
    /// Percent of the chart's height used by the plot (x labels sit below).
    static let plotHeight = 80.0

    /// The most x labels a chart draws.
    static let maxTicks = 16

    /// Writes `<svg class="chart KIND[ tint-…]" role="img" aria-labelledby="…"><title…><desc…>`.
    /// `viewBox` is written for charts drawn directly in plot units (sparklines).
    static func open(_ kind: StaticString, _ a11y: ChartAccessibility, plotViewBox: Bool, into context: inout _RenderContext) -> Bool {
        let wrapped = context.openElement(.svg, class: "chart \(kind)\(tintSuffix(context))")
        if plotViewBox {
            context.buffer.write(" viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\"")
        }
        writeTitle(a11y, into: &context.buffer)
        return wrapped
    }

    /// Writes ` role="img" aria-labelledby="…">`, `<title>` and `<desc>` (the rest of an open `<svg` tag).
    static func writeTitle(_ a11y: ChartAccessibility, into buffer: inout HTMLBuffer) {
        // The prefix is reduced to [A-Za-z0-9_-], so it is written without escaping.
        let prefix = a11y.safePrefix
        buffer.write(" role=\"img\" aria-labelledby=\"")
        buffer.writeRaw(prefix)
        buffer.write("-title ")
        buffer.writeRaw(prefix)
        buffer.write("-desc\"><title id=\"")
        buffer.writeRaw(prefix)
        buffer.write("-title\">")
        buffer.writeEscaped(a11y.title)
        buffer.write("</title><desc id=\"")
        buffer.writeRaw(prefix)
        buffer.write("-desc\">")
        buffer.writeEscaped(a11y.summary)
        buffer.write("</desc>")
    }

    /// Closes the chart's `<svg>`.
    static func close(wrapped: Bool, into context: inout _RenderContext) {
        context.closeElement(.svg, wrapped: wrapped)
    }

    /// Percent of the chart's height for a fraction (0 top…1 bottom) of the plot's height.
    static func percentY(_ fraction: Double) -> Double {
        plotTop + plotHeight * fraction
    }

    /// Horizontal grid lines at the scale's y ticks and their labels at the trailing edge, each sitting just
    /// above its line (`dy="-4"`) so a long label ("200 bpm") never runs over a gridline; a non-empty
    /// `unit` follows the top label (`<tspan class="chart-unit">`); labels are written in `style`.
    static func writeGrid(_ scale: ChartScale, unit: String = "", style: AxisNumberStyle, into buffer: inout HTMLBuffer) {
        guard !scale.yTicks.isEmpty else { return }
        buffer.write("<g class=\"chart-grid\">")
        for tick in scale.yTicks {
            let y = percentY(scale.fractionY(tick))
            buffer.write("<line x1=\"0\" x2=\"")
            buffer.write(number: plotWidth, decimals: 2)
            buffer.write("%\" y1=\"")
            buffer.write(number: y, decimals: 2)
            buffer.write("%\" y2=\"")
            buffer.write(number: y, decimals: 2)
            buffer.write("%\"/>")
        }
        buffer.write("</g><g class=\"chart-y-labels\" text-anchor=\"end\">")
        let largest = scale.yTicks.map(\.magnitude).max() ?? 0
        for tick in scale.yTicks {
            buffer.write("<text x=\"100%\" y=\"")
            buffer.write(number: percentY(scale.fractionY(tick)), decimals: 2)
            buffer.write("%\" dy=\"-4\">")
            ChartLabelFormat.write(tick, step: scale.yStep, largest: largest, style: style, into: &buffer)
            if !unit.isEmpty, tick == scale.yTicks.last {
                buffer.write("<tspan class=\"chart-unit\"> ")
                buffer.writeEscaped(unit)
                buffer.write("</tspan>")
            }
            buffer.write("</text>")
        }
        buffer.write("</g>")
    }

    /// The caller's x tick labels under the plot (ticks outside the x range are skipped).
    /// At most ``maxTicks`` labels are drawn (every n-th of a longer list) so labels stay readable and the SVG small.
    static func writeXLabels(_ ticks: [ChartTick], _ scale: ChartScale, into buffer: inout HTMLBuffer) {
        var opened = false
        let stride = (ticks.count + maxTicks - 1) / maxTicks
        for (index, tick) in ticks.enumerated() where tick.x.isFinite && index % max(stride, 1) == 0 {
            let f = scale.fractionX(tick.x)
            guard f >= -1e-9, f <= 1 + 1e-9 else { continue }
            if !opened {
                buffer.write("<g class=\"chart-x-labels\">")
                opened = true
            }
            buffer.write("<text x=\"")
            buffer.write(number: plotWidth * f, decimals: 2)
            buffer.write(f < 0.06 ? "%\" y=\"96%\" text-anchor=\"start\">" : "%\" y=\"96%\" text-anchor=\"middle\">")
            buffer.writeEscaped(tick.label)
            buffer.write("</text>")
        }
        if opened { buffer.write("</g>") }
    }

    /// The normal range as a 12 % tint band across the plot.
    static func writeBand(_ range: ClosedRange<Double>?, _ scale: ChartScale, into buffer: inout HTMLBuffer) {
        guard let range, range.lowerBound.isFinite, range.upperBound.isFinite else { return }
        let top = percentY(scale.fractionY(range.upperBound))
        let bottom = percentY(scale.fractionY(range.lowerBound))
        buffer.write("<rect class=\"chart-band\" x=\"0\" y=\"")
        buffer.write(number: top, decimals: 2)
        buffer.write("%\" width=\"")
        buffer.write(number: plotWidth, decimals: 2)
        buffer.write("%\" height=\"")
        buffer.write(number: max(bottom - top, 0), decimals: 2)
        buffer.write("%\"/>")
    }

    /// The goal as a dashed line across the plot.
    static func writeGoal(_ goal: Double?, _ scale: ChartScale, into buffer: inout HTMLBuffer) {
        guard let goal, goal.isFinite else { return }
        let y = percentY(scale.fractionY(goal))
        buffer.write("<line class=\"chart-goal\" x1=\"0\" x2=\"")
        buffer.write(number: plotWidth, decimals: 2)
        buffer.write("%\" y1=\"")
        buffer.write(number: y, decimals: 2)
        buffer.write("%\" y2=\"")
        buffer.write(number: y, decimals: 2)
        buffer.write("%\"/>")
    }

    /// Opens the inner plot `<svg>` (stretched `0 0 1000 1000` view box).
    static func openPlot(into buffer: inout HTMLBuffer) {
        buffer.write("<svg class=\"chart-plot\" x=\"0\" y=\"")
        buffer.write(number: plotTop, decimals: 2)
        buffer.write("%\" width=\"")
        buffer.write(number: plotWidth, decimals: 2)
        buffer.write("%\" height=\"")
        buffer.write(number: plotHeight, decimals: 2)
        buffer.write("%\" viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\">")
    }

    /// Writes `<path class="chart-line CLASS" d="…"/>` for a series, one subpath per run of
    /// present values (a missing value breaks the line). Values standing alone between gaps
    /// would be invisible as lines, so they go into `<path class="chart-dots CLASS">` (round dots).
    /// Writes nothing for a series without values.
    static func writeLine(_ points: [ChartSeriesPoint], class cls: StaticString, _ scale: ChartScale, into buffer: inout HTMLBuffer) {
        // Two passes over the runs of present values: runs of two or more points make the line,
        // values standing alone the dots. Coordinates go through a path writer (one append per piece).
        ChartPathWriter.writing(into: &buffer) { path, buffer in
            for pass in 0..<2 {
                let lines = pass == 0
                var opened = false
                var i = 0
                let n = points.count
                while i < n {
                    guard points[i].y != nil else {
                        i += 1
                        continue
                    }
                    var end = i
                    while end + 1 < n, points[end + 1].y != nil { end += 1 }
                    if (end > i) == lines {
                        if !opened {
                            buffer.write(lines ? "<path class=\"chart-line " : "<path class=\"chart-dots ")
                            buffer.write(cls)
                            buffer.write("\" d=\"")
                            opened = true
                        }
                        if lines {
                            for k in i...end {
                                path.move(k == i ? UInt8(ascii: "M") : UInt8(ascii: "L"), scale.plotX(points[k].x), scale.plotY(points[k].y ?? 0), &buffer)
                            }
                        } else {
                            path.move(UInt8(ascii: "M"), scale.plotX(points[i].x), scale.plotY(points[i].y ?? 0), &buffer)
                            path.byte(UInt8(ascii: "h"), &buffer)
                            path.byte(UInt8(ascii: "0"), &buffer)
                        }
                    }
                    i = end + 1
                }
                if opened {
                    path.flush(into: &buffer)
                    buffer.write("\"/>")
                }
            }
        }
    }

    /// Each labelled point with a value as its own dot with a `<title>` (`<g class="chart-points">`), so a
    /// line's values can be read on hover and by screen readers; nothing when no point is labelled.
    static func writePointMarks(_ points: [ChartSeriesPoint], _ scale: ChartScale, into buffer: inout HTMLBuffer) {
        guard points.contains(where: { $0.label != nil }) else { return }
        ChartPathWriter.writing(into: &buffer) { path, buffer in
            var marks = ChartMarkGroup(class: "chart-points", titled: true)
            for p in points where p.label != nil {
                guard let v = p.value else { continue }
                marks.openMark(&path, &buffer)
                path.move(UInt8(ascii: "M"), scale.plotX(p.x), scale.plotY(v), &buffer)
                path.byte(UInt8(ascii: "h"), &buffer)
                path.byte(UInt8(ascii: "0"), &buffer)
                marks.closeMark(p.label, &path, &buffer)
            }
            marks.close(&path, &buffer)
        }
    }
}
