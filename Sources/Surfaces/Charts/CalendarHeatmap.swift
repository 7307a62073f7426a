import Basics

/// One day of a calendar heat map: its day number (days since 1970-01-01) and its value.
public struct ChartDay: Hashable, Sendable {
    /// Days since 1970-01-01 (negative before).
    public var day: Int
    /// The day's value; `nil` or non-finite: no data.
    public var value: Double?

    /// Creates a day.
    public init(day: Int, value: Double?) {
        self.day = day
        self.value = value
    }
}

/// A calendar heat map as inline SVG: one square per day, weeks as columns and weekdays as rows
/// (the language's first weekday on top: Monday by default), one block per calendar year when the days span more than one (a 5-year period is
/// five stacked years), month names above the weeks where a month starts, the weekdays' names (the CLDR
/// narrow forms the site layer gives: `M`, `一`) at the start of their rows and, for several years, each
/// year's number above its weekday names. With a goal, a day is
/// either met (the tint's text colour, ≥ 3:1 on the card) or not met (a light tint with an outline);
/// without one, values fall into five levels from light to full. A day without data is an outline.
/// An empty heat map says `emptyMessage`. The view box keeps its aspect ratio.
///
/// Markup: `<svg class="chart heatmap-chart" viewBox="…" role="img">` with one
/// `path.heat-cell.heat-LEVEL` per level (`none`, `0`…`4`, or `met`/`unmet`) and `text` labels.
public struct CalendarHeatmap: View {
    /// The days (any order; later duplicates win).
    public var days: [ChartDay]
    /// A goal: a day is met when its value is at least the goal.
    public var goal: Double?
    /// Month names, January first (the site layer localizes them).
    public var monthNames: [String]
    /// Weekday names, Monday first (the site layer localizes them; not seven: no weekday labels).
    public var weekdayNames: [String]
    /// What an empty heat map says.
    public var emptyMessage: String
    /// The weekday of the top row, as Foundation counts them: 1 for Sunday, 2 for Monday (the default) … 7.
    public var firstWeekday: Int
    /// Title, summary and id prefix.
    public var accessibility: ChartAccessibility

    /// Creates a calendar heat map.
    public init(_ accessibility: ChartAccessibility, days: [ChartDay], goal: Double? = nil,
                monthNames: [String] = CalendarHeatmap.englishMonths, emptyMessage: String = "No data",
                firstWeekday: Int = 2, weekdayNames: [String] = CalendarHeatmap.englishWeekdays) {
        self.weekdayNames = weekdayNames
        self.firstWeekday = (1...7).contains(firstWeekday) ? firstWeekday : 2
        self.accessibility = accessibility
        self.days = days
        self.goal = goal
        self.monthNames = monthNames
        self.emptyMessage = emptyMessage
    }

    /// Primitive.
    public typealias Body = Never

    /// "Jan" … "Dec".
    public static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "M" … "S", Monday first (CLDR's narrow English forms).
    public static let englishWeekdays = ["M", "T", "W", "T", "F", "S", "S"]

    /// Cell size and gap in view-box units; label room on the left and above each year.
    static let cell = 10.0, gap = 2.0, labelWidth = 34.0, labelHeight = 14.0
    /// The longest span drawn (about 40 years); older days are dropped so the SVG stays small.
    static let maxDays = 40 * 366

    /// Writes the SVG.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        write(view, kind: "heatmap-chart", into: &context)
    }

