import Localization
import Metrics
import Surfaces
import Testing
@testable import CardstockCLI
@testable import Site

/// Issue 28: each reproduction of the issue, in English and in Chinese.
@Suite("Issue 28 reproductions: exact ties, about the same, series rows, sentences, one mean")
struct FigureReproductionTests {
    static let chinese = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "zh-CN"))
    static let english = MetricText.english

    static func file(_ rows: [(String, String)], _ metadata: MetricMetadata) throws -> MetricFile {
        let text = "date,value\n" + rows.map { "\($0.0),\($0.1)\n" }.joined()
        return try MetricFile.parse(Array(text.utf8), path: "m.csv", metadata: metadata, name: "m")
    }

    static func content(_ file: MetricFile, _ period: String, _ text: MetricText) throws -> MetricPageContent {
        MetricPageContent(file: file, column: 0, title: "M", period: try #require(ReportPeriod(parsing: period)), idPrefix: "m", text: text)
    }

    static func card(_ file: MetricFile, _ period: String, _ text: MetricText) throws -> MetricCardModel {
        let reportPeriod = try #require(ReportPeriod(parsing: period))
        return try #require(MetricCardFactory(file: file, column: 0, title: "M", period: reportPeriod, text: text)
            .model(style: .regular, tint: .red, destination: "m/", idPrefix: "m"))
    }

    static func tableCells(_ file: MetricFile, _ period: String, _ text: MetricText) throws -> [[String]] {
        let reportPeriod = try #require(ReportPeriod(parsing: period))
        let table = try #require(MetricPageContent.table(file: file, column: 0, title: "M", period: reportPeriod, text: text))
        return table.rows
    }

    static func value(_ rows: [MetricStatistic], _ label: String) -> String? { rows.first { $0.label == label }?.value }

    @Test("1. 113.5 mm in March and 0.1 + 66.6 + 35.8 = 102.5 in April: 114 and 103 in the year table and on the month page")
    func yearTableTotalsRoundHalvesUp() throws {
        var metadata = MetricMetadata(aggregation: .sum)
        metadata.unit = "mm"
        let file = try Self.file([("2015-03-01", "50.2"), ("2015-03-15", "63.3"), ("2015-04-02", "0.1"), ("2015-04-03", "66.6"),
                                  ("2015-04-04", "35.8")], metadata)
        for text in [Self.english, Self.chinese] {
            let rows = try Self.tableCells(file, "2015", text)
            #expect(rows[9][1] == "114" && rows[8][1] == "103", "March and April (newest first): \(rows[9]) \(rows[8])")
            let march = try Self.content(file, "2015-03", text).statistics
            #expect(march[0].value == "114\u{A0}mm")
            let april = try Self.content(file, "2015-04", text).statistics
            #expect(april[0].value == "103\u{A0}mm")
        }
    }

    @Test("1. weekly means 72.2/6 and 77.9/6 differ by exactly 0.95: \"1 °C higher\", never \"0.9\"")
    func meanChangeTieRoundsUp() throws {
        var metadata = MetricMetadata(aggregation: .mean)
        metadata.unit = "°C"
        let previous = ["12", "12", "12", "12", "12", "12.2"], current = ["13", "13", "13", "13", "13", "12.9"]
        let rows = (0..<6).map { ("2026-11-\(16 + $0)", previous[$0]) } + (0..<6).map { ("2026-11-\(23 + $0)", current[$0]) }
        let file = try Self.file(rows, metadata)
        #expect(try Self.card(file, "2026-W48", Self.english).changeText == "1\u{A0}°C higher than last week")
        let chinese = try #require(try Self.card(file, "2026-W48", Self.chinese).changeText)
        #expect(chinese.contains("1\u{A0}°C") && !chinese.contains("0.9"), "\(chinese)")
    }

    @Test("1. a change from 40/3 to 271/15 is exactly +35.5 %: \"+36%\"")
    func percentTieRoundsUp() throws {
        // Three samples adding up to 40 the week before, fifteen adding up to 271 this week.
        var rows = [("2026-11-16", "13"), ("2026-11-17", "13"), ("2026-11-18", "14")]
        for k in 0..<15 { rows.append(("2026-11-\(23 + k % 7)T\(10 + k / 7):00:00", k == 0 ? "19" : "18")) }
        let file = try Self.file(rows, MetricMetadata(aggregation: .mean))
        let english = try Self.content(file, "2026-W48", Self.english).statistics
        #expect(Self.value(english, "Change in percent") == "+36%", "\(english)")
        #expect(Self.value(english, "Change") == "4.7 higher than last week")
        let chinese = try Self.content(file, "2026-W48", Self.chinese).statistics
        #expect(chinese.contains { $0.value == "+36%" }, "\(chinese)")
    }

    @Test("2. hours: 150 h then 150.4 h is 24 min more (with its percent); 1 h then 1.006 h is about the same")
    func aboutTheSameIsJudgedInMinutes() throws {
        var metadata = MetricMetadata(aggregation: .mean)
        metadata.unit = "h"
        let file = try Self.file([("2026-11-22", "150"), ("2026-11-23", "150.4")], metadata)
        let card = try Self.card(file, "2026-11-23", Self.english)
        #expect(card.changeText == "24\u{A0}min higher than the day before")
        let rows = try Self.content(file, "2026-11-23", Self.english).statistics
        #expect(Self.value(rows, "Change in percent") == "+0.3%", "\(rows)")
        let chinese = try #require(try Self.card(file, "2026-11-23", Self.chinese).changeText)
        #expect(chinese.contains("24") && !chinese.contains("持平"), "\(chinese)")

        let small = try Self.file([("2026-11-22", "1"), ("2026-11-23", "1.006")], metadata)
        #expect(try Self.card(small, "2026-11-23", Self.english).changeText == "About the same as the day before")
        #expect(try Self.card(small, "2026-11-23", Self.chinese).changeText?.contains("基本持平") == true)
        // `same_within` still widens it: 24 minutes within half an hour is about the same.
        metadata.sameWithin = .absolute(0.5)
        let widened = try Self.file([("2026-11-22", "150"), ("2026-11-23", "150.4")], metadata)
        #expect(try Self.card(widened, "2026-11-23", Self.english).changeText == "About the same as the day before")
    }

    @Test("4. a year without data the year before says \"No data in 2011\", never \"No data for in 2011\"")
    func noDataForTheYearBefore() throws {
        var metadata = MetricMetadata(aggregation: .sum)
        metadata.compare = [.previous, .lastYear]
        let file = try Self.file([("2012-03-01", "5")], metadata)
        let english = try Self.content(file, "2012", Self.english).statistics.map(\.value)
        #expect(english.contains("No data in 2011"), "\(english)")
        #expect(!english.contains { $0.contains("for in") })
        let chinese = try Self.content(file, "2012", Self.chinese).statistics.map(\.value)
        #expect(chinese.filter { $0.contains("2011") && $0.contains("无数据") }.count == 2, "\(chinese)")
    }

    @Test("5. one mean: samples 10 and 20 on 1 March and 60 on 2 March average 30 on the page, the card and the history")
    func oneMeanEverywhere() throws {
        let file = try Self.file([("2026-03-01", "10"), ("2026-03-01", "20"), ("2026-03-02", "60")], MetricMetadata(aggregation: .mean))
        for text in [Self.english, Self.chinese] {
            #expect(try Self.card(file, "2026-03", text).valueText == "30")
            #expect(try Self.content(file, "2026-03", text).statistics[0].value == "30")
            let period = try #require(ReportPeriod(parsing: "2026-03"))
            let days = file.series.dailyValues(column: 0, .mean, in: period)
            let mean = try #require(MetricPageContent.periodMean(series: file.series, column: 0, aggregation: .mean, period: period, days: days))
            #expect(text.value(mean.exact, mean.value, unit: nil) == "30")
            // The year table's March is the same mean of every sample.
            #expect(try Self.tableCells(file, "2026", text)[9][1] == "30")
        }
        // A `max` metric's statistics "Mean" is the mean of every sample too.
        let highs = try Self.file([("2026-03-01", "10"), ("2026-03-01", "20"), ("2026-03-02", "60")], MetricMetadata(aggregation: .max))
        #expect(Self.value(try Self.content(highs, "2026-03", Self.english).statistics, "Mean") == "30")
    }

    @Test("6. latest of a sum metric is the last day's total; a max metric's year table lists each month's highest")
    func latestAndYearTableFollowTheAggregation() throws {
        let steps = try Self.file([("2026-11-23", "1000"), ("2026-11-24T08:00:00", "1070.6"), ("2026-11-24T20:00:00", "47.4")],
                                  MetricMetadata(aggregation: .sum))
        let english = try Self.content(steps, "2026-W48", Self.english).statistics
        #expect(Self.value(english, "Latest") == "1,118 · Nov 24", "\(english)")
        let chinese = try Self.content(steps, "2026-W48", Self.chinese).statistics
        #expect(chinese.contains { $0.value.hasPrefix("1,118 · ") }, "\(chinese)")

        var metadata = MetricMetadata(aggregation: .max)
        metadata.unit = "°C"
        let highs = try Self.file([("2012-12-01", "2.1"), ("2012-12-02", "13.3"), ("2012-12-03", "6.32")], metadata)
        for text in [Self.english, Self.chinese] {
            let rows = try Self.tableCells(highs, "2012", text)
            #expect(rows[0][1] == "13.3", "December's highest, not its mean 7.24: \(rows[0])")
        }
    }

    @Test("6. a card's As of shows the year when it is not the period's year or the period runs across a year end")
    func asOfShowsTheYearAcrossAYearEnd() throws {
        let file = try Self.file([("2025-12-30", "5"), ("2026-03-02", "6")], MetricMetadata(aggregation: .sum))
        #expect(try Self.card(file, "2026-W01", Self.english).asOfText == "As of Dec 30, 2025")
        #expect(try Self.card(file, "2026-W10", Self.english).asOfText == "As of Mar 2")
        #expect(try Self.card(file, "2026-W01", Self.chinese).asOfText.contains("2025"))
        #expect(!(try Self.card(file, "2026-W10", Self.chinese).asOfText.contains("2026")))
    }

    @Test("3. a series index row shows the first two cards with a figure in that week, not the first two blocks")
    func seriesRowsShowTheFirstTwoCardsWithData() throws {
        let site = TempSite()
        site.write("content/metrics/a.csv", "date,value\n2026-11-09,1\n2026-11-23,1\n")
        site.write("content/metrics/b.csv", "date,value\n2026-11-09,2\n2026-11-16,2\n2026-11-23,2\n")
        site.write("content/metrics/c.csv", "date,value\n2026-11-09,3\n2026-11-16,3\n2026-11-23,3\n")
        for name in ["a", "b", "c"] { site.write("content/metrics/\(name).yaml", "unit: \(name)\naggregation: sum\n") }
        site.write("content/index.md", "# Home\n\n- [Weeks](weeks/index.md)\n")
        site.write("content/weeks/index.md", "---\ntitle: \"Week {{period}}\"\nrepeat: week\n---\n# Week\n\n"
            + ["a", "b", "c"].map { "```metric\nfile: ../metrics/\($0).csv\n```\n\n" }.joined())
        let errors = Lines()
        let status = CLI(workingDirectory: site.root, standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["build", "--quiet", "--output", site.root + "/site"])
        #expect(status == 0, "\(errors.text)")
        let index = try #require(site.read("site/weeks/index.html"))
        #expect(index.contains("2\u{A0}b · 3\u{A0}c"), "the week without `a` lists b and c")
        #expect(index.contains("1\u{A0}a · 2\u{A0}b"))
        #expect(!index.contains("3\u{A0}c · ") && !index.contains("1\u{A0}a · 2\u{A0}b · 3"))
    }

    @Test("issue 27 item 7: `period: 0000-01-01` is an error at the page; a range of 9,999 years is cut to the data's days")
    func yearZeroAndHugeRanges() throws {
        let site = TempSite()
        site.write("content/metrics/m.csv", "date,value\n2026-11-23,1\n2026-11-27,2\n2026-11-24,4\n2026-11-25,3\n2026-11-26,5\n")
        site.write("content/index.md", "---\ntitle: Zero\nperiod: 0000-01-01\n---\n# Zero\n\n```metric\nfile: metrics/m.csv\n```\n")
        let errors = Lines()
        let status = CLI(workingDirectory: site.root, standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["build", "--quiet", "--output", site.root + "/site"])
        #expect(status == 1)
        #expect(errors.text.contains("index.md:3:9: error:") && errors.text.contains("0001 to 9999"), "\(errors.text)")

        let file = try Self.file([("2026-11-23", "1"), ("2026-11-27", "2")], MetricMetadata(aggregation: .sum))
        let spec = MetricPeriodSpec(period: nil, from: "0001-01-01", to: "9999-12-31")
        let period = try #require(try spec.resolve(for: file.series, path: "p.md", line: 1, column: 1))
        #expect(period.start.description == "2026-11-23" && period.end.description == "2026-11-27")
        let short = try #require(try MetricPeriodSpec(period: nil, from: "2026-11-01", to: "2026-11-30")
            .resolve(for: file.series, path: "p.md", line: 1, column: 1))
        #expect(short.start.description == "2026-11-01" && short.end.description == "2026-11-30", "ordinary ranges stay as written")
    }
}
