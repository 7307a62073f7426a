import Metrics
import Testing
@testable import CardstockCLI
@testable import Site

/// Issue 20, item 6: a year is compared with the previous calendar year, dates carry years when the
/// periods span years, and counts are grouped.
@Suite("Metric period words")
struct MetricPeriodWordsTests {
    @Test("period: 2013 over yearly data dated 1 January has a change line against 2012; 1,461 rows are grouped")
    func yearAgainstPreviousYear() throws {
        let site = TempSite()
        site.write("content/index.md", "---\ntitle: Energy\nperiod: 2013\n---\n# Energy\n\n```metric\nfile: metrics/power.csv\n```\n")
        site.write("content/metrics/power.yaml", "unit: kWh\naggregation: sum\n")
        site.write("content/metrics/yearly.csv", "date,value\n2011-01-01,3000\n2012-01-01,3200\n2013-01-01,3100\n")
        var rows = "date,value\n"
        var day = CalendarDay(year: 2010, month: 1, day: 1)!
        while day <= CalendarDay(year: 2013, month: 12, day: 31)! {
            rows += day.description + "," + (day.components.year == 2013 ? "2" : "1") + "\n"
            day = day.adding(days: 1)
        }
        site.write("content/metrics/power.csv", rows)
        site.write("content/yearly.md", "---\ntitle: Yearly\nperiod: 2013\n---\n# Yearly\n\n```metric\nfile: metrics/yearly.csv\n```\n")
        let errors = Lines()
        let status = CLI(workingDirectory: site.root, standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["build", "--quiet", "--strict", "--output", site.root + "/site"])
        #expect(status == 0, "\(errors.text)")
        let index = site.read("site/index.html") ?? ""
        // 2013: 730\u{A0}kWh over 365 days, 2012: 366\u{A0}kWh over 366 days: a year compares daily averages, 2 against 1.
        #expect(index.contains("<span>Daily average: 1\u{A0}kWh higher than in 2012</span>"))
        let yearly = site.read("site/yearly/index.html") ?? ""
        #expect(yearly.contains("<span>100 lower than in 2012</span>"), "yearly data dated 1 January is compared")
        let page = site.read("site/metrics/power/2013/index.html") ?? ""
        #expect(site.read("site/metrics/power/index.html")?.contains("Download all 1,461 rows") == true, "counts are grouped")
        #expect(page.contains("2012 and 2013"), "the chart heading names both years")
    }

    @Test("ranges are labelled with years when the two periods span years")
    func yearsInRangeLabels() throws {
        let year = ReportPeriod(from: CalendarDay(year: 2013, month: 1, day: 2)!, to: CalendarDay(year: 2013, month: 12, day: 31)!)
        #expect(year.spansYears)
        #expect(MetricText.periodLabel(year) == "Jan 2 – Dec 31, 2013")
        #expect(MetricText.previousLabel(year) == "Jan 4, 2012 – Jan 1, 2013")
        #expect(year.phrase == "in the 364 days to Dec 31, 2013")
        let week = ReportPeriod(from: CalendarDay(year: 2026, month: 1, day: 2)!, to: CalendarDay(year: 2026, month: 1, day: 8)!)
        #expect(week.spansYears, "the previous 7 days start in 2025")
        #expect(MetricText.periodLabel(week) == "Jan 2 – Jan 8, 2026")
        #expect(MetricText.previousLabel(week) == "Dec 26, 2025 – Jan 1, 2026")
        let november = ReportPeriod(from: CalendarDay(year: 2026, month: 11, day: 17)!, to: CalendarDay(year: 2026, month: 11, day: 23)!)
        #expect(!november.spansYears)
        #expect(MetricText.periodLabel(november) == "Nov 17 – Nov 23")
        #expect(november.phrase == "in the 7 days to Nov 23")
    }

    @Test("day counts in phrases are grouped")
    func groupedDayCounts() {
        let long = ReportPeriod.latest(days: 1_000, endingOn: CalendarDay(year: 2026, month: 11, day: 23)!)
        #expect(long.phrase == "in the 1,000 days to Nov 23, 2026")
        #expect(long.previousPhrase == "the 1,000 days before")
        #expect(MetricFormatting.count(1_000_000) == "1,000,000")
        #expect(MetricFormatting.count(-1_234) == "-1,234")
        #expect(MetricFormatting.count(999) == "999")
    }
}
