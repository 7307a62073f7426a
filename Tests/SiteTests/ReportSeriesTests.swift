import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// Report series (`repeat: week`): one page per week with data, each card leading to the metric's page of that
/// same week, the numbers on both equal to an independent calculation.
@Suite struct ReportSeriesTests {
    /// 2 years and a bit of daily data (Monday 2024-01-01 to Sunday 2026-01-04, 105 ISO weeks), with weeks 2024-W10
    /// and 2025-W30 left empty; steps are a `sum`, resting heart rate a `mean`.
    struct Data {
        static let first = (2024, 1, 1)
        static let days = 105 * 7
        static let emptyWeeks: Set<String> = ["2024-W10", "2025-W30"]

        /// The day `n` after the first, as `YYYY-MM-DD`, and its ISO week label.
        static func day(_ n: Int) -> (date: String, week: String) {
            var calendar = Calendar(identifier: .iso8601)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let start = calendar.date(from: DateComponents(year: first.0, month: first.1, day: first.2))!
            let date = calendar.date(byAdding: .day, value: n, to: start)!
            let c = calendar.dateComponents([.year, .month, .day, .yearForWeekOfYear, .weekOfYear], from: date)
            return (String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!),
                    String(format: "%04d-W%02d", c.yearForWeekOfYear!, c.weekOfYear!))
        }

        static func steps(_ n: Int) -> Int { 4000 + (n * 7919) % 9000 }
        static func rhr(_ n: Int) -> Int { 50 + (n * 31) % 11 }

