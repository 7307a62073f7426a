import Testing
@testable import CardstockCLI
@testable import Site

/// Mistakes in metric files, sidecars, blocks and periods: exact `path:line:column`, exit 1, no output.
@Suite struct MetricErrorTests {
    let csv = "date,bpm\n2026-11-22,50\n2026-11-23,52\n"

    func page(_ block: String, frontMatter: String = "period: 2026-W48") -> String {
        "---\n\(frontMatter)\n---\n# Home\n\n## Vitals\n\n```metric\n\(block)\n```\n"
    }

    func build(_ site: TempSite) -> (status: Int32, err: String) {
        let result = site.run(["build", "--quiet"])
        #expect(!site.exists("site"), "a failed build writes nothing")
        return (result.status, result.err)
    }

    @Test func missingFileIsReportedAtTheBlock() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/nope.csv"))
        let result = build(site)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/index.md:9:7: error: metric file 'metrics/nope.csv' not found (looked for metrics/nope.csv"))
        #expect(result.err.contains("relative to this page's folder or to the content folder"))
    }

    @Test func fileIsFoundNextToThePageFirst() {
        let site = TempSite()
        site.write("content/report/index.md", page("file: rhr.csv"))
        site.write("content/report/rhr.csv", csv)
        site.write("content/rhr.csv", "date,bpm\n2026-11-23,99\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(site.read("site/report/index.html")?.contains("<span class=\"metric-value\">52</span>") == true)
    }

    @Test func twoMetricFilesWithOneBaseNameClash() {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/a/rhr.csv", csv)
        site.write("content/a/rhr.yaml", "unit: bpm\n")
        site.write("content/b/rhr.csv", csv)
        site.write("content/b/rhr.yaml", "unit: bpm\n")
        let result = build(site)
        #expect(result.status == 1)
        #expect(result.err.contains("content/b/rhr.csv:1:1: error: metric files a/rhr.csv and b/rhr.csv would both get the page /metrics/rhr/"))
    }

    @Test func badSidecarKeyIsReportedAtTheSidecar() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/rhr.csv"))
        site.write("content/metrics/rhr.csv", csv)
        site.write("content/metrics/rhr.yaml", "title: Resting heart rate\ncolour: red\ntint: crimson\naggregation: median\n")
        let result = build(site)
        #expect(result.status == 1)
        let lines = result.err.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("content/metrics/rhr.yaml:2:1: error: unknown metric key `colour`; known keys are title, unit") })
        #expect(lines.contains("content/metrics/rhr.yaml:3:7: error: unknown tint 'crimson' (known tints: blue, brown, cyan, gray, green, indigo, mint, orange, pink, purple, red, teal, yellow)"))
        #expect(lines.contains("content/metrics/rhr.yaml:4:14: error: `aggregation` must be one of sum, mean, last, min, max"))
    }

    @Test func badBlockKeysAreReportedInTheMarkdownFile() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/rhr.csv\nstyle: huge\nicon: no.such.icon"))
        site.write("content/metrics/rhr.csv", csv)
        let result = build(site)
        #expect(result.status == 1)
        #expect(result.err.contains("content/index.md:10:8: error: `style` must be one of hero, tinted, regular"))
        #expect(result.err.contains("content/index.md:11:7: error: unknown icon 'no.such.icon'"))
    }

    @Test func nonNumericCellIsReportedAtTheMetricFile() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/rhr.csv"))
        site.write("content/metrics/rhr.csv", "date,bpm\n2026-11-22,50\n2026-11-23,fifty\n")
        let result = build(site)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/metrics/rhr.csv:3:12: error: `fifty` in column `bpm` is not a number"))
        #expect(result.err.components(separatedBy: "is not a number").count == 2, "reported once, not per card and page")
    }

    @Test func unknownColumnIsReportedAtTheMetricFile() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/rhr.csv\ncolumn: pulse"))
        site.write("content/metrics/rhr.csv", csv)
        let result = build(site)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/metrics/rhr.csv:1:1: error: column `pulse` does not exist; the header has: date, bpm"))
    }

    @Test func badPeriodIsReportedAtTheFrontMatter() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/rhr.csv", frontMatter: "title: Home\nperiod: last week"))
        site.write("content/metrics/rhr.csv", csv)
        let result = build(site)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/index.md:3:9: error: 'period' must be"))
    }

    @Test func fromAndToPickThePeriod() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/rhr.csv", frontMatter: "from: 2026-11-22\nto: 2026-11-22"))
        site.write("content/metrics/rhr.csv", csv)
        #expect(site.run(["build", "--quiet"]).status == 0)
        let html = site.read("site/index.html") ?? ""
        #expect(html.contains("<span class=\"metric-value\">50</span>"))
        #expect(html.contains("As of Nov 22"))
    }

    @Test func defaultPeriodIsTheLatestSevenDaysOfData() {
        let site = TempSite()
        site.write("content/index.md", page("file: metrics/rhr.csv", frontMatter: "title: Home"))
        site.write("content/metrics/rhr.csv", "date,bpm\n2026-11-01,90\n2026-11-05,70\n2026-11-10,60\n2026-11-16,50\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        let html = site.read("site/index.html") ?? ""
        #expect(html.contains("<span class=\"metric-value\">55</span>"), "Nov 10–16 holds 60 and 50")
        #expect(html.contains("<span>15 lower than the 7 days before</span>"), "Nov 3–9 holds 70")
        #expect(html.contains("As of Nov 16"))
    }
}

