import Foundation
import Glibc
import POSIXFiles
import Testing
@testable import Site

/// Messages at the file system's limits and for `language:` (issue 27): a long slug in a script of four-byte
/// characters still makes a page, a path too long is said to be one, and `language:` is checked the same way
/// in `cardstock.yaml` as in front matter.
@Suite struct LimitMessageTests {
    /// 80 characters of CJK Extension B (four UTF-8 bytes each: 320 bytes).
    static let longName = String(String.UnicodeScalarView((0..<80).compactMap { Unicode.Scalar(0x20000 + $0) }))

    @Test func aSlugIsCountedInCharactersAndShortenedWithAHashToFitAFileName() {
        let slug = RowSeries.slug(Self.longName)
        #expect(slug.utf8.count <= RowSeries.maxSlugBytes)
        #expect(slug.utf8.count > 200, "as many characters as fit are kept")
        #expect(slug == RowSeries.slug(Self.longName), "the same slug on every build")
        let other = RowSeries.slug(String(Self.longName.unicodeScalars.dropLast()) + "\u{20100}")
        #expect(other != slug && other.utf8.count <= RowSeries.maxSlugBytes, "slugs that differ only at the end stay apart")
        // Characters, not scalars: a letter with a combining mark is one character of the 80.
        #expect(RowSeries.slug(String(repeating: "e\u{301}", count: 100)).unicodeScalars.count == 160)
        #expect(RowSeries.slug(String(repeating: "a", count: 200)) == String(repeating: "a", count: 80))
    }

    @Test func aRowsSeriesWithALongCJKSlugBuilds() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        site.write("content/runs/index.md",
                   "---\ntitle: \"{{row.name}}\"\nseries_title: Runs\nrepeat: rows\nrows: runs.csv\n---\n\n# {{row.name}}\n")
        site.write("content/runs/runs.csv", "name,km\n\(Self.longName),5\n\(Self.longName)x,6\n")
        let built = site.run(["build", "--quiet"])
        #expect(built.status == 0, "\(built.err)")
        #expect(!built.err.contains("File name too long"), "\(built.err)")
        let slug = RowSeries.slug(Self.longName)
        #expect(site.exists("site/runs/\(slug)/index.html"))
        #expect(site.exists("site/runs/\(slug)-2/index.html"))
    }

    @Test func aPathTooLongIsSaidToBeOne() throws {
        let site = TempSite()
        site.write("content/index.md", "# Home\n")
        // 50 nested folders of 100-byte names (a path past the 4,096-byte limit, like 3,000 levels of `d`):
        // made one level at a time from descriptors, as no path can name the deepest.
        let name = String(repeating: "d", count: 100)
        var fd = open(site.root + "/content", O_RDONLY | O_DIRECTORY)
        try #require(fd >= 0)
        for _ in 0..<50 {
            mkdirat(fd, name, 0o755)
            let next = openat(fd, name, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
            if fd < 0 { break }
        }
        try #require(fd >= 0)
        close(fd)
        defer { try? FileSystem.removeTree(site.root + "/content/" + name) }
        let built = site.run(["build", "--quiet"])
        #expect(built.status == 1)
        #expect(built.err.contains("its path is too long for the system"), "\(built.err.suffix(400))")
        #expect(!built.err.contains("check its permissions"), "\(built.err.suffix(400))")
    }

    @Test func languageIsCheckedInCardstockYAMLAsInFrontMatter() throws {
        let site = TempSite()
        site.write("cardstock.yaml", "title: T\nlanguage: \"<x>\"\n")
        site.write("content/index.md", "# Home\n")
        let fromSettings = site.run(["build", "--quiet"])
        #expect(fromSettings.status == 1)
        #expect(fromSettings.err.contains("cardstock.yaml:2:11: error: 'language' must be a language tag such as en"),
                "\(fromSettings.err)")
        site.write("cardstock.yaml", "title: T\nlanguage: en\n")
        site.write("content/index.md", "---\nlanguage: \"<x>\"\n---\n# Home\n")
        let fromPage = site.run(["build", "--quiet"])
        #expect(fromPage.status == 1)
        #expect(fromPage.err.contains("content/index.md:2:11: error: 'language' must be a language tag such as en"),
                "\(fromPage.err)")
        #expect(!site.exists("site"))
    }
}
