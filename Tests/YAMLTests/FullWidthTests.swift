import Testing
import Diagnostics
@testable import YAML

/// Full-width punctuation typed by a Chinese input method where YAML needs ASCII is its own error, at its own
/// line and character column, with the corrected line; the same characters in text are left alone.
@Suite struct FullWidthTests {
    private func error(_ text: String, lineOffset: Int = 0) -> Diagnostic? {
        do {
            _ = try YAML.parse(text, path: "p.yaml", lineOffset: lineOffset)
            return nil
        } catch let diagnostic as Diagnostic {
            return diagnostic
        } catch {
            return nil
        }
    }

    @Test func aFullWidthColonAfterAKeyIsReportedAtTheColon() {
        let d = error("title: 周报\nfile：metrics/steps.csv\n")
        #expect(d?.description == "p.yaml:2:5: error: full-width colon `：` after the key `file` — use `:`; write the line as `file: metrics/steps.csv`")
    }

    @Test func aMetricBlockIsReportedAtItsWholeFileLine() {
        // The block's YAML starts on line 10 of the page (fence on line 9).
        let d = error("chart: bar\n  \ntitle：步数\n", lineOffset: 9)
        #expect(d?.location == SourceLocation(path: "p.yaml", line: 12, column: 6))
        #expect(d?.message.hasSuffix("write the line as `title: 步数`") == true)
    }

    @Test func aChineseKeyWithAFullWidthColonAndASemicolon() {
        #expect(error("labels:\n  步数：steps\n")?.description
                == "p.yaml:2:5: error: full-width colon `：` after the key `步数` — use `:`; write the line as `  步数: steps`")
        #expect(error("unit；公里\n")?.description
                == "p.yaml:1:5: error: full-width semicolon `；` after the key `unit` — use `:`; write the line as `unit: 公里`")
    }

    @Test func aFullWidthSpaceInTheIndentation() {
        let d = error("sections:\n\u{3000}跑步: {icon: figure.run}\n")
        #expect(d?.description == "p.yaml:2:1: error: full-width space `　` (U+3000) in the indentation — indent YAML with ASCII spaces; write the line as `  跑步: {icon: figure.run}`")
    }

    @Test func aFullWidthCommaBetweenFlowListItems() {
        let d = error("title: 周报\ncolumns: [距离，时间]\n")
        #expect(d?.description == "p.yaml:2:13: error: full-width comma `，` between list items — use `,` (put text that holds it in quotes); write the line as `columns: [距离, 时间]`")
    }

    @Test func fullWidthPunctuationInTextIsLeftAlone() throws {
        let text = """
            title: 第一周：跑步，游泳；休息
            description: "引号里：也可以，没问题"
            tags: ["跑步，游泳", 骑车]
            note: |
              第二行：块文本，
              　全角空格也是文本
            long: 这是一个很长的描述
              续行：也是文本
            quoted: "引号里的长文本
              续行：也是文本"
            items:
              - 跑步：五公里
              - '第一周：跑步'
            # 注释：不检查，
            """
        let root = try #require(try YAML.parse(text, path: "p.yaml"))
        #expect(root["title"]?.scalarText == "第一周：跑步，游泳；休息")
        #expect(root["items"]?.sequenceItems?.first?.scalarText == "跑步：五公里")
    }

    @Test func aListItemKeyMustBeAnASCIINameToBeReported() {
        #expect(error("items:\n  - file：a.csv\n")?.location == SourceLocation(path: "p.yaml", line: 2, column: 9))
    }

    @Test func fullWidthDigitsWhereANumberIsExpectedShowTheASCIINumber() throws {
        let root = try #require(try YAML.parse("goal: １００００\n", path: "p.yaml"))
        #expect(throws: Diagnostic.self) { try root["goal"]?.int(path: "p.yaml", key: "goal") }
        do {
            _ = try root["goal"]?.int(path: "p.yaml", key: "goal")
        } catch let d as Diagnostic {
            #expect(d.description == "p.yaml:1:7: error: 'goal' must be an integer (like 3), but `１００００` has full-width digits — use ASCII digits: `10000`")
        }
    }
}
