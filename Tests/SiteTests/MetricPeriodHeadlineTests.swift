import Testing
@testable import CardstockCLI
@testable import Site
@testable import Surfaces

/// Issue 32, item 2: a metric's period page (`metrics/<name>/2026-W48/`) opens with the headline its overview
/// writes above a range's chart (the kind of figure, the figure with its unit, the period's dates), above the
/// period's chart, in the page's language, and prints with it.
@Suite struct MetricPeriodHeadlineTests {
    /// Steps of Nov 16–29, 2026: 6,000 + 100 × the day, so Nov 23–29 average 8,600 and total 60,200.
    static let steps = "date,steps\n" + (16...29).map { "2026-11-\($0),\(6_000 + $0 * 100)" }.joined(separator: "\n") + "\n"
    static let stepsSidecar = "title: Steps\nunit: steps\naggregation: sum\n"

    /// Builds a home page of `period` in `language` showing `m.csv`; returns the period page and the overview.
    func build(csv: String, sidecar: String, period: String = "2026-W48", language: String? = nil) -> (page: String, overview: String) {
        let site = TempSite()
        let lang = language.map { "language: \($0)\n" } ?? ""
        site.write("content/index.md", "---\nperiod: \(period)\n\(lang)---\n# Home\n\n```metric\nfile: metrics/m.csv\n```\n")
        site.write("content/metrics/m.csv", csv)
        site.write("content/metrics/m.yaml", sidecar)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        return (site.read("site/metrics/m/\(period)/index.html") ?? "", site.read("site/metrics/m/index.html") ?? "")
    }

    /// The page's headline markup (`<div class="range-headline">…</div>`), empty without one.
    func headline(_ page: String) -> String {
        guard let start = page.range(of: "<div class=\"range-headline\">") else { return "" }
        let rest = page[start.lowerBound...]
        guard let end = rest.range(of: "</div>") else { return "" }
        return String(rest[..<end.upperBound])
    }

    /// A headline's markup from its three parts.
    func markup(_ kind: String, _ figure: String, _ dates: String) -> String {
        "<div class=\"range-headline\"><p class=\"range-headline-kind\">\(kind)</p><p class=\"range-headline-figure\">\(figure)</p>"
            + "<p class=\"range-headline-dates\">\(dates)</p></div>"
    }

    @Test func aWeekPageOpensWithItsHeadlineAboveTheChart() throws {
        let (page, overview) = build(csv: Self.steps, sidecar: Self.stepsSidecar)
        // A sum metric's week: the daily average, (8,300 + … + 8,900) / 7 = 8,600, as the Health app writes it.
        #expect(headline(page) == markup("Daily average", "8,600\u{a0}steps", "Nov 23 – Nov 29, 2026"))
        let top = try #require(page.range(of: "<div class=\"range-headline\">"))
        let chart = try #require(page.range(of: "<svg class=\"chart"))
        let statistics = try #require(page.range(of: ">Statistics<"))
        #expect(top.lowerBound < chart.lowerBound && chart.lowerBound < statistics.lowerBound, "headline, chart, statistics")
        #expect(page.components(separatedBy: "class=\"range-headline\"").count == 2, "one headline")
        // The same code as the overview's week panel, which ends on the same Sunday.
        #expect(overview.contains(headline(page)))
        // Printed with its chart: the print sheet hides no headline and keeps it on the chart's sheet.
        #expect(!StylesheetRules.print.contains(".range-headline{display:none"))
        #expect(StylesheetRules.print.contains(".range-headline,.range-headline+*{break-after:avoid}"))
    }

    @Test func aMonthPageNamesItsFigureByAggregation() {
        let csv = "date,bpm\n2026-10-31,70\n2026-11-02,54\n2026-11-03,56\n2026-11-20,58\n"
        let (page, _) = build(csv: csv, sidecar: "title: Resting heart rate\nunit: bpm\naggregation: mean\n", period: "2026-11")
        // The month's samples only (Oct 31 is the month before): (54 + 56 + 58) / 3 = 56.
        #expect(headline(page) == markup("Average", "56\u{a0}bpm", "Nov 1 – Nov 30, 2026"))
        let last = build(csv: csv, sidecar: "title: Weight\nunit: kg\naggregation: last\n", period: "2026-11").page
        #expect(headline(last) == markup("Latest", "58\u{a0}kg", "Nov 1 – Nov 30, 2026"))
    }

    @Test func aRangeMetricShowsThePeriodsLowestAndHighest() {
        let csv = "date,bpm,low,high\n2026-11-22,60,40,190\n2026-11-23,64,48,131\n2026-11-24,66,50,122\n2026-11-26,70,47,140\n"
        let sidecar = "title: Heart rate\nunit: bpm\naggregation: mean\nchart: range\nmin: low\nmax: high\n"
        let (page, _) = build(csv: csv, sidecar: sidecar)
        // Nov 22 is in the week before: the range is W48's lowest low and highest high.
        #expect(headline(page) == markup("Range", "47–140\u{a0}bpm", "Nov 23 – Nov 29, 2026"))
    }

    @Test func theHeadlineSpeaksThePagesLanguage() {
        // The kind and the dates in the page's language (CLDR's date intervals), the unit as the sidecar writes it.
        let chinese = build(csv: Self.steps, sidecar: "title: 步数\nunit: 步\naggregation: sum\n", language: "zh-CN")
        #expect(headline(chinese.page) == markup("日均", "8,600\u{a0}步", "11月23日至2026年11月29日"))
        #expect(chinese.overview.contains(headline(chinese.page)))
        let german = build(csv: Self.steps, sidecar: "title: Schritte\nunit: Schritte\naggregation: sum\n", language: "de")
        #expect(headline(german.page) == markup("Tagesdurchschnitt", "8.600\u{a0}Schritte", "23. Nov. – 29. Nov. 2026"))
        #expect(german.overview.contains(headline(german.page)))
        // A month in German: the mean of the month's samples, (54 + 56 + 58) / 3 = 56.
        let month = build(csv: "date,bpm\n2026-11-02,54\n2026-11-03,56\n2026-11-20,58\n",
                          sidecar: "title: Ruhepuls\nunit: bpm\naggregation: mean\n", period: "2026-11", language: "de").page
        #expect(headline(month).contains("<p class=\"range-headline-kind\">Durchschnitt</p><p class=\"range-headline-figure\">56\u{a0}bpm</p>"))
    }

    @Test func aPeriodWithoutDataSaysSo() throws {
        // The week's page of a file whose only value is in an earlier week: the kind and dates, no figure.
        let csv = "date,steps\n2026-11-02,5000\n"
        let site = TempSite()
        site.write("content/index.md", "---\nperiod: 2026-W48\n---\n# Home\n\n```metric\nfile: metrics/m.csv\nempty: note\n```\n")
        site.write("content/metrics/m.csv", csv)
        site.write("content/metrics/m.yaml", Self.stepsSidecar)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let page = try #require(site.read("site/metrics/m/2026-W48/index.html"))
        #expect(headline(page) == markup("Daily average", "No data", "Nov 23 – Nov 29, 2026"))
    }
}
