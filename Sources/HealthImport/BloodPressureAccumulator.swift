import Metrics

/// Blood pressure per day: the systolic and diastolic values of `HKCorrelationTypeIdentifierBloodPressure`
/// correlations (one reading each), and the loose systolic/diastolic records outside any correlation,
/// used only when the export has no correlation (Health writes a correlation's records at top level too).
struct BloodPressureAccumulator {
    private var paired = (systolic: DailyAccumulator(), diastolic: DailyAccumulator())
    private var loose = (systolic: DailyAccumulator(), diastolic: DailyAccumulator())

    /// Whether no reading was added.
    var isEmpty: Bool { paired.systolic.isEmpty && loose.systolic.isEmpty && loose.diastolic.isEmpty }

    /// Adds one correlation's reading.
    mutating func addReading(systolic: Double, diastolic: Double, day: CalendarDay, source: Int, instant: Int) {
        paired.systolic.add(systolic, day: day, source: source, instant: instant)
        paired.diastolic.add(diastolic, day: day, source: source, instant: instant)
    }

    /// Adds a systolic or diastolic record found outside a correlation.
    mutating func addLoose(_ value: Double, systolic: Bool, day: CalendarDay, source: Int, instant: Int) {
        if systolic {
            loose.systolic.add(value, day: day, source: source, instant: instant)
        } else {
            loose.diastolic.add(value, day: day, source: source, instant: instant)
        }
    }

    /// Per day (ascending): the mean systolic and diastolic pressure of the day's chosen source.
    func days(names: [String], since: CalendarDay?) -> [(day: CalendarDay, systolic: Double?, diastolic: Double?)] {
        let pair = paired.systolic.isEmpty ? loose : paired
        let s = pair.systolic.days(names: names, since: since)
        let d = pair.diastolic.days(names: names, since: since)
        var out: [(day: CalendarDay, systolic: Double?, diastolic: Double?)] = []
        var i = 0, j = 0
        while i < s.count || j < d.count {
            if j == d.count || (i < s.count && s[i].day < d[j].day) {
                out.append((s[i].day, s[i].stats.mean, nil))
                i += 1
            } else if i == s.count || d[j].day < s[i].day {
                out.append((d[j].day, nil, d[j].stats.mean))
                j += 1
            } else {
                out.append((s[i].day, s[i].stats.mean, d[j].stats.mean))
                i += 1
                j += 1
            }
        }
        return out
    }
}
