/// A page with every chart kind (line, bars, range, stacked, heat map by goal and by value over
/// years, intraday, goal ring and bar, sparkline, and empty charts) and a metric card of each kind,
/// for validators and screenshots.
public enum ChartGallery {
    /// The chart gallery as a view.
    public static var page: some View { ChartGalleryPage() }

    /// A complete HTML5 document of the chart gallery (stylesheet linked at `stylesheetHref`, or inlined).
    public static func document(stylesheetHref: String? = nil) -> String {
        Gallery.document(ChartGalleryPage(), title: "Cardstock charts", stylesheetHref: stylesheetHref)
    }
}

/// The chart gallery's sample data: a week in November 2026 and five years of days.
struct ChartGalleryPage: View {
    static let ticks = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].enumerated().map { ChartTick(x: Double($0.offset), label: $0.element) }
    static let week: [ChartSeriesPoint] = [54, 53, nil, 52, 51, 55, 52].enumerated().map { ChartSeriesPoint(x: Double($0.offset), y: $0.element) }
    static let lastWeek: [ChartSeriesPoint] = [56, 57, 55, 56, 58, 57, 56].enumerated().map { ChartSeriesPoint(x: Double($0.offset), y: $0.element) }
    static let steps: [ChartSeriesPoint] = [8_200, 11_400, nil, 9_600, 12_800, 4_100, 10_300].enumerated().map { ChartSeriesPoint(x: Double($0.offset), y: $0.element) }
    static let heart: [ChartRangePoint] = [(48, 131, 64), (50, 122, 66), (47, 140, 70), (52, 118, 63), (49, 125, 65), (51, 127, 65), (50, 119, 62)]
        .enumerated().map { ChartRangePoint(x: Double($0.offset), low: $0.element.0, high: $0.element.1, mean: $0.element.2) }
    static let lastHeart: [ChartRangePoint] = (0..<7).map { ChartRangePoint(x: Double($0), low: 51, high: 115 + Double($0 * 2), mean: 66) }
    static let sleep: [ChartStack] = [[1.2, 3.9, 1.6, 0.3], [0.9, 4.2, 1.4, 0.5], [1.4, 3.6, 1.9, 0.2], [1.1, 4.4, 1.7, 0.4],
                                      [0.8, 3.1, 1.2, 0.9], [1.5, 4.6, 2.0, 0.3], [1.3, 4.0, 1.8, 0.2]]
        .enumerated().map { ChartStack(x: Double($0.offset), values: $0.element) }
    static let november: [ChartDay] = (0..<30).map { i in
        ChartDay(day: CivilDate.dayNumber(year: 2026, month: 11, day: 1) + i, value: i == 12 ? nil : Double(6_000 + (i * 1_337) % 7_000))
    }
    static let fiveYears: [ChartDay] = (0..<1826).map { (i: Int) -> ChartDay in
        let weekend: Double = i % 7 == 6 ? 40 : 0
        return ChartDay(day: CivilDate.dayNumber(year: 2021, month: 1, day: 1) + i, value: Double((i * 37) % 101) + weekend)
    }
    static let samples: [ChartSeriesPoint] = (0..<96).compactMap { (i: Int) -> ChartSeriesPoint? in
        if i >= 40 && i < 52 { return nil }
        let base = 58.0 + Double((i * 7) % 11)
        let workout: Double = i > 60 && i < 76 ? 25 : 0
        return ChartSeriesPoint(x: Double(i) * 900, y: base + workout)
    }

    /// One metric card per chart kind (a card draws a compact version of its `chart:` kind), and a
    /// card with the default sparkline and a goal line.
    static var cards: [MetricCardModel] {
        func card(_ title: String, _ icon: String, _ tint: Color, _ value: String, _ unit: String, _ chart: MetricCardChart?,
                  goal: String? = nil) -> MetricCardModel {
            var m = MetricCardModel(title: title, icon: icon, tint: tint, valueText: value, unitText: unit, asOfText: "As of Nov 29",
                                    destination: "#card-" + String(title.lowercased().map { $0 == " " || $0 == "," ? "-" : $0 }),
                                    chartSummary: "\(title) \(value) \(unit) this week")
            m.sparkline = week
            m.previousSparkline = lastWeek
            m.chart = chart
            m.goalText = goal
            m.chartEmptyText = "No data this week"
            return m
        }
        let both = lastWeek.map { ChartSeriesPoint(x: $0.x, y: $0.y.map { $0 * 180 }) } + steps.map { ChartSeriesPoint(x: $0.x + 7, y: $0.y) }
        return [
            card("Resting Heart Rate", "heart.fill", .red, "52", "bpm", nil, goal: "Goal 55 bpm"),
            card("Steps", "figure.walk", .orange, "56,400", "steps", .bars(points: both, currentFrom: 7, goal: 10_000), goal: "Goal 10,000 steps a day"),
            card("Heart Rate", "heart.fill", .red, "65", "bpm", .range(current: heart, previous: lastHeart)),
            card("Sleep", "bed.double.fill", .indigo, "7 h 12 min", "", .stacked(layers: StackedBarChart.sleepStages, stacks: sleep, goal: 8),
                 goal: "Goal 8 h"),
            card("Steps in November", "figure.walk", .green, "9,400", "steps",
                 .heatmap(days: november, goal: 10_000, monthNames: CalendarHeatmap.englishMonths), goal: "Goal 10,000 steps a day"),
            card("Heart Rate Today", "heart.fill", .red, "72", "bpm", .intraday(samples: samples, previous: [])),
            card("Steps Today", "figure.walk", .green, "8,432", "steps",
                 .progress(value: 8_432, goal: 10_000, shape: .ring, label: "8,432 of 10,000 steps")),
            card("Activity Rings", "flame.fill", .red, "2,940", "kcal", .rings(ActivityRingGallery.week[6].rings)),
            card("Sleep Stages, Next Week", "bed.double.fill", .indigo, "–", "", .stacked(layers: StackedBarChart.sleepStages, stacks: [], goal: nil)),
        ]
    }

    static func a11y(_ id: String, _ title: String, _ summary: String) -> ChartAccessibility {
        ChartAccessibility(idPrefix: id, title: title, summary: summary)
    }

    var body: some View {
        ScrollingSurface(.vertical(.leading)) {
            Heading("Charts", level: 1, id: "charts")
            SectionedSurface {
                periodsSection
                calendarsSection
                smallSection
                cardsSection
            }
        }
    }

    /// Charts over periods: line, bars, range, stacked bars.
    private var periodsSection: some View {
        Section {
            RegularCard {
                Heading("Line: this week and last week", level: 2)
                LineChart(Self.a11y("line", "Resting heart rate, Nov 23–29", "52 bpm on average, 4 lower than last week"),
                          points: Self.week, previous: Self.lastWeek, goal: 55, normalRange: 50...60, xTicks: Self.ticks)
            }.tint(.red)
            RegularCard {
                Heading("Bars", level: 2)
                BarChart(Self.a11y("bars", "Steps, Nov 23–29", "9,400 steps a day on average"), points: Self.steps, goal: 10_000, xTicks: Self.ticks)
            }.tint(.orange)
            RegularCard {
                Heading("Range: heart rate", level: 2)
                RangeChart(Self.a11y("range", "Heart rate range, Nov 23–29", "From 47 to 140 bpm, mean 65 bpm"),
                           points: Self.heart, previous: Self.lastHeart, normalRange: 60...100, xTicks: Self.ticks, unit: "bpm")
            }.tint(.red)
            RegularCard {
                Heading("Stacked: sleep stages", level: 2)
                StackedBarChart(Self.a11y("sleep", "Sleep stages, Nov 23–29", "7 h 12 min a night on average"),
                                layers: StackedBarChart.sleepStages, stacks: Self.sleep, goal: 8, xTicks: Self.ticks, unit: "h")
            }.tint(.indigo)
        } header: {
            SectionHeader(.horizontal, title: "Periods")
        }
    }

    /// Calendars, a day and goals: heat maps, intraday, goal progress, activity rings.
    private var calendarsSection: some View {
        Section {
            RegularCard {
                Heading("Heat map: goal met in November", level: 2)
                CalendarHeatmap(Self.a11y("heat-goal", "Steps goal, November 2026", "Goal of 10,000 steps met on 9 of 29 days"),
                                days: Self.november, goal: 10_000)
            }.tint(.green)
            RegularCard {
                Heading("Heat map: five years by value", level: 2)
                CalendarHeatmap(Self.a11y("heat-years", "Exercise minutes, 2021–2025", "Five years of exercise minutes"), days: Self.fiveYears)
            }.tint(.orange)
            RegularCard {
                Heading("Intraday: one day", level: 2)
                IntradayChart(Self.a11y("intraday", "Heart rate, Nov 29", "From 58 to 93 bpm; no samples from 10:00 to 13:00"),
                              samples: Self.samples, normalRange: 50...100, unit: "bpm")
            }.tint(.red)
            RegularCard {
                Heading("Goal progress", level: 2)
                GoalProgress(Self.a11y("ring", "Steps today", "84 % of the goal"), value: 8_432, goal: 10_000, label: "8,432 of 10,000 steps")
                GoalProgress(Self.a11y("bar", "Exercise today", "Goal met"), value: 34, goal: 30, shape: .bar, label: "34 of 30 min")
            }.tint(.green)
            RegularCard {
                Heading("Activity rings: a week", level: 2)
                ActivityRingChart(Self.a11y("rings-week", "Activity rings, Nov 23–29", ActivityRingGallery.summary(ActivityRingGallery.week)),
                                  days: ActivityRingGallery.week)
            }.tint(.red)
            RegularCard {
                Heading("Activity rings: a month", level: 2)
                ActivityRingChart(Self.a11y("rings-month", "Activity rings, November 2026", ActivityRingGallery.summary(ActivityRingGallery.november)),
                                  days: ActivityRingGallery.november)
            }.tint(.red)
        } header: {
            SectionHeader(.horizontal, title: "Calendars, days and goals")
        }
    }

    /// A sparkline and empty charts.
    private var smallSection: some View {
        Section {
            RegularCard {
                Heading("Sparkline", level: 2)
                Sparkline(Self.a11y("spark", "Resting heart rate trend", "Down 4 bpm"), points: Self.week, previous: Self.lastWeek)
            }.tint(.red)
            RegularCard {
                Heading("Empty charts", level: 2)
                RangeChart(Self.a11y("empty-range", "Heart rate range, Nov 30–Dec 6", "No data"), points: [], emptyMessage: "No data for this week")
                StackedBarChart(Self.a11y("empty-sleep", "Sleep stages, Nov 30–Dec 6", "No data"), layers: StackedBarChart.sleepStages,
                                stacks: [], emptyMessage: "No data for this week")
            }.tint(.indigo)
        } header: {
            SectionHeader(.horizontal, title: "Small and empty")
        }
    }

    /// A metric card of each chart kind.
    private var cardsSection: some View {
        Section {
            ForEach(Self.cards, id: \.destination) { MetricCard($0) }
        } header: {
            SectionHeader(.horizontal, title: "Cards of each kind")
        }
    }
}