    /// Writes the SVG as `<svg class="chart KIND">` (`heatmap-chart` on pages, `card-chart card-heatmap` on cards).
    static func write(_ view: Self, kind: StaticString, into context: inout _RenderContext) {
        guard let (first, slots) = slots(view.days) else {
            let wrapped = ChartFrame.open(kind, view.accessibility, plotViewBox: false, into: &context)
            ChartFrame.writeEmpty(view.emptyMessage, into: &context.buffer)
            ChartFrame.close(wrapped: wrapped, into: &context)
            return
        }
        let last = first + slots.count - 1
        let years = Array(CivilDate(day: first).year...CivilDate(day: last).year)
        let multiYear = years.count > 1
        // Each block starts on the week's first day (Monday by default) on or before its first day.
        let shift = (view.firstWeekday + 5) % 7  // Monday → 0, Sunday → 6
        func weekday(_ day: Int) -> Int { (CalendarHeatmap.weekday(day) - shift + 7) % 7 }
        func weekStart(_ day: Int) -> Int { day - weekday(day) }
        let blocks: [(label: String, start: Int, end: Int)] = multiYear
            ? years.map { y in (String(y), max(first, CivilDate.dayNumber(year: y, month: 1, day: 1)),
                                 min(last, CivilDate.dayNumber(year: y, month: 12, day: 31))) }
            : [("", first, last)]
        let weeks = blocks.map { (weekStart($0.end) - weekStart($0.start)) / 7 + 1 }
        let pitch = cell + gap
        let width = labelWidth + Double(weeks.max() ?? 1) * pitch
        let blockHeight = labelHeight + 7 * pitch
        let height = blockHeight * Double(blocks.count)

        var lo = Double.infinity, hi = -Double.infinity
        for case let v? in slots { lo = Swift.min(lo, v); hi = Swift.max(hi, v) }
        let goal = view.goal.flatMap { $0.isFinite ? $0 : nil }
        var paths = [HTMLBuffer](repeating: HTMLBuffer(), count: levelNames.count)
        var labels = HTMLBuffer()
        for (b, block) in blocks.enumerated() {
            let top = Double(b) * blockHeight
            let origin = weekStart(block.start)
            if multiYear { writeLabel(block.label, x: 0, y: top + labelHeight - 4, into: &labels) }
            writeWeekdays(view.weekdayNames, shift: shift, top: top, into: &labels)
            var day = block.start
            while day <= block.end {
                let column = Double((weekStart(day) - origin) / 7)
                let row = Double(weekday(day))
                let x = labelWidth + column * pitch, y = top + labelHeight + row * pitch
                let date = CivilDate(day: day)
                if date.day == 1 || (day == block.start && date.day <= 24), date.month >= 1, date.month <= view.monthNames.count {
                    writeLabel(view.monthNames[date.month - 1], x: x, y: top + labelHeight - 4, into: &labels)
                }
                let level = levelIndex(slots[day - first], lo: lo, hi: hi, goal: goal)
                ChartFrame.writeMove("M", x, y, into: &paths[level])
                paths[level].write("h10v10h-10z")
                day += 1
            }
        }
        writeSVG(view, kind: kind, size: (width, height), paths: paths, labels: labels, into: &context)
    }

    /// The span of days as one slot per day from the first (later duplicates win), or `nil` when no day has a
    /// value; days before the last ``maxDays`` are dropped, so the slots are bounded whatever the input.
    static func slots(_ days: [ChartDay]) -> (first: Int, slots: [Double?])? {
        var lastDay = Int.min, anyValue = false
        for d in days where d.day > Int.min / 2 && d.day < Int.max / 2 { lastDay = Swift.max(lastDay, d.day) }
        guard lastDay != Int.min else { return nil }
        var firstDay = lastDay
        for d in days where d.day <= lastDay && d.day >= lastDay - maxDays { firstDay = Swift.min(firstDay, d.day) }
        var slots = [Double?](repeating: nil, count: lastDay - firstDay + 1)
        for d in days where d.day >= firstDay && d.day <= lastDay {
            let v = d.value.flatMap { $0.isFinite ? $0 : nil }
            slots[d.day - firstDay] = v
            if v != nil { anyValue = true }
        }
        return anyValue ? (firstDay, slots) : nil
    }

