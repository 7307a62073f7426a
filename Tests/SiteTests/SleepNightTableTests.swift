import Testing
import Metrics
@testable import Site
import Surfaces

/// A hypnogram's values table lists its night stretch by stretch (start–end on the night's clock, the stage, its
/// length), not the file's first column; every row here is worked out by hand from
/// ``SleepNightStatisticsTests/csv``.
@Suite struct SleepNightTableTests {
    static let nbsp = "\u{A0}", nnbsp = "\u{202F}"

    /// The table of `period`'s page (its last night's), `nil` without one.
    static func table(_ period: String, _ language: String, title: String = "Sleep stages",
                      zone: String = "Europe/Berlin") throws -> MetricValueTable? {
        MetricPageContent.table(file: try SleepNightStatisticsTests.file(zone), column: 0, title: title,
                                period: try #require(ReportPeriod(parsing: period)), text: HealthVisualsGolden.text(language))
    }

    /// English times and durations: `10:40 PM` with a narrow space, `1 h 10 min` with no-break spaces.
    static func english(_ rows: [[String]]) -> [[String]] {
        rows.map { $0.map { $0.replacingOccurrences(of: " PM", with: nnbsp + "PM").replacingOccurrences(of: " AM", with: nnbsp + "AM")
            .replacingOccurrences(of: " h", with: nbsp + "h").replacingOccurrences(of: " min", with: nbsp + "min") } }
    }

    @Test("a normal night in English and Chinese: ten stretches from 22:40 to 06:50, not the awake column per day")
    func normalNight() throws {
        // The CSV's rows from 22:40 on the 28th (+01:00): each starts where the one before ends.
        let en = try #require(try Self.table("2026-W48", "en"))
        #expect(en.caption == "Sleep stages, night to Nov 29, 2026, from bedtime to wake time")
        #expect(en.columns == ["Time", "Stage", "Duration"])
        #expect(en.rows == Self.english([
            ["10:40 PM–11:00 PM", "Awake", "20 min"], ["11:00 PM–11:55 PM", "Core", "55 min"],
            ["11:55 PM–1:05 AM", "Deep", "1 h 10 min"], ["1:05 AM–1:40 AM", "REM", "35 min"],
            ["1:40 AM–1:43 AM", "Awake", "3 min"], ["1:43 AM–4:00 AM", "Core", "2 h 17 min"],
            ["4:00 AM–4:45 AM", "Deep", "45 min"], ["4:45 AM–5:45 AM", "REM", "1 h"],
            ["5:45 AM–6:40 AM", "Core", "55 min"], ["6:40 AM–6:50 AM", "Awake", "10 min"],
        ]))
        let zh = try #require(try Self.table("2026-W48", "zh-CN", title: "睡眠阶段"))
        #expect(zh.caption == "睡眠阶段，2026年11月29日前夜，从就寝到起床")
        #expect(zh.columns == ["时间", "阶段", "时长"])
        #expect(zh.rows == [
            ["22:40–23:00", "清醒", "20分钟"], ["23:00–23:55", "核心", "55分钟"], ["23:55–01:05", "深度", "1小时10分钟"],
            ["01:05–01:40", "快速动眼", "35分钟"], ["01:40–01:43", "清醒", "3分钟"], ["01:43–04:00", "核心", "2小时17分钟"],
            ["04:00–04:45", "深度", "45分钟"], ["04:45–05:45", "快速动眼", "1小时"], ["05:45–06:40", "核心", "55分钟"],
            ["06:40–06:50", "清醒", "10分钟"],
        ])
        // The month's page lists the same night; a period without one has no table (its statistics say "no data").
        #expect(try Self.table("2026-11", "en")?.rows == en.rows)
        #expect(try Self.table("2026-W40", "en") == nil)
        // Written once through the table's escaping point, row header first.
        let html = renderHTMLString(en)
        #expect(html.contains("<tr><th scope=\"row\">10:40\(Self.nnbsp)PM–11:00\(Self.nnbsp)PM</th><td>Awake</td><td>20\(Self.nbsp)min</td></tr>"))
        #expect(!html.contains("Date"))
    }

    @Test("a night across the end of summer time: REM from 02:30 to 02:30 lasts an hour, in English and Chinese")
    func autumnNight() throws {
        // 23:30 +02:00 core 90 min, 01:00 +02:00 deep 90, 02:30 +02:00 REM 60 (ends 01:30 UTC, 02:30 +01:00),
        // 02:30 +01:00 core 150, 05:00 +01:00 awake 5, 05:05 +01:00 core 85 (ends 06:30 +01:00).
        let expected = Self.english([
            ["11:30 PM–1:00 AM", "Core", "1 h 30 min"], ["1:00 AM–2:30 AM", "Deep", "1 h 30 min"],
            ["2:30 AM–2:30 AM", "REM", "1 h"], ["2:30 AM–5:00 AM", "Core", "2 h 30 min"],
            ["5:00 AM–5:05 AM", "Awake", "5 min"], ["5:05 AM–6:30 AM", "Core", "1 h 25 min"],
        ])
        // On the recorded clock (what the importer writes) and on Berlin's, the same rows.
        let recorded = try #require(try Self.table("2026-W43", "en", zone: "recorded"))
        #expect(recorded.caption == "Sleep stages, night to Oct 25, 2026, from bedtime to wake time")
        #expect(recorded.rows == expected)
        #expect(try Self.table("2026-W43", "en")?.rows == expected)
        let zh = try #require(try Self.table("2026-W43", "zh-CN", title: "睡眠阶段", zone: "recorded"))
        #expect(zh.rows == [
            ["23:30–01:00", "核心", "1小时30分钟"], ["01:00–02:30", "深度", "1小时30分钟"], ["02:30–02:30", "快速动眼", "1小时"],
            ["02:30–05:00", "核心", "2小时30分钟"], ["05:00–05:05", "清醒", "5分钟"], ["05:05–06:30", "核心", "1小时25分钟"],
        ])
    }

    @Test("a night across the start of summer time: REM from 01:30 to 03:30 lasts an hour")
    func springNight() throws {
        // 01:30 +01:00 plus 60 minutes is 03:30 +02:00; the durations add up to 420 minutes, not the clock's 480.
        let de = try #require(try Self.table("2026-W13", "de", zone: "recorded"))
        #expect(de.columns == ["Uhrzeit", "Phase", "Dauer"])
        #expect(de.rows == [
            ["23:00–00:30", "Kern", "1 Std. 30 Min."], ["00:30–01:30", "Tief", "1 Std."], ["01:30–03:30", "REM", "1 Std."],
            ["03:30–03:45", "Wach", "15 Min."], ["03:45–07:00", "Kern", "3 Std. 15 Min."],
        ])
    }

    @Test("the overview's ranges list the night each one draws")
    func overviewRanges() throws {
        let file = try SleepNightStatisticsTests.file()
        let last = try #require(file.series.asOf)
        let week = try #require(try Self.table("2026-W48", "en"))
        for range in [HealthRange.week, .month, .sixMonths, .year] {
            let content = MetricRangeContent(file: file, column: 0, title: "Sleep stages", range: range, endingOn: last,
                                             idPrefix: "s", text: HealthVisualsGolden.text("en"))
            let table = try #require(content.table, "\(range)")
            #expect(table.rows == week.rows && table.caption == week.caption, "\(range)")
        }
    }
}
