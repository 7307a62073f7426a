import Diagnostics
import Testing
@testable import CardstockCLI
@testable import Site

/// A stand-in metric renderer: `file: empty.csv` renders nothing, `file: bad.csv` is an error, others a card.
struct StubMetricRenderer: MetricBlockRenderer {
    func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String? {
        if block.yaml.contains("empty.csv") { return nil }
        if block.yaml.contains("bad.csv") {
            throw Diagnostic.error(context.path, line: block.line, column: block.column, "metric file not found")
        }
        return "<div class=\"metric-card\">\(context.period ?? "-") \(context.sectionTint ?? "-")</div>"
    }
}

@Suite struct MetricHookTests {
    let page = """
    ---
    period: 2026-W48
    ---
    # Home

    ## Steps {tint=orange}

    ```metric
    file: steps.csv
    ```

    ## Alcohol {icon=wineglass tint=purple}

    ```metric
    file: empty.csv
    ```

    ## Vitals {layout=horizontal tint=teal}

    ```metric
    file: a.csv
    ```

    ```metric
    file: b.csv
    ```

    """

    func build(_ site: TempSite, renderer: (any MetricBlockRenderer)?) -> Int32 {
        CLI(workingDirectory: site.root, metrics: renderer.map { .cards($0) } ?? .none, standardOutput: { _ in }, standardError: { _ in })
            .run(["build", "--quiet"])
    }

    @Test func metricBlocksGoThroughTheHook() {
        let site = TempSite()
        site.write("content/index.md", page)
        #expect(build(site, renderer: StubMetricRenderer()) == 0)
        let html = site.read("site/index.html") ?? ""
        #expect(html.contains("<div class=\"metric-card\">2026-W48 orange</div>"))
        #expect(!html.contains("Alcohol"), "a section whose only metric renders nothing disappears with its header")
        #expect(html.contains("scrolling-surface horizontal"))
        #expect(html.contains("<div class=\"metric-card\">2026-W48 teal</div><div class=\"metric-card\">2026-W48 teal</div>"))
    }

    @Test func withoutHookMetricBlocksRenderNothing() {
        let site = TempSite()
        site.write("content/index.md", page)
        #expect(build(site, renderer: nil) == 0)
        let html = site.read("site/index.html") ?? ""
        #expect(!html.contains("metric"))
        #expect(!html.contains("<section"))
    }

    @Test func hookErrorsAreReportedWithPosition() {
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n## A\n\n```metric\nfile: bad.csv\n```\n")
        let errors = Lines()
        let status = CLI(workingDirectory: site.root, metrics: .cards(StubMetricRenderer()),
                         standardOutput: { _ in }, standardError: { errors.append($0) }).run(["build", "--quiet"])
        #expect(status == 1)
        #expect(errors.text.hasPrefix("content/index.md:5:1: error: metric file not found"))
    }
}
