import Testing
@testable import CardstockCLI
@testable import Site

/// A `chart: rings` metric (the importer's `activity-rings` file): the card shows the last day's rings
/// with their words, the week page a row of rings, the month page a calendar, in the page's language.
@Suite struct ActivityRingSiteTests {
    let sidecar = "title: Activity rings\nunit: kcal\naggregation: sum\ncolumn: move\nchart: rings\n"
    /// Nov 23–29, 2026: under, at and over the goals; Nov 26 without goals; Nov 28 without a row.
    let csv = """
        date,move,move_goal,exercise,exercise_goal,stand,stand_goal
        2026-11-23,420,500,15,30,9,12
        2026-11-24,500,500,30,30,12,12
        2026-11-25,750,500,75,30,13,12
        2026-11-26,380,,22,,8,
        2026-11-27,610,500,41,30,11,12
        2026-11-29,540,500,28,30,12,12
        2026-11-02,300,500,10,30,6,12

        """

    func build(period: String, language: String? = nil) -> (index: String, page: String)? {
        MetricCardKindSiteTests().build(sidecar: sidecar, csv: csv, period: period, language: language)
    }

    @Test func theCardShowsTheLastDaysRingsWithTheirWords() throws {
        let (index, page) = try #require(build(period: "2026-W48"))
        let card = MetricCardKindSiteTests().card(index)
        #expect(card.contains("<svg class=\"chart card-chart card-rings\" viewBox=\"0 0 100 100\" role=\"img\""))
        #expect(card.contains(">Activity rings, Nov 29</title>"))
        #expect(card.contains("-desc\">Move 540 of 500\u{A0}kcal, Exercise 28 of 30\u{A0}min, Stand 12 of 12\u{A0}h</desc>"))
        #expect(card.contains("ring-fill ring-lap ring-move"), "Move 108 %: a second turn")
        // The week page: seven ring sets labelled by weekday, the day without a row drawn as tracks only.
        #expect(page.contains("<svg class=\"chart rings-chart\" viewBox=\"0 0 700 124\""))
        #expect(page.components(separatedBy: "<g transform=").count == 8)
        #expect(page.contains("Nov 26: Move 380\u{A0}kcal, no goal, Exercise 22\u{A0}min, no goal, Stand 8\u{A0}h, no goal"))
        #expect(!page.contains("Nov 28:"), "a day without data is not described")
    }

    @Test func theMonthPageIsACalendarOfRings() throws {
        let (_, page) = try #require(build(period: "2026-11"))
        // English weeks start on Sunday, as November 2026 does: five rows, Nov 1 in the first column.
        #expect(page.contains("<svg class=\"chart rings-chart\" viewBox=\"0 0 700 590\""), "five Sunday-first weeks")
        #expect(page.contains("<g transform=\"translate(14 34) scale(0.72)\">"))
        let (_, german) = try #require(build(period: "2026-11", language: "de"))
        #expect(german.contains("<svg class=\"chart rings-chart\" viewBox=\"0 0 700 702\""), "six Monday-first weeks")
        #expect(german.contains("<g transform=\"translate(614 34) scale(0.72)\">") && german.contains(">M</text>"))
        #expect(page.components(separatedBy: "<g transform=").count == 31)
        #expect(page.contains(">30</text>") && page.contains(">S</text>"))
    }

    @Test func everyBuiltInLanguageNamesTheRings() throws {
        let expected = ["zh-Hans": "活动 540/500\u{A0}kcal", "zh-Hant": "活動 540/500", "ja": "ムーブ 540/500", "de": "Bewegen 540 von 500",
                        "fr": "Bouger 540 sur 500", "es": "Moverse 540 de 500"]
        for (language, words) in expected.sorted(by: { $0.key < $1.key }) {
            let (index, page) = try #require(build(period: "2026-W48", language: language))
            let card = MetricCardKindSiteTests().card(index)
            #expect(card.contains(words), "\(language): \(card)")
            #expect(page.contains("rings-chart") && !page.contains(">Move "), "\(language)")
        }
    }

    @Test func theOverviewOffersAWeekAndAMonthOfRings() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n```metric\nfile: metrics/m.csv\n```\n")
        site.write("content/metrics/m.csv", csv)
        site.write("content/metrics/m.yaml", sidecar)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let overview = try #require(site.read("site/metrics/m/index.html"))
        // 6M and Y would draw the same last five weeks as M again (a ring chart draws at most 35 days).
        #expect(overview.components(separatedBy: "<div class=\"segment-panel\"").count == 3, "W and M")
        #expect(!overview.contains(">6 Months<") && !overview.contains(">Year<"))
        #expect(overview.components(separatedBy: "<svg class=\"chart rings-chart\"").count == 3)
    }
}