/// ``MetricSiteRenderer`` used directly as a hook, outside a build.
@Suite struct MetricRendererHookTests {
    @Test func rendersACardOrNothing() throws {
        let site = TempSite()
        site.write("content/metrics/rhr.csv", "date,bpm\n2026-11-16,56\n2026-11-23,53\n")
        let context = MetricBlockContext(path: "content/index.md", relativePath: "index.md",
                                         contentDirectory: site.root + "/content", pageURL: "", period: "2026-W48")
        let card = try MetricSiteRenderer().render(MetricBlock(yaml: "file: metrics/rhr.csv\nunit: bpm\ngood: lower\n", line: 5, column: 1),
                                                   context: context)
        #expect(card?.contains("<span class=\"metric-value\">53</span>\u{A0}<span class=\"metric-unit\">bpm</span>") == true)
        #expect(card?.contains("3\u{A0}bpm lower than last week") == true)
        var later = context
        later.period = "2026-W50"
        #expect(try MetricSiteRenderer().render(MetricBlock(yaml: "file: metrics/rhr.csv\n", line: 5, column: 1), context: later) == nil)
    }
}

/// Metric pages share the URL space with Markdown pages.
@Suite struct MetricPageClashTests {
    @Test func markdownPageAtAMetricPageURLIsAnError() {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/metrics/steps/index.md", "# My steps\n")
        site.write("content/metrics/steps.csv", "date,steps\n2026-11-23,9000\n")
        site.write("content/metrics/steps.yaml", "unit: steps\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/metrics/steps.csv:1:1: error: page URL 'metrics/steps/' clashes with content/metrics/steps/index.md"))
    }

    @Test func jsonMetadataTintIsChecked() {
        let site = TempSite()
        site.write("content/index.md", "---\nperiod: 2026-W48\n---\n# Home\n\n## A\n\n```metric\nfile: w.json\n```\n")
        site.write("content/w.json", "{\"tint\": \"crimson\", \"points\": [{\"date\": \"2026-11-23\", \"kg\": 70}]}\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/w.json:1:1: error: unknown tint 'crimson'"))
    }
}

/// A metric file without any samples is not an error: no card, a note on a period page whose metrics all have
/// no data (a warning, so `--strict` fails), and a metric page that says so.
@Suite struct MetricEmptyFileTests {
    @Test func headerOnlyFileHasNoCardAndAQuietPage() {
        let site = TempSite()
        site.write("content/index.md", "---\nperiod: 2026-W48\n---\n# Home\n\n## Mood\n\n```metric\nfile: mood.csv\n```\n\n## Notes\n\nText.\n")
        site.write("content/mood.csv", "date,score\n")
        site.write("content/mood.yaml", "title: Mood\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("content/index.md:1:1: warning: no metric on this page has data this week (2026-W48)"))
        let html = site.read("site/index.html") ?? ""
        #expect(!html.contains("Mood"))
        #expect(html.contains("Notes"))
        #expect(html.contains("No data this week."), "the page says its period has no data")
        #expect(site.read("site/metrics/mood/index.html")?.contains("No data yet.") == true)
        #expect(site.run(["build", "--quiet", "--strict"]).status == 1, "--strict fails on the empty period")
    }
}
