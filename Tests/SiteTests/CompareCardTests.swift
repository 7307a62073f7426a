import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Localization
import Metrics
import Surfaces
import Testing
@testable import CardstockCLI
@testable import Site

/// `compare:` and `same_within:` on cards and metric pages: two change lines, every comparison in the
/// statistics, "about the same" in the neutral colour, the words in other languages, located YAML errors.
@Suite struct CompareCardTests {
    /// Steps from 2025-11-17 to 2026-11-29: 1,000 a day, 1,200 a day in 2025-W48, 1,500 a day in 2026-W48.
    static let stepsCSV: String = {
        var out = "date,steps\n"
        var d = CalendarDay(year: 2025, month: 11, day: 17) ?? CalendarDay(daysSinceEpoch: 0)
        let end = CalendarDay(year: 2026, month: 11, day: 29) ?? d
        let lastYear = ReportPeriod(parsing: "2025-W48"), thisWeek = ReportPeriod(parsing: "2026-W48")
        while d <= end {
            let value = thisWeek?.contains(d) == true ? 1_500 : lastYear?.contains(d) == true ? 1_200 : 1_000
            out += "\(d.description),\(value)\n"
            d = d.adding(days: 1)
        }
        return out
    }()

    static func file(_ csv: String, _ metadata: MetricMetadata) throws -> MetricFile {
        try MetricFile.parse(Array(csv.utf8), path: "m.csv", metadata: metadata, name: "m")
    }

    static func card(_ file: MetricFile, _ period: String, text: MetricText = .english) throws -> MetricCardModel {
        let factory = MetricCardFactory(file: file, column: 0, title: "Steps", period: try #require(ReportPeriod(parsing: period)), text: text)
        return try #require(factory.model(style: .regular, tint: .orange, destination: "m/", idPrefix: "m"))
    }

    static let stepsMetadata = MetricMetadata(unit: "steps", aggregation: .sum, goodDirection: .higher)

    // MARK: - The card model and its HTML

    @Test func aCardShowsTwoChangeLinesInTheOrderOfCompare() throws {
        var metadata = Self.stepsMetadata
        metadata.compare = [.average(4), .lastYear]
        let model = try Self.card(try Self.file(Self.stepsCSV, metadata), "2026-W48")
        #expect(model.valueText == "10,500")
        #expect(model.changeLines.map(\.text) == ["3,500\u{A0}steps higher than the 4-week average",
                                                  "2,100\u{A0}steps higher than the same week last year"])
        #expect(model.changeLines.map(\.assessment) == [.improved, .improved])
        #expect(model.changeLines.map(\.direction) == [.up, .up])
        // The summary sentence follows the first comparison.
        #expect(model.chartSummary.hasPrefix("Steps 10,500\u{A0}steps this week, 3,500 higher than the 4-week average"))