    /// The `<svg>` with its view box, title, one path per level and the labels.
    static func writeSVG(_ view: Self, kind: StaticString, size: (width: Double, height: Double), paths: [HTMLBuffer],
                         labels: HTMLBuffer, into context: inout _RenderContext) {
        let wrapped = context.openElement(.svg, class: "chart \(kind)\(tintSuffix(context))")
        context.buffer.write(" viewBox=\"0 0 ")
        context.buffer.write(number: size.width, decimals: 1)
        context.buffer.write(byte: UInt8(ascii: " "))
        context.buffer.write(number: size.height, decimals: 1)
        context.buffer.write("\"")
        ChartFrame.writeTitle(view.accessibility, into: &context.buffer)
        for (level, path) in paths.enumerated() where path.count > 0 {
            context.buffer.write("<path")
            context.buffer.writeAttribute("class", "heat-cell heat-" + levelNames[level])
            context.buffer.write(" d=\"")
            context.buffer.bytes.append(contentsOf: path.bytes)
            context.buffer.write("\"/>")
        }
        if labels.count > 0 {
            context.buffer.write("<g class=\"heat-labels\">")
            context.buffer.bytes.append(contentsOf: labels.bytes)
            context.buffer.write("</g>")
        }
        ChartFrame.close(wrapped: wrapped, into: &context)
    }

    /// The weekday names at the start of a block's seven rows (the first weekday on top), right-aligned before
    /// the first week; nothing unless `names` has seven.
    static func writeWeekdays(_ names: [String], shift: Int, top: Double, into buffer: inout HTMLBuffer) {
        guard names.count == 7 else { return }
        let pitch = cell + gap
        buffer.write("<g class=\"heat-weekdays\" text-anchor=\"end\">")
        for row in 0..<7 {
            writeLabel(names[(row + shift) % 7], x: labelWidth - 6, y: top + labelHeight + Double(row) * pitch + cell - 1.5, into: &buffer)
        }
        buffer.write("</g>")
    }

    /// The level class suffixes, in drawing order.
    static let levelNames = ["none", "0", "1", "2", "3", "4", "unmet", "met"]

    /// The class of a day: `none`, `met`/`unmet` with a goal, else `0`…`4` by value.
    static func level(_ value: Double?, lo: Double, hi: Double, goal: Double?) -> String {
        levelNames[levelIndex(value, lo: lo, hi: hi, goal: goal)]
    }

    /// The index in ``levelNames`` of a day's class.
    static func levelIndex(_ value: Double?, lo: Double, hi: Double, goal: Double?) -> Int {
        guard let value else { return 0 }
        if let goal { return value >= goal ? 7 : 6 }
        guard hi > lo else { return 5 }
        let f = (value - lo) / (hi - lo)
        guard f.isFinite else { return 5 }
        return 1 + min(max(Int(f * 5), 0), 4)
    }

    /// 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday).
    static func weekday(_ day: Int) -> Int { ((day % 7) + 7 + 3) % 7 }

    /// The Monday on or before `day`.
    static func weekStart(_ day: Int) -> Int { day - weekday(day) }

    /// An SVG `<text>` label at (`x`, `y`) in user units, one decimal each (the heat map's and the ring
    /// calendar's month, weekday and day labels).
    static func writeLabel(_ text: String, x: Double, y: Double, into buffer: inout HTMLBuffer) {
        buffer.write("<text x=\"")
        buffer.write(number: x, decimals: 1)
        buffer.write("\" y=\"")
        buffer.write(number: y, decimals: 1)
        buffer.write("\">")
        buffer.writeEscaped(text)
        buffer.write("</text>")
    }
}

/// A proleptic Gregorian date from a day number (days since 1970-01-01) and back, without time zones
/// (Howard Hinnant's civil-from-days algorithm), so heat maps are the same whatever `TZ` is.
struct CivilDate: Hashable {
    var year: Int
    var month: Int
    var day: Int

    /// A date from its parts.
    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date of a day number.
    init(day number: Int) {
        (year, month, day) = CivilCalendar.date(ofDay: number)
    }

    /// The day number of a date.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        CivilCalendar.dayNumber(year: year, month: month, day: day)
    }
}
