/// Activity rings for a period as inline SVG, no script: up to seven days as a row of small ring sets
/// with a label under each (a weekday initial), a longer period as a calendar of ring sets (weeks as
/// rows, the language's first weekday on the left, weekday initials above, the day of the month under
/// each). Each set is three concentric rings (Move, Exercise, Stand) in Apple's colours; see
/// ``ActivityRingChart/writeRings(_:at:scale:into:)`` for how a ring past its goal and a ring without
/// a goal are drawn. The chart is one accessible image: the caller's title and a description that
/// should say every day's values and goals. A period without any value says `emptyMessage`. At most
/// the last 35 days (five weeks: a month's calendar) are drawn, which keeps a page light.
///
/// Markup: `<svg class="chart rings-chart" viewBox="…" role="img">` with one `<g transform>` of
/// `circle.ring-track|ring-fill|ring-lap-edge.ring-move|ring-exercise|ring-stand` per day and
/// `<g class="rings-labels">` of `<text>`.
public struct ActivityRingChart: View {
    /// The days (any order; later duplicates win).
    public var days: [ActivityRingDay]
    /// Seven weekday labels, ``firstWeekday`` first, drawn above a calendar's columns.
    public var weekdayLabels: [String]
    /// The weekday of a calendar's first column, as Foundation counts them: 1 for Sunday, 2 for Monday (the default) … 7.
    public var firstWeekday: Int
    /// What a chart without values says.
    public var emptyMessage: String
    /// Title, summary and id prefix.
    public var accessibility: ChartAccessibility

    /// Creates a ring chart.
    public init(_ accessibility: ChartAccessibility, days: [ActivityRingDay], weekdayLabels: [String] = ActivityRingChart.englishWeekdays,
                firstWeekday: Int = 2, emptyMessage: String = "No data") {
        self.accessibility = accessibility
        self.days = days
        self.weekdayLabels = weekdayLabels.count == 7 ? weekdayLabels : ActivityRingChart.englishWeekdays
        self.firstWeekday = (1...7).contains(firstWeekday) ? firstWeekday : 2
        self.emptyMessage = emptyMessage
    }

    /// Primitive.
    public typealias Body = Never

    /// "M T W T F S S", Monday first.
    public static let englishWeekdays = ["M", "T", "W", "T", "F", "S", "S"]

    /// The most days drawn (five weeks).
    static let maxDays = 35
    /// One day's cell in view-box units; the rings are drawn at ``weekScale`` in a week, ``calendarScale`` in a calendar.
    static let pitch = 100.0, weekScale = 0.8, calendarScale = 0.72, headerHeight = 30.0, calendarRow = 112.0

    /// Writes the SVG.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let days = clipped(view.days)
        guard let first = days.first?.day, let last = days.last?.day, days.contains(where: \.hasValue) else {
            let wrapped = ChartFrame.open("rings-chart", view.accessibility, plotViewBox: false, into: &context)
            ChartFrame.writeEmpty(view.emptyMessage, into: &context.buffer)
            ChartFrame.close(wrapped: wrapped, into: &context)
            return
        }
        var drawing = HTMLBuffer(), labels = HTMLBuffer()
        let size: (Double, Double)
        if last - first < 7 {
            size = (Double(last - first + 1) * pitch, 124)
            for d in days {
                let x = Double(d.day - first) * pitch
                writeRings(d.rings, at: (x + (pitch - 100 * weekScale) / 2, 4), scale: weekScale, into: &drawing)
                CalendarHeatmap.writeLabel(d.label, x: x + pitch / 2, y: 116, into: &labels)
            }
        } else {
            let shift = (view.firstWeekday + 5) % 7 // Monday → 0, Sunday → 6
            func column(_ day: Int) -> Int { (CalendarHeatmap.weekday(day) - shift + 7) % 7 }
            let origin = first - column(first)
            let rows = (last - origin) / 7 + 1
            size = (7 * pitch, headerHeight + Double(rows) * calendarRow)
            for (i, label) in view.weekdayLabels.enumerated() {
                CalendarHeatmap.writeLabel(label, x: Double(i) * pitch + pitch / 2, y: 20, into: &labels)
            }
            for d in days {
                let x = Double(column(d.day)) * pitch, y = headerHeight + Double((d.day - origin) / 7) * calendarRow
                writeRings(d.rings, at: (x + (pitch - 100 * calendarScale) / 2, y + 4), scale: calendarScale, into: &drawing)
                CalendarHeatmap.writeLabel(d.label, x: x + pitch / 2, y: y + 100, into: &labels)
            }
        }
        let wrapped = context.openElement(.svg, class: "chart rings-chart")
        context.buffer.write(" viewBox=\"0 0 ")
        context.buffer.write(number: size.0, decimals: 1)
        context.buffer.write(byte: UInt8(ascii: " "))
        context.buffer.write(number: size.1, decimals: 1)
        context.buffer.write("\"")
        ChartFrame.writeTitle(view.accessibility, into: &context.buffer)
        context.buffer.bytes.append(contentsOf: drawing.bytes)
        context.buffer.write("<g class=\"rings-labels\" text-anchor=\"middle\">")
        context.buffer.bytes.append(contentsOf: labels.bytes)
        context.buffer.write("</g>")
        ChartFrame.close(wrapped: wrapped, into: &context)
    }

    /// The days sorted, one per day number (the later one wins), the last ``maxDays`` only.
    static func clipped(_ days: [ActivityRingDay]) -> [ActivityRingDay] {
        var byDay: [Int: ActivityRingDay] = [:]
        for d in days where d.day > Int.min / 2 && d.day < Int.max / 2 { byDay[d.day] = d }
        guard let last = byDay.keys.max() else { return [] }
        return byDay.values.filter { $0.day > last - maxDays }.sorted { $0.day < $1.day }
    }
}