        let lines = try ChangeLineCollector.lines(in: renderHTMLString(MetricCard(model)))
        #expect(lines.map(\.text) == model.changeLines.map(\.text))
        #expect(lines.map(\.cls) == ["metric-change change-improved", "metric-change change-improved"])
        #expect(lines.allSatisfy { $0.hasIcon })
    }

    @Test func theDefaultIsOneLineAgainstThePeriodBefore() throws {
        let model = try Self.card(try Self.file(Self.stepsCSV, Self.stepsMetadata), "2026-W48")
        #expect(model.changeLines.map(\.text) == ["3,500\u{A0}steps higher than last week"])
        #expect(model.moreChanges.isEmpty)
        let lines = try ChangeLineCollector.lines(in: renderHTMLString(MetricCard(model)))
        #expect(lines.count == 1)
    }

    @Test func aLastYearLineIsDroppedWithoutDataAYearEarlier() throws {
        var metadata = Self.stepsMetadata
        metadata.compare = [.previous, .lastYear]
        // 2025-W48 is in the file, 2024-W48 is not.
        let model = try Self.card(try Self.file(Self.stepsCSV, metadata), "2025-W48")
        #expect(model.changeLines.map(\.text) == ["1,400\u{A0}steps higher than last week"])
    }

    @Test func aChangeWithinSameWithinIsAboutTheSameInTheNeutralColour() throws {
        let csv = "date,bpm\n2026-11-16,52.5\n2026-11-17,52.5\n2026-11-23,52.2\n2026-11-24,52.2\n"
        var metadata = MetricMetadata(unit: "bpm", aggregation: .mean, goodDirection: .lower)
        metadata.sameWithin = .absolute(0.5)
        let model = try Self.card(try Self.file(csv, metadata), "2026-W48")
        #expect(model.changeLines == [MetricChangeLine(text: "About the same as last week", direction: .flat, assessment: .unchanged)])
        let lines = try ChangeLineCollector.lines(in: renderHTMLString(MetricCard(model)))
        #expect(lines.map(\.cls) == ["metric-change change-unchanged"])
        #expect(lines.first?.iconPath == "M5 12h14", "a flat mark, not an arrow")
        // Without the threshold the 0.3\u{A0}bpm fall is a change and good news.
        metadata.sameWithin = nil
        let plain = try Self.card(try Self.file(csv, metadata), "2026-W48")
        #expect(plain.changeLines == [MetricChangeLine(text: "0.3\u{A0}bpm lower than last week", direction: .down, assessment: .improved)])
        // A percentage: 0.3 of 52.5 is 0.57 %.
        metadata.sameWithin = .percent(1)
        #expect(try Self.card(try Self.file(csv, metadata), "2026-W48").assessment == .unchanged)
        metadata.sameWithin = .percent(0.5)
        #expect(try Self.card(try Self.file(csv, metadata), "2026-W48").assessment == .improved)
    }

    @Test func aChangeThatRoundsToZeroIsAboutTheSameAndAnEqualOneIsTheSame() throws {
        let metadata = MetricMetadata(unit: "bpm", aggregation: .mean, goodDirection: .lower)
        let close = "date,bpm\n2026-11-16,52.44\n2026-11-23,52.4\n"
        #expect(try Self.card(try Self.file(close, metadata), "2026-W48").changeText == "About the same as last week")
        let equal = "date,bpm\n2026-11-16,52.4\n2026-11-23,52.4\n"
        #expect(try Self.card(try Self.file(equal, metadata), "2026-W48").changeText == "Same as last week")
        let tiny = "date,mg\n2026-11-16,0.00024\n2026-11-23,0.00012\n"
        let small = try Self.card(try Self.file(tiny, MetricMetadata(unit: "mg", goodDirection: .lower)), "2026-W48")
        #expect(small.changeText == "0.00012\u{A0}mg lower than last week" && small.assessment == .improved)
    }

    @Test func averageLinesSayHowManyPeriodsHadData() throws {
        // Weeks W44–W47 before W48: data only in W45 and W47.
        let csv = "date,steps\n2026-11-02,2000\n2026-11-16,1000\n2026-11-23,2500\n"
        var metadata = Self.stepsMetadata
        metadata.compare = [.average(4)]
        let file = try Self.file(csv, metadata)
        // W48 has data on its first day only (the history ends there), the averaged weeks on all seven: daily
        // averages are compared (2,500 a day against 1,500).
        #expect(try Self.card(file, "2026-W48").changeText == "Daily average: 1,000\u{A0}steps higher than the average of 2 of the last 4 weeks")
        let page = MetricPageContent(file: file, column: 0, title: "Steps", period: try #require(ReportPeriod(parsing: "2026-W48")), idPrefix: "m")
        #expect(page.statistics.contains(MetricStatistic(label: "Change from the average",
                                                          value: "Daily average: 1,000\u{A0}steps higher than the average of 2 of the last 4 weeks")))
        #expect(page.statistics.contains(MetricStatistic(label: "Change from the average in percent", value: "+67%")))
        // No week with data before W45: no change line on the card, the "no data" line in the statistics.
        let first = MetricPageContent(file: file, column: 0, title: "Steps", period: try #require(ReportPeriod(parsing: "2026-W45")), idPrefix: "m")
        #expect(first.statistics.contains(MetricStatistic(label: "Change from the average", value: "No data for the 4-week average")))
        #expect(try Self.card(file, "2026-W45").changeLines.isEmpty)
    }

    @Test func otherLanguagesHaveWholeSentences() throws {
        var metadata = Self.stepsMetadata
        metadata.unit = "步"
        metadata.compare = [.average(4), .lastYear]
        let file = try Self.file(Self.stepsCSV, metadata)
        let chinese = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "zh-CN"))
        let lines = try Self.card(file, "2026-W48", text: chinese).changeLines.map(\.text)
        #expect(lines == ["比近 4 周平均多 3,500\u{A0}步", "比去年同周多 2,100\u{A0}步"])
        let japanese = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "ja"))
        #expect(try Self.card(file, "2026-W48", text: japanese).changeLines.map(\.text).last == "昨年の同じ週より 2,100\u{A0}步 多い")
        let german = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "de"))
        #expect(try Self.card(file, "2026-W48", text: german).changeLines.map(\.text)
            == ["3.500\u{A0}步 mehr als im Durchschnitt der letzten 4 Wochen", "2.100\u{A0}步 mehr als in derselben Woche des Vorjahres"])
    }

    // MARK: - A built site

    func page(_ block: String) -> String {
        "---\nperiod: 2026-W48\n---\n# Home\n\n## Activity\n\n```metric\n\(block)\n```\n"
    }

    @Test func aBuiltSiteShowsBothLinesOnTheCardAndEveryComparisonOnTheMetricPage() throws {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/steps.csv\ncompare: [{average: 4}, last_year]"))
        site.write("content/metrics/steps.csv", Self.stepsCSV)
        site.write("content/metrics/steps.yaml", "title: Steps\nunit: steps\naggregation: sum\ngood: higher\n")
        let result = site.run(["build", "--quiet", "--strict"])
        #expect(result.status == 0, "\(result.err)")
        let index = try #require(site.read("site/index.html"))
        let card = try #require(Self.element(starting: "<a class=\"metric-card", ending: "</a>", in: index))
        let lines = try ChangeLineCollector.lines(in: card)
        #expect(lines.map(\.text) == ["3,500\u{A0}steps higher than the 4-week average", "2,100\u{A0}steps higher than the same week last year"])
        #expect(lines.map(\.cls) == ["metric-change change-improved", "metric-change change-improved"])

        // The metric page the card leads to shows the same comparisons, each with its percentage.
        let metric = try #require(site.read("site/metrics/steps/2026-W48/index.html"))
        #expect(metric.contains(Self.row("Change from the average", "3,500\u{A0}steps higher than the 4-week average")))
        #expect(metric.contains(Self.row("Change from the average in percent", "+50%")))
        #expect(metric.contains(Self.row("Change from last year", "2,100\u{A0}steps higher than the same week last year")))
        #expect(!metric.contains(Self.row("Change", "3,500\u{A0}steps higher than last week")))

        // With `compare:` in the sidecar (and none in the block) the sidecar's comparisons are shown.
        site.write("content/metrics/steps.yaml", "title: Steps\nunit: steps\naggregation: sum\ngood: higher\ncompare: [previous, last_year]\n")
        site.write("content/index.md", page("file: metrics/steps.csv"))
        #expect(site.run(["build", "--quiet", "--strict"]).status == 0)
        let both = try #require(site.read("site/metrics/steps/2026-W48/index.html"))
        #expect(both.contains(Self.row("Change", "3,500\u{A0}steps higher than last week")))
        #expect(both.contains(Self.row("Change in percent", "+50%")))
        #expect(both.contains(Self.row("Change from last year", "2,100\u{A0}steps higher than the same week last year")))
        #expect(both.contains(Self.row("Change from last year in percent", "+25%")))
        let index2 = try #require(site.read("site/index.html"))
        let card2 = try #require(Self.element(starting: "<a class=\"metric-card", ending: "</a>", in: index2))
        #expect(try ChangeLineCollector.lines(in: card2).count == 2)
    }

    static func row(_ label: String, _ value: String) -> String {
        "<span>\(label)</span><div class=\"spacer\"></div><span class=\"fg-secondary\">\(value)</span>"
    }

    /// The first `start`…`end` substring (a card is one `<a>` without nested links).
    static func element(starting start: String, ending end: String, in html: String) -> String? {
        guard let open = html.range(of: start), let close = html.range(of: end, range: open.upperBound..<html.endIndex) else { return nil }
        return String(html[open.lowerBound..<close.upperBound])
    }

    // MARK: - Errors

    @Test func compareAndSameWithinErrorsAreLocated() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/steps.csv\ncompare: {average: 60}\nsame_within: lots"))
        site.write("content/metrics/steps.csv", "date,steps\n2026-11-23,1000\n")
        site.write("content/metrics/steps.yaml", "title: Steps\ncompare: [previous, last_year, {average: 4}]\n")
        site.write("content/other.md", "---\nperiod: 2026-W48\n---\n# Other\n\n```metric\nfile: metrics/more.csv\ncompare: [last_year, yesterday]\n```\n")
        site.write("content/metrics/more.csv", "date,steps\n2026-11-23,1000\n")
        site.write("content/metrics/more.yaml", "compare: [last_year, last_year]\nsame_within: -5%\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(!site.exists("site"))
        let err = result.err
        #expect(err.contains("content/metrics/steps.yaml:2:32: error: `compare` lists 3 comparisons; a card shows at most 2 change lines, so list one or two"), "\(err)")
        #expect(err.contains("content/metrics/more.yaml:1:22: error: `compare` lists `last_year` twice; list each comparison once"), "\(err)")
        #expect(err.contains("content/metrics/more.yaml:2:14: error: `same_within` must be an amount in the metric's unit"), "\(err)")
    }

    @Test func blockErrorsAreLocatedInThePage() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/steps.csv\ncompare: {average: 60}\nsame_within: lots"))
        site.write("content/metrics/steps.csv", "date,steps\n2026-11-23,1000\n")
        site.write("content/other.md", "---\nperiod: 2026-W48\n---\n# Other\n\n```metric\nfile: metrics/steps.csv\ncompare: [last_year, yesterday]\n```\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        let err = result.err
        #expect(err.contains("content/index.md:10:20: error: `average` must be a whole number of periods from 1 to 52, e.g. {average: 4}"), "\(err)")
        #expect(err.contains("content/index.md:11:14: error: `same_within` must be an amount"), "\(err)")
        #expect(err.contains("content/other.md:8:22: error: unknown comparison `yesterday`; `compare` must be previous, last_year"), "\(err)")
    }

    @Test func aJSONFileMayCompareToo() throws {
        let json = #"{"unit": "steps", "aggregation": "sum", "compare": [{"average": 2}, "previous"], "same_within": "10%", "points": [{"date": "2026-11-23", "value": 1}]}"#
        let file = try MetricFile.parse(Array(json.utf8), path: "m.json", metadata: MetricMetadata(), name: "m")
        #expect(file.metadata.compare == [.average(2), .previous] && file.metadata.sameWithin == .percent(10))
    }
}

