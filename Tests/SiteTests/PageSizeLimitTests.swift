import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// A Markdown page past ``PageLoader/maxPageBytes`` is an error at its first line, found before the page is
/// parsed, and the previous output stays as it was; a page of exactly the limit builds.
@Suite struct PageSizeLimitTests {
    /// A page of `count` bytes: a heading, then one long line of words.
    static func page(_ count: Int) -> String {
        let head = "# Big\n\n"
        let words = String(repeating: "word ", count: (count - head.utf8.count) / 5)
        return head + words + String(repeating: "x", count: count - head.utf8.count - words.utf8.count)
    }

    @Test func aPagePastTheLimitIsAnErrorAndTheOutputStays() {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/big.md", "# Big\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        let before = site.snapshot("site")
        let count = PageLoader.maxPageBytes + 1
        let text = Self.page(count)
        #expect(text.utf8.count == count)
        site.write("content/big.md", text)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/big.md:1:1: error: the page is 8.0 MiB; a Markdown page may hold at most 8 MiB"),
                "\(result.err)")
        #expect(site.snapshot("site") == before)
    }

    @Test func aPageOfExactlyTheLimitBuilds() {
        let site = TempSite()
        site.write("content/index.md", Self.page(PageLoader.maxPageBytes))
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
    }

    @Test func theSizeIsWrittenInMebibytesToATenth() {
        #expect(throws: Never.self) { try PageLoader.checkSize(PageLoader.maxPageBytes, path: "p.md") }
        for (count, shown) in [(9 << 20 | 1 << 19, "9.5"), (100 << 20, "100.0"), ((8 << 20) + 1, "8.0")] {
            do {
                try PageLoader.checkSize(count, path: "p.md")
                Issue.record("\(count) bytes passed the check")
            } catch {
                #expect("\(error)".contains("the page is \(shown) MiB"), "\(error)")
            }
        }
    }
}
