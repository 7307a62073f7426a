import Foundation
import Testing
@testable import CardstockCLI

/// The Simplified Chinese weekly report (`Fixtures/zh-CN-weekly`): week folders without a parent `index.md`
/// (`weeks/2026-W46/index.md` … with `period:`, each with workout pages beneath), a folder named by a
/// `_folder.yaml`, a table with units written right after a paragraph line, a task list and a footer date.
@Suite("A weekly report in Simplified Chinese")
struct ChineseWeeklySiteTests {
    static func built() throws -> (site: LocalizedSite, err: String) {
        let site = try LocalizedSite(fixture: "zh-CN-weekly")
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        return (site, result.err)
    }

    /// The links of a page's navigation rows, in order.
    static func rows(_ html: String) -> [String] {
        let regex = try? NSRegularExpression(pattern: "<a class=\"navigation\"(?: rel=\"[a-z]+\")? href=\"([^\"]*)\"")
        let range = NSRange(html.startIndex..., in: html)
        return regex?.matches(in: html, range: range).compactMap { Range($0.range(at: 1), in: html).map { String(html[$0]) } } ?? []
    }

    @Test func noPageHasALatinWordTheAuthorDidNotWrite() throws {
        let (site, _) = try Self.built()
        let pages = site.snapshot().keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count == 13, "\(pages)")
        for page in pages {
            let latin = VisibleText.latinWords(VisibleText.of(site.page(page)))
            #expect(latin.isEmpty, "\(page) has Latin words \(latin)")
        }
    }

    @Test func theWeeksFolderIsNamedByItsSeriesAndListsNewestFirst() throws {
        let (site, quietErr) = try Self.built()
        #expect(quietErr.isEmpty, "--quiet prints only warnings and errors: \(quietErr)")
        let lines = ErrorLines()
        let cli = CLI(workingDirectory: site.project, standardOutput: { _ in }, standardError: { lines.append($0) })
        #expect(cli.run(["build"]) == 0)
        let err = lines.text.components(separatedBy: "\n").filter { !$0.hasPrefix("Built ") && !$0.isEmpty }.joined(separator: "\n")
        let weeks = site.page("weeks/index.html")
        #expect(weeks.contains("<title>周报 · 训练周报</title>") && weeks.contains("<h1>周报</h1>"))
        #expect(Self.rows(weeks) == ["2026-W48/", "2026-W47/", "2026-W46/"])
        #expect(site.page("weeks/2026-W47/index.html").contains("<span class=\"back-label\">周报</span>"))
        #expect(site.page("index.html").contains("<span class=\"font-headline\">周报</span>"))
        // A plain build says once how to name the folder; the folder with a _folder.yaml is not mentioned.
        #expect(err.hasSuffix("content/weeks:1:1: note: folder 'content/weeks/' has no index.md; its page is titled '周报'. To name it, write content/weeks/_folder.yaml with 'title: …' (also 'icon:', 'sort:'), or add content/weeks/index.md"), "\(err)")
    }

    @Test func aFolderYAMLNamesItsFolder() throws {
        let (site, _) = try Self.built()
        let notes = site.page("notes/index.html")
        #expect(notes.contains("<h1>训练笔记</h1>"))
        #expect(site.page("notes/shoes/index.html").contains("<span class=\"back-label\">训练笔记</span>"))
        #expect(!FileManager.default.fileExists(atPath: site.project + "/site/notes/_folder.yaml"), "not copied")
        // Its mistakes are errors at their position; the output stays as it was.
        try site.write("content/notes/_folder.yaml", "title: 训练笔记\ncolour: red\n")
        let failed = site.build()
        #expect(failed.status == 1)
        #expect(failed.err.contains("content/notes/_folder.yaml:2:1: error: unknown key 'colour' in _folder.yaml (allowed keys: title, icon, sort)"), "\(failed.err)")
        #expect(site.page("notes/index.html") == notes)
    }

    @Test func weekFoldersLinkToTheWeekBeforeAndAfter() throws {
        let (site, _) = try Self.built()
        let expected = [("2026-W46", [String](), ["../2026-W47/"]), ("2026-W47", ["../2026-W46/"], ["../2026-W48/"]),
                        ("2026-W48", ["../2026-W47/"], [])]
        for (week, previous, next) in expected {
            let html = site.page("weeks/\(week)/index.html")
            let links = Self.rows(html)
            #expect(links == ["interval/", "long-run/"] + previous + next, "\(week): \(links)")
            #expect(html.contains("上一周") == !previous.isEmpty && html.contains("下一周") == !next.isEmpty, "\(week)")
        }
    }

    @Test func tablesKeepUnitsWithNumbersAndSayWhenTheyScroll() throws {
        let (site, _) = try Self.built()
        let home = site.page("index.html")
        // The table written right after a paragraph line is a table, after that paragraph.
        #expect(home.contains("<p>本周的主要训练如下：</p></div></div><div class=\"table-card\" role=\"region\" tabindex=\"0\" aria-label=\"表格：日期、训练、距离、用时、平均心率\">"))
        #expect(!home.contains("| 日期"))
        for joined in ["11.2\u{A0}公里", "6×800\u{A0}米", "1\u{A0}小时 5\u{A0}分钟", "156\u{A0}次/分"] {
            #expect(home.contains(joined), "\(joined)")
        }
        #expect(home.contains("<p class=\"table-scroll-cue\" aria-hidden=\"true\">左右滑动查看全部列 →</p></div>"))
        // Two narrow columns fit a phone: no cue.
        let week = site.page("weeks/2026-W47/index.html")
        #expect(week.contains("447.5\u{A0}公里") && !week.contains("table-scroll-cue"))
        let css = site.page("style.css")
        #expect(css.contains(":lang(zh) .table-card td") && css.contains("@media print{.table-card{overflow:visible;border:1px solid"))
    }

    @Test func theFooterDateIsWrittenInChinese() throws {
        let (site, _) = try Self.built()
        #expect(site.page("index.html").contains("<p>训练周报 · <time datetime=\"2026-11-29\">2026年11月29日</time></p>"))
    }
}
