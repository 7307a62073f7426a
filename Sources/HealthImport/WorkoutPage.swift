import Metrics

/// The Markdown page generated for one workout, `YYYY-MM-DD-<type>.md`.
///
/// Front matter carries title, description, date, icon and tint (plus the ownership marker
/// comment), the body a `Stats` section listing the numbers, so the report's activity section
/// can list these pages as navigation rows.
enum WorkoutPage {
    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]

    /// `Tuesday 24 November 2026`.
    static func longDate(_ day: CalendarDay) -> String {
        let c = day.components
        return "\(weekdays[day.isoWeekday - 1]) \(c.day) \(months[c.month - 1]) \(c.year)"
    }

    /// The page's Markdown.
    static func render(_ w: HealthWorkout) -> String {
        let day = w.start.day
        var summary: [String] = []
        if let d = w.distanceKm { summary.append("\(DecimalText.format(d, places: 2)) km") }
        summary.append(duration(w.durationMinutes))
        let offset = HealthTime(localSeconds: 0, offset: w.start.offset).iso.suffix(6)
        var out = "---\n"
        out += HealthOutput.marker + "\n"
        out += "title: \(yamlQuoted(w.title))\n"
        out += "description: \(yamlQuoted("\(longDate(day)), \(w.start.clock) — \(summary.joined(separator: " in "))."))\n"
        out += "date: \(day)\n"
        out += "icon: \(w.icon)\n"
        out += "tint: \(w.tint)\n"
        out += "---\n\n"
        out += "# \(w.title)\n\n"
        out += "\(longDate(day)), \(w.start.clock) (UTC\(offset)).\n\n"
        out += "## Stats {icon=chart.line.uptrend.xyaxis tint=\(w.tint)}\n\n"
        out += "- Duration: \(duration(w.durationMinutes))\n"
        if let d = w.distanceKm { out += "- Distance: \(DecimalText.format(d, places: 2)) km\n" }
        if let e = w.energyKcal { out += "- Active energy: \(DecimalText.format(e, places: 0)) kcal\n" }
        if let h = w.averageHeartRate { out += "- Average heart rate: \(DecimalText.format(h, places: 0)) bpm\n" }
        return out
    }

    /// A duration as a metric card shows minutes, so the page and the card agree: `32.5 min` under an
    /// hour (the card's decimals), `1 h 28 min` from an hour on (rounded to the minute, once).
    static func duration(_ minutes: Double) -> String {
        guard minutes.isFinite, minutes >= 60, minutes < 1e15 else { return MetricFormatting.number(minutes) + " min" }
        let total = Int(minutes.rounded())
        let hours = total / 60, rest = total % 60
        if rest == 0 { return "\(hours) h" }
        return "\(hours) h " + (rest < 10 ? "0" : "") + "\(rest) min"
    }

    /// A double-quoted YAML scalar.
    static func yamlQuoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }
}
