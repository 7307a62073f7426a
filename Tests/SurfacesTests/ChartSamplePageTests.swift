import Foundation
import Testing
@testable import Surfaces

/// A report page with metric cards and a metric detail page, as whole HTML documents. Set
/// `CARDSTOCK_CHART_SAMPLE_DIR` to write them out (with `cardstock.css`) for the HTML validator and screenshots.
@Suite("Chart sample pages")
struct ChartSamplePageTests {
    static func document(title: String, @ViewBuilder _ content: () -> some View) -> String {
        var buffer = HTMLBuffer(capacity: 64 * 1024)
        buffer.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        buffer.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>")
        buffer.writeEscaped(title)
        buffer.write("</title><link rel=\"stylesheet\" href=\"cardstock.css\"></head><body>")
        render(content(), into: &buffer)
        buffer.write("</body></html>\n")
        return buffer.string
    }

    static func series(_ values: [Double?]) -> [ChartSeriesPoint] {
        values.enumerated().map { ChartSeriesPoint(x: Double($0.offset), y: $0.element) }
    }

    static let days = ["Nov 23", "Nov 24", "Nov 25", "Nov 26", "Nov 27", "Nov 28", "Nov 29"]
    static let ticks = [0, 2, 4, 6].map { ChartTick(x: Double($0), label: days[$0]) }
    static let rhr: [Double?] = [54, 53, nil, 52, 51, nil, 52]
    static let rhrPrevious: [Double?] = [55, 56, 55, 54, 56, 55, 55]

    static var cards: [MetricCardModel] {
        [
            MetricCardModel(title: "Resting Heart Rate", icon: "heart.fill", tint: .red, valueText: "52", unitText: "bpm",
                            changeText: "3 bpm lower than last week", changeDirection: .down, assessment: .improved,
                            sparkline: series(rhr), previousSparkline: series(rhrPrevious), asOfText: "As of Nov 29",
                            destination: "rhr.html", chartSummary: "Resting heart rate 52 bpm this week, 3 lower than last week", style: .hero),
            MetricCardModel(title: "Heart Rate Variability", icon: "waveform.path.ecg", tint: .blue, valueText: "41", unitText: "ms",
                            changeText: "6 ms lower than last week", changeDirection: .down, assessment: .worsened,
                            sparkline: series([44, 42, 40, 43, 39, 41, 40]), previousSparkline: series([46, 47, 45, 48, 46, 47, 46]),
                            asOfText: "As of Nov 29", destination: "hrv.html", chartSummary: "Heart rate variability 41 ms this week, 6 lower than last week", style: .tinted),
            MetricCardModel(title: "Steps", icon: "figure.walk", tint: .orange, valueText: "9,486", unitText: "steps/day",
                            changeText: "Same as last week", changeDirection: .flat, assessment: .unchanged,
                            sparkline: series([8_200, 11_400, nil, 9_600, 12_800, 4_100, 10_300]), previousSparkline: series([9_000, 9_800, 10_100, 8_700, 9_900, 9_400, 9_500]),
                            asOfText: "As of Nov 29", destination: "steps.html", chartSummary: "Steps 9,486 a day this week, the same as last week", style: .regular),
        ]
    }

    /// The same metric twice on a page needs its own id prefix.
    static var heroCard: MetricCardModel {
        var card = cards[0]
        card.idPrefix = "hero-rhr"
        return card
    }

    static var reportPage: String {
        document(title: "Weekly report") {
            ScrollingSurface(.vertical(.leading)) {
                Heading("Week of Nov 23", level: 1)
                MetricCard(heroCard)
                SectionedSurface {
                    Section {
                        ScrollingSurface(.horizontal(.top), label: "Vitals") {
                            ForEach(0..<cards.count) { MetricCard(cards[$0]) }
                        }
                    } header: {
                        SectionHeader(.horizontal, title: "Vitals", systemImage: "heart.fill").tint(.red)
                    }
                }
            }
        }
    }

    static var detailPage: String {
        document(title: "Resting heart rate") {
            ScrollingSurface(.vertical(.leading)) {
                Heading("Resting Heart Rate", level: 1)
                MetricChartCard(tint: .red, legend: [MetricLegendItem(.current, "This week"), MetricLegendItem(.previous, "Last week"), MetricLegendItem(.range, "Normal 50–60 bpm"), MetricLegendItem(.goal, "Goal 55 bpm")]) {
                    LineChart(ChartAccessibility(idPrefix: "rhr-detail", title: "Resting heart rate, Nov 23–29",
                                                 summary: "Resting heart rate 52 bpm this week, 3 lower than last week; no data on Nov 25 and Nov 28."),
                              points: series(rhr), previous: series(rhrPrevious), goal: 55, normalRange: 50...60, xTicks: ticks)
                }
                MetricChartCard(tint: .orange, legend: [MetricLegendItem(.current, "Steps per day"), MetricLegendItem(.goal, "Goal 10,000")]) {
                    BarChart(ChartAccessibility(idPrefix: "steps-detail", title: "Steps, Nov 23–29", summary: "9,486 steps a day on average; no data on Nov 25."),
                             points: series([8_200, 11_400, nil, 9_600, 12_800, 4_100, 10_300]), goal: 10_000, xTicks: ticks)
                }
                MetricStatisticsCard([
                    MetricStatistic(label: "Latest", value: "52 bpm"), MetricStatistic(label: "Minimum", value: "51 bpm"),
                    MetricStatistic(label: "Maximum", value: "54 bpm"), MetricStatistic(label: "Mean", value: "52.4 bpm"),
                    MetricStatistic(label: "Change", value: "−3 bpm (−5 %)"),
                ])
                MetricValueTable(caption: "Resting heart rate by day, Nov 23–29", columns: ["Date", "Resting heart rate (bpm)"],
                                 rows: (0..<7).map { [days[$0], rhr[$0].map { String(Int($0)) } ?? "No data"] })
            }
        }
    }

    @Test("the sample pages render complete documents with unique ids")
    func samplePages() throws {
        for page in [Self.reportPage, Self.detailPage] {
            #expect(page.hasPrefix("<!DOCTYPE html>"))
            var ids: [Substring] = []
            var rest = page[...]
            while let r = rest.range(of: " id=\"") {
                let after = rest[r.upperBound...]
                let end = after.firstIndex(of: "\"") ?? after.endIndex
                ids.append(after[..<end])
                rest = after[end...]
            }
            #expect(Set(ids).count == ids.count)
            #expect(!page.contains(" style=") && !page.contains("<script"))
        }
        #expect(occurrences(of: "class=\"metric-card ", in: Self.reportPage) == 4)
        if let dir = ProcessInfo.processInfo.environment["CARDSTOCK_CHART_SAMPLE_DIR"] {
            let url = URL(fileURLWithPath: dir)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(Self.reportPage.utf8).write(to: url.appendingPathComponent("index.html"))
            try Data(Self.detailPage.utf8).write(to: url.appendingPathComponent("rhr.html"))
            try Data(Stylesheet().css.utf8).write(to: url.appendingPathComponent("cardstock.css"))
        }
    }
}
