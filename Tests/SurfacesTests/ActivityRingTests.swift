import Testing
@testable import Surfaces

/// Activity rings: one day's three rings on a card (under, exactly at and over the goal, a ring
/// without a goal, a day without data) and the page chart (a week, a month calendar), as golden markup.
@Suite("Activity rings")
struct ActivityRingTests {
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

    /// Under (84 %, 50 %, 75 %), exactly at (100 % each), over (150 %, 250 %, 108 %), missing goals.
    static let under = rings(420, 500, 15, 30, 9, 12)
    static let at = rings(500, 500, 30, 30, 12, 12)
    static let over = rings(750, 500, 75, 30, 13, 12)
    static let noGoal = rings(420, nil, 15, 0, 9, nil)

    static func card(_ rings: [ActivityRing], id: String) -> String {
        var m = MetricCardKindTests.card(.rings(rings), id: id)
        m.chartTitle = "Activity rings, Nov 29"
        m.chartSummary = rings.map(\.text).joined(separator: ", ")
        return MetricCardKindTests.render(m)
    }

    @Test("card: rings under, exactly at and over the goal, without goals, and without data (golden)")
    func cardGolden() throws {
        let out = [Self.card(Self.under, id: "under"), Self.card(Self.at, id: "at"), Self.card(Self.over, id: "over"), Self.card(Self.noGoal, id: "nogoal"),
                   Self.card(Self.rings(nil, 500, nil, 30, nil, 12), id: "empty")].joined(separator: "\n") + "\n"
        try ChartGolden.check(out, "card-rings.html")
    }

    @Test("under the goal: a partial arc from the top; at the goal: a full ring; over: a full ring and a second turn")
    func fractions() {
        let under = Self.card(Self.under, id: "u")
        // Move 420/500 of the circumference 2π·42 = 263.89.
        #expect(under.contains("<circle class=\"ring-fill ring-move\" cx=\"50\" cy=\"50\" r=\"42\" stroke-dasharray=\"221.67 265\" transform=\"rotate(-90 50 50)\"/>"))
        #expect(!under.contains("ring-lap"))
        let at = Self.card(Self.at, id: "a")
        #expect(at.contains("<circle class=\"ring-fill ring-move\" cx=\"50\" cy=\"50\" r=\"42\"/>"))
        #expect(!at.contains("ring-lap"), "exactly at the goal is one closed turn")
        let over = Self.card(Self.over, id: "o")
        // Move 150 %: a full ring and half a second turn (131.95); Exercise 250 %: the second turn drawn full (2π·30 = 188.5).
        #expect(over.contains("<circle class=\"ring-fill ring-lap ring-move\" cx=\"50\" cy=\"50\" r=\"42\" stroke-dasharray=\"131.95 265\""))
        #expect(over.contains("<circle class=\"ring-lap-edge ring-exercise\" cx=\"50\" cy=\"50\" r=\"30\" stroke-dasharray=\"188.5 190\""))
        #expect(over.components(separatedBy: "ring-fill ring-lap ").count == 4, "all three rings are past their goal")
    }

    @Test("a ring without a goal is an empty track, and its words say the value only; the accessible name says every ring")
    func missingGoal() {
        let out = Self.card(Self.noGoal, id: "n")
        #expect(!out.contains("ring-fill"))
        #expect(out.components(separatedBy: "class=\"ring-track ").count == 4)
        #expect(out.contains("<desc id=\"metric-n-card-desc\">Move 420 kcal, no goal, Exercise 15 min, no goal, Stand 9 h, no goal</desc>")
                || out.contains("-card-desc\">Move 420 kcal, no goal, Exercise 15 min, no goal, Stand 9 h, no goal</desc>"))
        #expect(out.contains("role=\"img\"") && out.contains("<title id=") && out.contains(">Activity rings, Nov 29</title>"))
        let empty = Self.card(Self.rings(nil, 500, nil, 30, nil, 12), id: "e")
        #expect(empty.contains("card-chart card-rings") && empty.contains("No data this week") && !empty.contains("<circle"))
    }

    static func week() -> [ActivityRingDay] {
        let sets = [Self.under, Self.at, Self.over, Self.noGoal, Self.rings(nil, 500, nil, 30, nil, 12), Self.under, Self.over]
        return sets.enumerated().map { ActivityRingDay(day: 20_781 + $0.offset, label: ActivityRingChart.englishWeekdays[$0.offset], rings: $0.element) }
    }

    @Test("page: a week of small rings and a month calendar (golden); an empty period says so")
    func pageGolden() throws {
        let a11y = ChartAccessibility(idPrefix: "rings", title: "Activity rings, Nov 23–29", summary: "Nov 23: Move 420 of 500 kcal …")
        let week = html(ActivityRingChart(a11y, days: Self.week()))
        try ChartGolden.check(week, "rings-week.svg")
        #expect(week.hasPrefix("<svg class=\"chart rings-chart\" viewBox=\"0 0 700 124\" role=\"img\""))
        #expect(week.components(separatedBy: "<g transform=").count == 8)
        // November 2026: the 1st is a Sunday, so a Monday-first calendar has six rows.
        let month = (0..<30).map { i in
            ActivityRingDay(day: CivilDate.dayNumber(year: 2026, month: 11, day: 1) + i, label: String(i + 1),
                            rings: i % 3 == 0 ? Self.over : i % 3 == 1 ? Self.under : Self.at)
        }
        let calendar = html(ActivityRingChart(a11y, days: month))
        try ChartGolden.check(calendar, "rings-month.svg")
        #expect(calendar.hasPrefix("<svg class=\"chart rings-chart\" viewBox=\"0 0 700 702\""))
        #expect(calendar.contains("<g transform=\"translate(614 34) scale(0.72)\">"), "Nov 1 (Sunday) in the last column of the first row")
        let sundayFirst = html(ActivityRingChart(a11y, days: month, weekdayLabels: ["S", "M", "T", "W", "T", "F", "S"], firstWeekday: 1))
        #expect(sundayFirst.contains("<g transform=\"translate(14 34) scale(0.72)\">"), "Sunday first: Nov 1 in the first column")
        let empty = html(ActivityRingChart(a11y, days: [], emptyMessage: "No data this week"))
        #expect(empty.contains("chart-empty") && empty.contains("No data this week"))
    }

    @Test("every ring colour reaches 3:1 on the card in light and dark, and every class has a rule")
    func contrastAndStyles() throws {
        for (name, light, dark) in ActivityRingStyles.colors {
            #expect(try #require(ChartContrastTests.contrast(light, "#FFFFFF")) >= 3, "\(name) on the light card")
            #expect(try #require(ChartContrastTests.contrast(dark, "#1C1C1E")) >= 3, "\(name) on the dark card")
        }
        let css = Stylesheet().css
        let out = Self.card(Self.over, id: "s") + html(ActivityRingChart(ChartSamples.a11y("w"), days: Self.week()))
        var missing: Set<String> = []
        for chunk in out.components(separatedBy: "class=\"").dropFirst() {
            guard let end = chunk.firstIndex(of: "\"") else { continue }
            for cls in chunk[..<end].split(separator: " ") where !css.contains(".\(cls)") { missing.insert(String(cls)) }
        }
        #expect(missing.isEmpty, "classes without a rule: \(missing.sorted())")
        #expect(!out.contains("<script") && !out.contains("style=\""))
    }
}