        /// Each week's expected figures: the total of steps and the mean resting heart rate (one decimal).
        static func weeks() -> [String: (steps: Int, rhr: Double)] {
            var sums: [String: (Int, Int, Int)] = [:]
            for n in 0..<days {
                let (_, week) = day(n)
                if emptyWeeks.contains(week) { continue }
                let s = sums[week] ?? (0, 0, 0)
                sums[week] = (s.0 + steps(n), s.1 + rhr(n), s.2 + 1)
            }
            return sums.mapValues { ($0.0, (Double($0.1) / Double($0.2) * 10).rounded() / 10) }
        }
    }

    func makeSite() -> TempSite {
        let site = TempSite()
        var steps = "date,steps\n", rhr = "date,bpm\n"
        for n in 0..<Data.days {
            let (date, week) = Data.day(n)
            if Data.emptyWeeks.contains(week) { continue }
            steps += "\(date),\(Data.steps(n))\n"
            rhr += "\(date),\(Data.rhr(n))\n"
        }
        site.write("content/metrics/steps.csv", steps)
        site.write("content/metrics/steps.yaml", "title: Steps\nunit: steps\naggregation: sum\n")
        site.write("content/metrics/rhr.csv", rhr)
        site.write("content/metrics/rhr.yaml", "title: Resting heart rate\nunit: bpm\naggregation: mean\n")
        site.write("content/index.md", "# Home\n\n- [Weeks](weeks/index.md)\n")
        site.write("content/weeks/index.md", """
            ---
            title: "Week {{period}}"
            series_title: Every week
            repeat: week
            ---
            # Week {{period}}

            {{period.name}}, {{period.range}}.

            ```metric
            file: ../metrics/steps.csv
            ```

            ```metric
            file: ../metrics/rhr.csv
            ```

            """)
        return site
    }

    func build(_ site: TempSite, _ extra: [String] = []) -> (status: Int32, errors: String) {
        let errors = Lines()
        let status = CLI(workingDirectory: site.root, standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["build", "--quiet", "--output", site.root + "/site"] + extra)
        return (status, errors.text)
    }

    static func text(_ html: String) -> String {
        var out = "", inTag = false
        for c in html {
            if c == "<" { inTag = true; out.append(" ") } else if c == ">" { inTag = false } else if !inTag { out.append(c) }
        }
        return out.replacingOccurrences(of: "&amp;", with: "&").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    static func decimal(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v)
    }

    @Test func everyWeekCardLeadsToThatWeeksFigures() throws {
        let site = makeSite()
        let result = build(site)
        #expect(result.status == 0, "\(result.errors)")
        let expected = Data.weeks()
        #expect(expected.count == 103, "105 weeks, two of them empty")
        var checked = 0
        for (week, figures) in expected {
            let page = try #require(site.read("site/weeks/\(week)/index.html"), "no page for \(week)")
            let text = Self.text(page)
            #expect(text.contains("Week \(week)"), "\(week): title placeholder")
            let steps = Self.grouped(figures.steps), rhr = Self.decimal(figures.rhr)
            #expect(text.contains("Steps \(steps) steps"), "\(week): card total \(steps)")
            #expect(text.contains("Resting heart rate \(rhr) bpm"), "\(week): card mean \(rhr)")
            // The cards lead to the metrics' pages of this very week, which show the same numbers.
            #expect(page.contains("href=\"../../metrics/steps/\(week)/\""), "\(week): steps card link")
            #expect(page.contains("href=\"../../metrics/rhr/\(week)/\""), "\(week): heart card link")
            let stepsPage = Self.text(try #require(site.read("site/metrics/steps/\(week)/index.html")))
            #expect(stepsPage.contains("Total, this week \(steps) steps"), "\(week): the steps page shows the week's total")
            let rhrPage = Self.text(try #require(site.read("site/metrics/rhr/\(week)/index.html")))
            #expect(rhrPage.contains("Average, this week \(rhr) bpm"), "\(week): the heart page shows the week's mean")
            // And back: the metric page's breadcrumb and its row lead to the week's report.
            #expect(site.read("site/metrics/steps/\(week)/index.html")?.contains("href=\"../../../weeks/\(week)/\"") == true)
            checked += 1
        }
        #expect(checked == 103)
        for week in Data.emptyWeeks { #expect(!site.exists("site/weeks/\(week)/index.html"), "an empty week has no page") }
    }

    @Test func indexListsWeeksNewestFirstGroupedByYearWithPagerAtBothEnds() throws {
        let site = makeSite()
        #expect(build(site).status == 0)
        let index = Self.text(try #require(site.read("site/weeks/index.html")))
        #expect(index.contains("Every week Latest Week 2026-W01"), "series title, then the latest week")
        let y2025 = try #require(index.range(of: " 2025 Week 2025-W52"))
        let y2024 = try #require(index.range(of: " 2024 Week 2024-W52"))
        #expect(y2025.lowerBound < y2024.lowerBound, "years newest first")
        #expect(!index.contains("2024-W10"), "the empty week is skipped")
        let first = try #require(site.read("site/weeks/2024-W01/index.html"))
        #expect(!first.contains("rel=\"prev\""))
        #expect(first.contains("rel=\"next\" href=\"../2024-W02/\""))
        let last = try #require(site.read("site/weeks/2026-W01/index.html"))
        #expect(last.contains("rel=\"prev\" href=\"../2025-W52/\""))
        #expect(!last.contains("rel=\"next\""))
        let beforeGap = try #require(site.read("site/weeks/2024-W09/index.html"))
        #expect(beforeGap.contains("rel=\"next\" href=\"../2024-W11/\""), "the pager skips the empty week")
        #expect(Self.text(first).contains("Week 1, 2024, Jan 1 – Jan 7, 2024."), "period placeholders")
    }

    @Test func fromAndToNarrowTheSeries() throws {
        let site = makeSite()
        let template = site.read("content/weeks/index.md")!.replacingOccurrences(of: "repeat: week\n",
                                                                                 with: "repeat: week\nfrom: 2025-06-01\nto: 2025-06-30\n")
        site.write("content/weeks/index.md", template)
        #expect(build(site).status == 0)
        let weeks = site.list("site/weeks").filter { $0.hasPrefix("20") }.sorted()
        #expect(weeks == ["2025-W22", "2025-W23", "2025-W24", "2025-W25", "2025-W26", "2025-W27"])
    }

    @Test func monthlySeriesAndOverviewHistory() throws {
        let site = makeSite()
        site.write("content/months/index.md", """
            ---
            title: "{{period.name}}"
            repeat: month
            ---
            ```metric
            file: ../metrics/steps.csv
            ```

            """)
        #expect(build(site).status == 0)
        #expect(site.exists("site/months/2024-01/index.html"))
        #expect(site.exists("site/months/2026-01/index.html"))
        #expect(Self.text(site.read("site/months/2025-03/index.html") ?? "").contains("March 2025"))
        let overview = try #require(site.read("site/metrics/steps/index.html"))
        #expect(overview.contains("class=\"segmented-views segments-4\""), "week, month, six-month and year views")
        #expect(overview.contains("href=\"2025-03/\""), "a row per month")
        #expect(site.exists("site/metrics/steps/2025-03/index.html"))
        // The month page shows that month's days only.
        let march = Self.text(site.read("site/metrics/steps/2025-03/index.html") ?? "")
        #expect(march.contains("Mon, Mar 31") && march.contains("Sat, Mar 1") && !march.contains("Apr 1"))
    }

    @Test func templateErrorsAreLocated() throws {
        let site = makeSite()
        site.write("content/weeks/index.md", "---\nrepeat: fortnight\n---\n# x\n")
        site.write("content/bad.md", "---\nrepeat: week\nperiod: 2026-W01\n---\n# y\n")
        let result = build(site)
        #expect(result.status == 1)
        #expect(result.errors.contains("content/weeks/index.md:2:9: error: unknown 'repeat' value 'fortnight'"), "\(result.errors)")
        #expect(result.errors.contains("content/bad.md:2:9: error: a page with 'repeat: week' is written once per period"), "\(result.errors)")
    }

    @Test func datedPagesOfOneFolderAreLinked() throws {
        let site = makeSite()
        site.write("content/log/2025-W02.md", "---\nperiod: 2025-W02\n---\n# Second\n")
        site.write("content/log/2025-W01.md", "---\nperiod: 2025-W01\n---\n# First\n")
        site.write("content/log/2025-W05.md", "---\nperiod: 2025-W05\n---\n# Fifth\n")
        #expect(build(site).status == 0)
        site.write("content/log/index.md", "---\nsort: period\n---\n# Log\n")
        #expect(build(site).status == 0)
        let second = try #require(site.read("site/log/2025-W02/index.html"))
        #expect(second.contains("rel=\"prev\" href=\"../2025-W01/\""))
        #expect(second.contains("rel=\"next\" href=\"../2025-W05/\""))
        // `sort: period` lists them newest period first.
        let index = Self.text(try #require(site.read("site/log/index.html")))
        let fifth = try #require(index.range(of: "Fifth")), first = try #require(index.range(of: "First"))
        #expect(fifth.lowerBound < first.lowerBound, "\(index)")
    }

    @Test func aPeriodWithoutDataSaysSo() throws {
        let site = makeSite()
        site.write("content/quiet.md", "---\nperiod: 2024-W10\n---\n# Quiet week\n\n```metric\nfile: metrics/steps.csv\n```\n")
        let result = build(site)
        #expect(result.status == 0)
        #expect(Self.text(site.read("site/quiet/index.html") ?? "").contains("No data this week."))
        let strict = build(site, ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.errors.contains("content/quiet.md:1:1: error: no metric on this page has data this week (2024-W10)"), "\(strict.errors)")
    }
}
