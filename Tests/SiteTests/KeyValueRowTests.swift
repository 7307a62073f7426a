import Testing
import Surfaces
@testable import CardstockCLI
@testable import Site

@Suite struct KeyValueRowTests {
    @Test func shortLabelValueItemsSplit() throws {
        let split = try #require(KeyValueRow.split([.text("Distance: 14.1 km")]))
        #expect(split.label == "Distance")
        #expect(split.value == [.text("14.1 km")])
        let styled = try #require(KeyValueRow.split([.text("Pace: "), .strong([.text("5:57 /km")])]))
        #expect(styled.value == [.strong([.text("5:57 /km")])])
    }

    /// White space around the label and the value is trimmed as `CharacterSet.whitespaces` has it (tabs and
    /// Unicode space separators, not line breaks); labels and values are counted in characters.
    @Test func whiteSpaceIsTrimmedAndCharactersCounted() throws {
        let spaced = try #require(KeyValueRow.split([.text("\u{00A0}\tHeart\u{2009}: \u{3000} 52 bpm \t")]))
        #expect(spaced.label == "Heart")
        #expect(spaced.value == [.text("52 bpm")])
        let accents = String(repeating: "e\u{301}", count: 32)  // 32 characters, 96 bytes
        #expect(KeyValueRow.split([.text(accents + ": 1")])?.label == accents)
        #expect(KeyValueRow.split([.text(accents + "e: 1")]) == nil)
        #expect(KeyValueRow.split([.text("Time:  "), .code("1:02")])?.value == [.code("1:02")])
        #expect(KeyValueRow.split([.text("Ratio:1 then: 2")])?.label == "Ratio:1 then")
    }

    @Test func proseAndLinksStayParagraphs() {
        #expect(KeyValueRow.split([.text("Note: keep Tuesday's run easy and be in bed by 22:30 before the long run.")]) == nil)
        #expect(KeyValueRow.split([.text("Km 1 — 5:35 · 134 bpm")]) == nil)
        #expect(KeyValueRow.split([.text("See: "), .link(href: "a/", [.text("a")])]) == nil)
        #expect(KeyValueRow.split([.strong([.text("Bold")]), .text(": x")]) == nil)
        #expect(KeyValueRow.split([.text(": no label")]) == nil)
        #expect(KeyValueRow.split([.text("Empty value: ")]) == nil)
    }

    @Test func onlyListsWhoseEveryItemQualify() {
        let stat: (String) -> [LayoutInline] = { [.text($0)] }
        #expect(KeyValueRow.qualifies([stat("Distance: 5 km"), stat("Time: 28 min")]))
        #expect(!KeyValueRow.qualifies([stat("Distance: 5 km"), stat("A longer sentence that is not a value at all")]))
        #expect(!KeyValueRow.qualifies([stat("Distance: 5 km")]))
    }
}
