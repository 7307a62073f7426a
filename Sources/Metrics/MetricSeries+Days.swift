extension MetricSeries {
    /// The local days on which `column` has a value, oldest first, each once (times are sorted).
    package func daysWithData(column: Int) -> [CalendarDay] {
        guard column >= 0, column < values.count else { return [] }
        var out: [CalendarDay] = []
        let cells = values[column]
        for i in times.indices where i < cells.count && cells[i] != nil {
            let day = timeZone.day(of: times[i])
            if out.last != day { out.append(day) }
        }
        return out
    }
}
