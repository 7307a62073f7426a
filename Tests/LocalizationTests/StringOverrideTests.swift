import Diagnostics
import Foundation
import Testing
@testable import Localization
@testable import CardstockCLI
@testable import Site

@Suite("templates/strings overrides")
struct StringOverrideTests {
    @Test func anOverriddenSentenceIsUsed() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        try site.write("templates/strings/zh-CN.yaml", """
            # 我们的说法
            change.higher: "较{previous}增加 {change}"
            card.as_of: "数据截至{date}"

            """)
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        let home = site.page("index.html")
        #expect(home.contains("较上周增加 12,906\u{A0}步"))
        #expect(home.contains("数据截至11月29日"))
        #expect(!home.contains(">比上周多 12,906"), "the card's change line is the override's")
        // The chart's sentence is a key of its own.
        #expect(home.contains("本周步数 80,607\u{A0}步，比上周多 12,906\u{A0}步"))
        // Keys it does not override keep the built-in text.
        #expect(home.contains("比上周少 14分钟"))
    }

    @Test func aBrokenOverrideIsALocatedErrorAndTheOutputStays() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        #expect(site.build().status == 0)
        let before = site.snapshot()
        try site.write("templates/strings/zh-CN.yaml", """
            change.higher: "比{previous}多"
            card.as-of: "截至{date}"
            change.lower: "比{previous}少 {amount}"
            stat.change: "变化{"

            """)
        let result = site.build()
        #expect(result.status == 1)
        let path = "templates/strings/zh-CN.yaml"
        #expect(result.err.contains("\(path):1:16: error: 'change.higher' must contain {change}"), "\(result.err)")
        #expect(result.err.contains("\(path):2:1: error: unknown string key 'card.as-of' (did you mean 'card.as_of'?)"), "\(result.err)")
        #expect(result.err.contains("\(path):3:15: error: 'change.lower' has no placeholder {amount}"), "\(result.err)")
        #expect(result.err.contains("\(path):4:14: error: 'stat.change': '{' starts a placeholder that is never closed"), "\(result.err)")
        #expect(site.snapshot() == before, "the previous output is unchanged")
    }

    @Test func aStringsFileNamedAfterNoLanguageIsAnError() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        try site.write("templates/strings/chinese!.yaml", "pages.title: 页\n")
        let result = site.build()
        #expect(result.status == 1)
        #expect(result.err.contains("templates/strings/chinese!.yaml:1:1: error: 'chinese!' is not a language tag"), "\(result.err)")
    }

    @Test func aStringsFileLinkedOutOfTheTemplatesFolderIsNotRead() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        try site.write("outside.yaml", "pages.title: 外面\n")
        try FileManager.default.createDirectory(atPath: site.project + "/templates/strings", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.project + "/templates/strings/zh-CN.yaml",
                                                   withDestinationPath: site.project + "/outside.yaml")
        let result = site.build()
        #expect(result.status == 1)
        #expect(result.err.contains("templates/strings/zh-CN.yaml"), "\(result.err)")
        #expect(!site.page("index.html").contains("外面"))
    }

    @Test func pagesInSeveralLanguagesSideBySide() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        try site.write("content/de.md", """
            ---
            title: Woche
            language: de
            period: 2026-W48
            ---

            # Woche

            ```metric
            file: metrics/steps.csv
            ```

            """)
        try site.write("content/en.md", """
            ---
            title: Week
            language: en
            period: 2026-W48
            ---

            # Week

            ```metric
            file: metrics/sleep-duration.csv
            ```

            """)
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        let german = site.page("de/index.html")
        #expect(german.contains("<html lang=\"de\""))
        #expect(german.contains("80.607"))
        #expect(german.contains("12.906\u{A0}步 mehr als in der Vorwoche"))
        #expect(german.contains("Stand 29. Nov."))
        let english = site.page("en/index.html")
        #expect(english.contains("<html lang=\"en\""))
        #expect(english.contains("7\u{A0}h 26\u{A0}min") && english.contains("As of Nov 29") && english.contains("14\u{A0}min lower than last week"))
        // The rest of the site stays Chinese.
        #expect(site.page("index.html").contains("<html lang=\"zh-CN\""))
    }

    @Test func aMalformedLanguageIsALocatedError() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        try site.write("content/bad.md", "---\ntitle: x\nlanguage: chinese simplified\n---\n\n# x\n")
        let result = site.build()
        #expect(result.status == 1)
        #expect(result.err.contains("content/bad.md:3:11: error: 'language' must be a language tag"), "\(result.err)")
    }

    @Test func overrideParsingRules() throws {
        let parsed = try StringOverrides.parse("pages.title: 目录\nchange.same: \"{previous}一样\"\n", path: "x.yaml")
        #expect(parsed["pages.title"]?.render([:]) == "目录")
        #expect(parsed["change.same"]?.render(["previous": "上周"]) == "上周一样")
        #expect(throws: Diagnostic.self) { try StringOverrides.parse("- a\n- b\n", path: "x.yaml") }
        #expect(throws: DiagnosticList.self) { try StringOverrides.parse("pages.title: [a]\n", path: "x.yaml") }
    }
}

@Suite("The 404 page's language")
struct NotFoundLanguageTests {
    @Test func publishWritesTheNotFoundPageInTheSitesLanguageWithItsOverrides() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        try site.write("cardstock.yaml", "title: 健康周报\nlanguage: zh-CN\ntime_zone: Asia/Shanghai\nbase_url: https://example.org/\n")
        try site.write("templates/strings/zh-CN.yaml", "notfound.home: 回到首页\n")
        let err = ErrorLines()
        let status = CLI(workingDirectory: site.project, standardOutput: { _ in }, standardError: { err.append($0) }).run(["publish", "--quiet"])
        #expect(status == 0, "\(err.text)")
        let page = site.page("404.html")
        #expect(page.contains("<html lang=\"zh-CN\""))
        #expect(page.contains("找不到页面") && page.contains("回到首页") && page.contains("aria-label=\"导航路径\""))
        #expect(VisibleText.latinWords(VisibleText.of(page)).isEmpty, "\(VisibleText.latinWords(VisibleText.of(page)))")
    }
}
