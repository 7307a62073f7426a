/// A chart's labelled reference lines, as the Health app draws them: a dashed average line with its value
/// (`Daily average 8,864 steps`) and the goal line's label (`Goal 10,000 steps`). Set with
/// ``BarChart/references(_:)``, ``LineChart/references(_:)`` or ``RangeChart/references(_:)``.
///
/// Markup: `<line class="chart-average">` across the plot, then `<g class="chart-reference-labels">` holding
/// `<text class="chart-average-label">` and `<text class="chart-goal-label">` at the plot's leading edge, each
/// just above its line; when the two lines lie closer than a label's height, the lower line's label goes below it,
/// so the labels never overlap each other (nor the y labels, which sit at the trailing edge).
public struct ChartReferences: Hashable, Sendable {
    /// The average's value (`nil`: no average line).
    public var average: Double?
    /// What the average line says (`nil`: the line without a label).
    public var averageLabel: String?
    /// What the goal line says (`nil`: the goal line without a label).
    public var goalLabel: String?

    /// Creates labelled reference lines.
    public init(average: Double? = nil, averageLabel: String? = nil, goalLabel: String? = nil) {
        self.average = average
        self.averageLabel = averageLabel
        self.goalLabel = goalLabel
    }

    /// The least distance between two labelled lines, in percent of the chart's height, for both labels to sit
    /// above their lines: a label's height (13 px type) and a gap on the smallest chart (220 px tall).
    static let labelClearance = 8.5

    /// The average's value when finite.
    var finiteAverage: Double? { average.flatMap { $0.isFinite ? $0 : nil } }

    /// Writes the average line and the labels of the average and the goal (a goal drawn at `goal`).
    func write(goal: Double?, _ scale: ChartScale, into buffer: inout HTMLBuffer) {
        let goal = goal.flatMap { $0.isFinite ? $0 : nil }
        let averageY = finiteAverage.map { ChartFrame.percentY(scale.fractionY($0)) }
        if let averageY {
            buffer.write("<line class=\"chart-average\" x1=\"0\" x2=\"")
            buffer.write(number: ChartFrame.plotWidth, decimals: 2)
            buffer.write("%\" y1=\"")
            buffer.write(number: averageY, decimals: 2)
            buffer.write("%\" y2=\"")
            buffer.write(number: averageY, decimals: 2)
            buffer.write("%\"/>")
        }
        let goalY = goal.map { ChartFrame.percentY(scale.fractionY($0)) }
        let averageText = averageY == nil ? nil : averageLabel, goalText = goalY == nil ? nil : goalLabel
        guard averageText != nil || goalText != nil else { return }
        // Both labelled and too close: the lower line's label (larger y) goes below its line.
        var averageBelow = false, goalBelow = false
        if let a = averageY, let g = goalY, averageText != nil, goalText != nil, abs(a - g) < ChartReferences.labelClearance {
            if a >= g { averageBelow = true } else { goalBelow = true }
        }
        buffer.write("<g class=\"chart-reference-labels\">")
        if let averageText, let averageY { Self.label(averageText, class: "chart-average-label", y: averageY, below: averageBelow, into: &buffer) }
        if let goalText, let goalY { Self.label(goalText, class: "chart-goal-label", y: goalY, below: goalBelow, into: &buffer) }
        buffer.write("</g>")
    }

    /// One label at the plot's leading edge, just above (or below) the line at `y` percent.
    private static func label(_ text: String, class cls: StaticString, y: Double, below: Bool, into buffer: inout HTMLBuffer) {
        buffer.write("<text class=\"")
        buffer.write(cls)
        buffer.write("\" x=\"0\" y=\"")
        buffer.write(number: y, decimals: 2)
        buffer.write(below ? "%\" dy=\"13\">" : "%\" dy=\"-4\">")
        buffer.writeEscaped(text)
        buffer.write("</text>")
    }
}
