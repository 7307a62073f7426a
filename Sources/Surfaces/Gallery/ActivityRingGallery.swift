/// The chart gallery's Activity rings: a week with rings under, exactly at and over their goals, a
/// day without goals and a day without data, and November 2026 as a calendar.
enum ActivityRingGallery {
    /// One day's rings with English words.
    static func rings(_ move: Double?, _ moveGoal: Double?, _ exercise: Double?, _ exerciseGoal: Double?,
                      _ stand: Double?, _ standGoal: Double?) -> [ActivityRing] {
        func words(_ name: String, _ v: Double?, _ g: Double?, _ unit: String) -> String {
            guard let v else { return "\(name): no data" }
            guard let g, g > 0 else { return "\(name) \(Int(v)) \(unit), no goal" }
            return "\(name) \(Int(v)) of \(Int(g)) \(unit)"
        }
        return [ActivityRing(.move, value: move, goal: moveGoal, text: words("Move", move, moveGoal, "kcal")),
                ActivityRing(.exercise, value: exercise, goal: exerciseGoal, text: words("Exercise", exercise, exerciseGoal, "min")),
                ActivityRing(.stand, value: stand, goal: standGoal, text: words("Stand", stand, standGoal, "h"))]
    }

    /// Nov 23–29, 2026.
    static let week: [ActivityRingDay] = {
        let sets = [rings(420, 500, 15, 30, 9, 12), rings(500, 500, 30, 30, 12, 12), rings(750, 500, 75, 30, 13, 12),
                    rings(380, nil, 22, nil, 8, nil), rings(nil, 500, nil, 30, nil, 12), rings(610, 500, 41, 30, 11, 12),
                    rings(540, 500, 28, 30, 12, 12)]
        let first = CivilDate.dayNumber(year: 2026, month: 11, day: 23)
        return sets.enumerated().map { ActivityRingDay(day: first + $0.offset, label: ActivityRingChart.englishWeekdays[$0.offset], rings: $0.element) }
    }()

    /// November 2026, one day without data.
    static let november: [ActivityRingDay] = (0..<30).map { i in
        let move = Double(250 + (i * 97) % 500), exercise = Double(5 + (i * 13) % 50), stand = Double(6 + (i * 5) % 9)
        let day = CivilDate.dayNumber(year: 2026, month: 11, day: 1) + i
        return ActivityRingDay(day: day, label: String(i + 1), rings: i == 12 ? rings(nil, 500, nil, 30, nil, 12) : rings(move, 500, exercise, 30, stand, 12))
    }

    /// Each day with data in words, for the chart's description.
    static func summary(_ days: [ActivityRingDay]) -> String {
        days.filter(\.hasValue).map { d in
            let date = CivilDate(day: d.day)
            return "\(CalendarHeatmap.englishMonths[date.month - 1]) \(date.day): " + d.rings.map(\.text).joined(separator: ", ")
        }.joined(separator: "; ")
    }
}