#if canImport(FoundationXML)
typealias ChangeXMLParser = FoundationXML.XMLParser
typealias ChangeXMLParserDelegate = FoundationXML.XMLParserDelegate
#else
typealias ChangeXMLParser = Foundation.XMLParser
typealias ChangeXMLParserDelegate = Foundation.XMLParserDelegate
#endif

/// The change lines of a card's markup, read as XML: each `metric-change` element's class, its text and icon.
final class ChangeLineCollector: NSObject, ChangeXMLParserDelegate {
    struct Line: Equatable {
        var cls: String
        var text = ""
        var hasIcon = false
        var iconPath: String?
    }

    private var lines: [Line] = []
    private var depth = 0
    private var lineDepth: Int?

    struct Malformed: Error { var message: String }

    static func lines(in html: String) throws -> [Line] {
        let collector = ChangeLineCollector()
        let parser = ChangeXMLParser(data: Data(html.utf8))
        parser.delegate = collector
        guard parser.parse() else { throw Malformed(message: parser.parserError.map { "\($0)" } ?? "unknown") }
        return collector.lines
    }

    func parser(_ parser: ChangeXMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        depth += 1
        if let cls = attributes["class"], cls.hasPrefix("metric-change") {
            lines.append(Line(cls: cls))
            lineDepth = depth
            return
        }
        guard lineDepth != nil, !lines.isEmpty else { return }
        if name == "svg" { lines[lines.count - 1].hasIcon = true }
        if name == "path", lines[lines.count - 1].iconPath == nil { lines[lines.count - 1].iconPath = attributes["d"] }
    }

    func parser(_ parser: ChangeXMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if depth == lineDepth { lineDepth = nil }
        depth -= 1
    }

    func parser(_ parser: ChangeXMLParser, foundCharacters string: String) {
        if lineDepth != nil, !lines.isEmpty { lines[lines.count - 1].text += string }
    }
}
