import Testing
@testable import CardstockCLI
@testable import Site

/// A Chinese weekly report built with mistakes a Chinese author makes: every message points at the line and
/// character column (not byte) of the mistake and, where one is close, suggests the fix.
@Suite struct ChineseDiagnosticSiteTests {
    private func build(_ files: [String: String]) -> (status: Int32, lines: [String]) {
        let site = TempSite()
        site.write("content/weeks/2026-W47.md", "---\ntitle: 第一周：跑步\nperiod: 2026-W47\n---\n# 第一周\n\n## 训练安排\n")
        for (path, text) in files { site.write(path, text) }
        let result = site.run(["build", "--quiet"])
        return (result.status, result.err.split(separator: "\n").map(String.init))
    }

    @Test func aBrokenLinkOnAChineseLineIsAtItsCharacterColumnWithTheMissingMarkdownExtension() {
        let page = "# 周报\n\n这是第一周的训练，我们跑了很多公里，详情请看[上周的报告](weeks/2026-W47)。\n"
        let result = build(["content/index.md": page])
        #expect(result.status == 1)
        #expect(result.lines.first == "content/index.md:3:23: error: link to missing file 'weeks/2026-W47' (no file content/weeks/2026-W47); fix the path or remove the link — did you mean `weeks/2026-W47.md`?")
    }

    @Test func aLinkToTheWrongFolderOrAMisspelledWeekOrAnchorSuggestsTheRightOne() {
        let page = "# 周报\n\n看[上周](2026-W47.md)和[那周](weeks/2026-W74.md)，还有[安排](weeks/2026-W47.md#训练安牌)。\n"
        let result = build(["content/index.md": page])
        #expect(result.lines.prefix(3) == [
            "content/index.md:3:2: error: link to missing page '2026-W47.md' (no file content/2026-W47.md); fix the path or remove the link — did you mean `weeks/2026-W47.md`?",
            "content/index.md:3:20: error: link to missing page 'weeks/2026-W74.md' (no file content/weeks/2026-W74.md); fix the path or remove the link — did you mean `weeks/2026-W47.md`?",
            "content/index.md:3:46: error: link to missing anchor '#训练安牌' in content/weeks/2026-W47.md (anchors: 第一周, 训练安排) — did you mean `weeks/2026-W47.md#训练安排`?",
        ])
    }

    @Test func aFullWidthColonInAMetricBlockIsAtTheColon() {
        let page = "# 周报\n\n## 跑步\n\n```metric\nfile：metrics/steps.csv\ntitle: 步数\n```\n"
        let result = build(["content/index.md": page, "content/metrics/steps.csv": "date,steps\n2026-11-01,1\n"])
        #expect(result.status == 1)
        #expect(result.lines.first == "content/index.md:6:5: error: full-width colon `：` after the key `file` — use `:`; write the line as `file: metrics/steps.csv`")
    }

    @Test func frontMatterMistakes() {
        let titel = build(["content/index.md": "---\ntitel: 周报\n---\n# 周报\n"])
        #expect(titel.lines.first?.hasPrefix("content/index.md:2:1: error: unknown front matter key 'titel' — did you mean `title`? (allowed keys:") == true, "\(titel.lines)")
        let period = build(["content/index.md": "---\ntitle: 周报\nperiod: 2026-11-31\n---\n# 周报\n"])
        #expect(period.lines.first == "content/index.md:3:9: error: cannot read 'period' '2026-11-31': November 2026 has 30 days")
        let space = build(["content/index.md": "---\ntitle: 周报\n\u{3000}description: 第一周\n---\n# 周报\n"])
        #expect(space.lines.first == "content/index.md:3:1: error: full-width space `　` (U+3000) in the indentation — indent YAML with ASCII spaces; write the line as `  description: 第一周`")
    }

    @Test func aHeadingAttributeAfterAChineseTitleIsAtItsBrace() {
        let result = build(["content/index.md": "# 周报\n\n## 跑步训练 {tint=pruple}\n"])
        #expect(result.lines.first?.hasPrefix("content/index.md:3:9: error:") == true, "\(result.lines)")
    }

    @Test func implausibleValuesWarnWithTheirRowButTheBuildSucceeds() {
        let page = "# 周报\n\n```metric\nfile: metrics/steps.csv\n```\n"
        let result = build(["content/index.md": page,
                            "content/metrics/steps.yaml": "title: 步数\nplausible_min: 0\nplausible_max: 100000\n",
                            "content/metrics/steps.csv": "date,步数\n2026-11-01,8000\n2026-11-02,-5\n2026-11-03,1e9\n"])
        #expect(result.status == 0, "\(result.lines)")
        #expect(result.lines.filter { $0.contains("warning:") } == [
            "content/metrics/steps.csv:3:12: warning: -5 is below the plausible minimum (`plausible_min: 0`); check the value, or change `plausible_min:` in the metric's sidecar",
            "content/metrics/steps.csv:4:12: warning: 1000000000 is above the plausible maximum (`plausible_max: 100000`); check the value, or change `plausible_max:` in the metric's sidecar",
        ])
    }
}
