import Foundation
import Testing
@testable import Localization
import Metrics
@testable import Site

/// The Simplified Chinese fixture site (`Fixtures/zh-CN`: headings, lists, label/value rows with `：`,
/// metric cards of every aggregation, week, month and custom periods, metric pages, a "Pages" section).
@Suite("A site in Simplified Chinese")
struct ChineseSiteTests {
    /// Every word of the English string table (and the English day and month abbreviations Cardstock writes).
    static let englishWords: Set<String> = {
        var words: Set<String> = []
        let english = StringCatalog.entries.map { MessageTemplate(builtIn: $0.english).literalText }
            + MetricText.weekdayNames + CalendarDay.monthNames
        for text in english { words.formUnion(VisibleText.latinWords(text)) }
        return words
    }()

    static func builtSite() throws -> LocalizedSite {
        let site = try LocalizedSite(fixture: "zh-CN")
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        return site
    }

    @Test func noPageHasAnEnglishWord() throws {
        let site = try Self.builtSite()
        let pages = site.snapshot().keys.filter { $0.hasSuffix(".html") }.sorted()
        // 6 pages, a weekly series (its index and 4 weeks), metric overviews, week and month pages.
        #expect(pages.count == 53, "\(pages)")
        #expect(pages.contains("weeks/index.html") && pages.contains("weeks/2026-W48/index.html"))
        for page in pages {
            let text = VisibleText.of(site.page(page))
            let latin = VisibleText.latinWords(text)
            #expect(latin.isEmpty, "\(page) has Latin words \(latin)")
            #expect(Set(latin).intersection(Self.englishWords).isEmpty, "\(page) has English words")
            #expect(site.page(page).contains("<html lang=\"zh-CN\""), "\(page)")
        }
    }

    /// The check above can fail: on the English example it finds the table's words.
    @Test func theCheckFindsEnglishOnTheEnglishExample() throws {
        let html = try String(contentsOfFile: LocalizedSite.repository + "/site/metrics/steps/2026-W48/index.html", encoding: .utf8)
        let found = Set(VisibleText.latinWords(VisibleText.of(html))).intersection(Self.englishWords)
        #expect(found.isSuperset(of: ["statistics", "values", "download", "daily", "total", "goal"]), "\(found.sorted())")
    }

    @Test func cardsAndMetricPagesSpeakChinese() throws {
        let site = try Self.builtSite()
        let home = site.page("index.html")
        #expect(home.contains("比上周多 12,906\u{A0}步"))
        #expect(home.contains("截至11月29日"))
        #expect(home.contains("7小时26分钟"))
        #expect(home.contains("比上周少 14分钟"))
        #expect(home.contains("本周步数 80,607\u{A0}步，比上周多 12,906\u{A0}步，日均 11,515\u{A0}步"))
        #expect(home.contains("与上周持平"))  // the max card
        #expect(home.contains("<h2") && home.contains("页面"))  // the automatic Pages section
        let steps = site.page("metrics/steps/2026-W48/index.html")
        for expected in ["上周和本周", "每日总计，11月16日至11月22日", "每日总计，11月23日至11月29日", "每日目标 8,000\u{A0}步", "本周总计", "最低的一天", "变化百分比", "+19%",
                         "达标天数", "7天中5天", "11月29日 周日", "下载完整文件（steps.csv）", "步数（步）", "aria-label=\"导航路径\""] {
            #expect(steps.contains(expected), "steps page lacks \(expected)")
        }
        let sleep = site.page("metrics/sleep-duration/2026-W48/index.html")
        #expect(sleep.contains("7小时26分钟") && sleep.contains("11月25日 周三") && sleep.contains("7小时2分钟"))
        #expect(site.page("last-ten-days/index.html").contains("截至11月29日的10天静息心率"))
        #expect(site.page("november/index.html").contains("比上月多"))
        let series = site.page("weeks/index.html")
        #expect(series.contains("每周报告") && series.contains("最新") && series.contains("2026年第48周"), "the series index")
        let week = site.page("weeks/2026-W47/index.html")
        #expect(week.contains("上一周") && week.contains("下一周") && week.contains("11月16日至2026年11月22日"), "the pager and placeholders")
    }

    @Test func fullWidthColonRowsAreLabelValueRows() throws {
        let site = try Self.builtSite()
        let run = site.page("workouts/long-run/index.html")
        #expect(run.contains(">距离</span>") || run.contains(">距离<"), "label")
        #expect(!run.contains("距离："), "the separator is not shown")
        #expect(run.contains("14.1 公里"))
    }

    @Test func theStylesheetSetsChineseTypography() throws {
        let site = try Self.builtSite()
        let css = site.page("style.css")
        for rule in [":lang(zh){--cs-font:", "\"PingFang SC\"", "\"Noto Sans CJK SC\"", "\"Microsoft YaHei\"", "line-break:strict",
                     "font-synthesis-style:none", "text-emphasis:filled dot"] {
            #expect(css.contains(rule), "\(rule)")
        }
        // Latin system fonts come first.
        let stack = try #require(css.range(of: ":lang(zh){--cs-font:"))
        let rest = css[stack.upperBound...]
        #expect(try #require(rest.range(of: "system-ui")).lowerBound < #require(rest.range(of: "PingFang SC")).lowerBound)
    }

    @Test(.enabled(if: LocalizedSite.binaryAvailable, "needs the cardstock binary: swift build --build-tests"))
    func sameBytesWhateverTheMachinesLocaleAndTimeZone() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        let environments: [(String, [String: String])] = [
            ("out-c", ["LANG": "C", "LC_ALL": "C", "TZ": "UTC"]),
            ("out-de", ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"]),
            ("out-tr", ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"]),
            ("out-kiritimati", ["TZ": "Pacific/Kiritimati", "LANG": "ja_JP.UTF-8"]),
        ]
        var outputs: [[String: Data]] = []
        for (folder, environment) in environments {
            let result = try site.buildWithBinary(output: folder, environment: environment)
            #expect(result.status == 0, "\(folder): \(result.err)")
            outputs.append(site.snapshot(folder))
        }
        let first = try #require(outputs.first)
        #expect(first.count > 13)
        for (index, output) in outputs.enumerated().dropFirst() {
            #expect(output.keys.sorted() == first.keys.sorted(), "\(environments[index].0)")
            for (file, bytes) in first { #expect(output[file] == bytes, "\(environments[index].0)/\(file) differs") }
        }
    }
}
