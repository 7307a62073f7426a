import Testing
@testable import Surfaces

/// ``TableCard`` on a phone: numbers keep their units (a no-break space), and ``TableWidth`` tells a table
/// that cannot fit a 390 px phone from one that can.
@Suite struct TableCardPhoneTests {
    static func cell(_ text: String) -> String {
        var buffer = HTMLBuffer()
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { TableCard.writeCellText(UnsafeBufferPointer($0), into: &buffer) }
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    @Test func aNumberKeepsItsUnit() {
        #expect(Self.cell("11.2 公里") == "11.2\u{A0}公里")
        #expect(Self.cell("间歇 6×800 米") == "间歇 6×800\u{A0}米", "the space after a word still breaks")
        #expect(Self.cell("1 小时 5 分钟") == "1\u{A0}小时 5\u{A0}分钟")
        #expect(Self.cell("8.4 km <b>") == "8.4\u{A0}km &lt;b&gt;", "escaped as any text")
        #expect(Self.cell("3 4 and 5  x") == "3 4\u{A0}and 5  x", "digits after digits and double spaces stay")
        #expect(Self.cell("12 ") == "12 ")
    }

    static func width(_ rows: [[String]]) -> TableWidth {
        var width = TableWidth()
        for row in rows {
            for (column, text) in row.enumerated() {
                var bytes = Array(text.utf8)
                bytes.withUnsafeMutableBufferPointer { width.add(column: column, text: UnsafeBufferPointer($0)) }
            }
        }
        return width
    }

    @Test func aTableTooWideForAPhoneIsTold() {
        let narrow = Self.width([["项目", "数值"], ["总距离", "42 公里"]])
        #expect(!narrow.overflowsPhone && narrow.rem == 2 + 4.5 + 4.5 + 0.75)
        let wide = Self.width([["日期", "训练", "距离", "用时", "平均心率"], ["11月29日", "长距离慢跑", "21.1 公里", "2 小时 4 分钟", "145 次/分"]])
        #expect(wide.overflowsPhone)
        // A long unbroken CJK run is wider than the minimum; the units join their numbers.
        let run = Self.width([["长距离慢跑训练计划"]])
        #expect(run.rem == 2 + 9 * 0.9375)
        let joined = Self.width([["2026 长距离慢跑训练"]]), split = Self.width([["跑步 长距离慢跑训练"]])
        #expect(joined.rem > split.rem, "a number and the word after it are one run")
    }
}
