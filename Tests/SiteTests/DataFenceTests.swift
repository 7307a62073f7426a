import Foundation
import Testing
@testable import Site

/// One rule decides what a fence is (``DataFence``): its info string's first word, words ending at a space or a
/// tab as in CommonMark, so phase 1, the metric session, row series and the walker agree on `metric\t…`.
@Suite struct DataFenceTests {
    @Test func theFirstWordDecides() {
        #expect(DataFence(info: "metric") == .metric)
        #expect(DataFence(info: "metric title") == .metric)
        #expect(DataFence(info: "metric\tcard") == .metric, "a tab ends the first word")
        #expect(DataFence(info: "row") == .row)
        #expect(DataFence(info: "row\t") == .row)
        #expect(DataFence(info: "metrics") == nil)
        #expect(DataFence(info: "rows x") == nil)
        #expect(DataFence(info: "swift metric") == nil)
        #expect(DataFence(info: "") == nil)
        #expect(DataFence(info: Array("metric\tx".utf8)) == .metric)
    }

    /// A report whose ```metric fences carry a tab-separated note builds exactly like the one without.
    @Test func aTabAfterMetricBuildsTheSameReport() throws {
        let plain = TempSite(), tabbed = TempSite()
        for site in [plain, tabbed] {
            try FileManager.default.copyItem(atPath: Fixtures.root + "/metric-report/content", toPath: site.root + "/content")
        }
        let index = try #require(tabbed.read("content/index.md"))
        tabbed.write("content/index.md", index.replacingOccurrences(of: "```metric\n", with: "```metric\tcard\n"))
        #expect(tabbed.read("content/index.md")?.contains("```metric\tcard\n") == true)
        for site in [plain, tabbed] {
            let result = site.run(["build", "--quiet", "--strict", "--output", site.root + "/site"])
            #expect(result.status == 0, "\(result.err)")
        }
        let html = try #require(plain.read("site/index.html"))
        #expect(html.contains("metric-card hero-card"))
        #expect(tabbed.read("site/index.html") == html)
    }
}
