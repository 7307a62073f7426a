import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `build` with `raw_html: true` runs publish's HTML safety check on the pages it writes (warnings, errors
/// under `--strict`), and publish keeps accepting what Cardstock writes itself.
@Suite struct RawHTMLSafetyTests {
    static let page = "# Home\n\nSome text.\n\n<p><img src=\"dot.png\" alt=\"\" onerror=\"alert(1)\"></p>\n"

    @Test func buildWithRawHTMLWarnsAtTheMarkdownSource() {
        let site = TempSite()
        site.write("cardstock.yaml", "raw_html: true\n")
        site.write("content/index.md", RawHTMLSafetyTests.page)
        site.write("content/dot.png", "PNG")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let warning = result.err.split(separator: "\n").first { $0.contains("onerror") }.map(String.init) ?? ""
        #expect(warning.hasPrefix("content/index.md:5:30: warning: `onerror` on <img> is an event handler"), "\(result.err)")
        #expect(warning.contains("(built page site/index.html:"), "\(warning)")
        #expect(site.read("site/index.html")?.contains("onerror") == true)
    }

    @Test func strictBuildFailsOnTheSameProblem() {
        let site = TempSite()
        site.write("cardstock.yaml", "raw_html: true\n")
        site.write("content/index.md", RawHTMLSafetyTests.page)
        site.write("content/dot.png", "PNG")
        let result = site.run(["build", "--quiet", "--strict"])
        #expect(result.status == 1)
        #expect(result.err.contains("content/index.md:5:30: error: `onerror` on <img>"), "\(result.err)")
    }

    /// Without `raw_html` the HTML is dropped, not checked: one warning says so (at its first line), and
    /// `--strict` makes it an error.
    @Test func withoutRawHTMLNothingIsChecked() {
        let site = TempSite()
        site.write("content/index.md", RawHTMLSafetyTests.page)
        site.write("content/dot.png", "PNG")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.err.contains("`onerror` on <img>"))
        #expect(result.err.components(separatedBy: "raw HTML is not shown").count == 2, "\(result.err)")
        #expect(result.err.contains("content/index.md:5:1: warning: raw HTML is not shown ('<p><img src="), "\(result.err)")
        let strict = site.run(["build", "--quiet", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.err.contains("content/index.md:5:1: error: raw HTML is not shown"), "\(strict.err)")
    }

    @Test func safeRawHTMLBuildsWithoutWarnings() {
        let site = TempSite()
        site.write("cardstock.yaml", "raw_html: true\n")
        site.write("content/index.md", "# Home\n\n<details><summary>More</summary>\n<p>Hidden <kbd>K</kbd></p>\n</details>\n")
        let result = site.run(["build", "--quiet", "--strict"])
        #expect(result.status == 0, "\(result.err)")
    }

    @Test func publishRefusesUnsafeRawHTMLAtTheBuiltPage() {
        let site = TempSite.publishable()
        let config = site.read("cardstock.yaml") ?? ""
        site.write("cardstock.yaml", config + "raw_html: true\n")
        site.write("content/runs/tuesday.md", "# Tuesday run\n\n<p><a href=\"java&#x09;script:alert(1)\">x</a></p>\n")
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 1)
        let line = result.err.split(separator: "\n").first { $0.contains("javascript") }.map(String.init) ?? ""
        #expect(line.hasPrefix("runs/tuesday/index.html:"), "\(result.err)")
        #expect(line.contains(": error: `href` URL `java\\tscript:alert(1)` on <a>: the `javascript:` scheme runs script"))
        #expect(line.hasSuffix(" (page content/runs/tuesday.md)"))
        #expect(result.err.split(separator: "\n").filter { $0.contains("javascript") }.count == 1, "\(result.err)")
        #expect(site.current() == nil)
    }

    @Test func repositoryExamplePublishesInATempFolder() throws {
        let repo = Fixtures.repositoryRoot
        let site = TempSite()
        for folder in ["content", "templates"] {
            try FileManager.default.copyItem(atPath: repo + "/" + folder, toPath: site.root + "/" + folder)
        }
        let result = site.run(["publish", "--quiet", "--to", "www", "--base-url", "https://example.com/health/"])
        #expect(result.status == 0, "\(result.err)")
        #expect(site.current()?.hasPrefix("releases/") == true)
        let clock = ContinuousClock()
        let started = clock.now
        let again = site.run(["publish", "--quiet", "--dry-run", "--to", "www", "--base-url", "https://example.com/health/"])
        #expect(again.status == 0, "\(again.err)")
        #expect(clock.now - started < .seconds(20))
    }
}
