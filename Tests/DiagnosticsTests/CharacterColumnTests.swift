import Testing
@testable import Diagnostics

/// Columns count Unicode scalar values from 1: the one byte-to-character conversion, and "did you mean".
@Suite struct CharacterColumnTests {
    private func column(_ line: String, _ prefix: String) -> Int {
        SourceLocation.characterColumn(byteColumn: prefix.utf8.count + 1, in: Array(line.utf8))
    }

    @Test func chineseEmojiAndCombiningMarksCountOneColumnPerScalar() {
        #expect(column("详情请看[x](y)", "详情请看") == 5)        // 12 bytes, 4 characters
        #expect(column("😀 [x](y)", "😀 ") == 3)                // 4-byte emoji, one column
        #expect(column("e\u{301}x", "e\u{301}") == 3)           // e + combining acute: two scalars
        #expect(column("abc", "ab") == 3)                       // ASCII: bytes and characters agree
        #expect(SourceLocation.characterColumn(byteColumn: 0, in: [UInt8]()) == 0)
        #expect(SourceLocation.characterColumn(byteColumn: 1, in: Array("跑".utf8)) == 1)
    }

    @Test func aColumnPastTheLineEndCountsTheMissingBytes() {
        #expect(SourceLocation.characterColumn(byteColumn: 6, in: Array("跑".utf8)) == 4)  // 3 bytes = 1 char, then 2
    }

    @Test func characterCountCountsScalars() {
        #expect(SourceLocation.characterCount(of: Array("第一周：跑步".utf8)) == 6)
        #expect(SourceLocation.characterCount(of: [UInt8]()) == 0)
    }

    @Test func suggestionsAreWithinAFifthOfTheLength() {
        #expect(Suggestion.closest(to: "titel", among: ["title", "date", "period"]) == "title")
        #expect(Suggestion.closest(to: "perod", among: ["title", "date", "period"]) == "period")
        #expect(Suggestion.closest(to: "xyz", among: ["title", "date"]) == nil)
        #expect(Suggestion.closest(to: "周报", among: ["周报s", "月报"]) == "周报s")  // tie at 1 goes to the first sorted
        #expect(Suggestion.didYouMean("Titel", among: ["title"]) == " — did you mean `title`?")
        #expect(Suggestion.didYouMean("zzzz", among: ["title"]) == "")
        #expect(Suggestion.distance("2026-W47", "2026-W47.md") == 3)
        #expect(Suggestion.distance("2026-W74", "2026-W47") == 1)            // a swap is one edit
        #expect(Suggestion.distance("训练安牌", "训练安排") == 1)
        #expect(Suggestion.closest(to: "inner.md", among: ["index.md"]) == nil)  // two edits in eight characters: too far
    }

    @Test func fullWidthDigitsFoldToASCII() {
        #expect(FullWidthDigits.asciiFolded("２０２６-１１-３０") == "2026-11-30")
        #expect(FullWidthDigits.asciiFolded("１００００") == "10000")
        #expect(FullWidthDigits.asciiFolded("第一周") == nil)
        #expect(FullWidthDigits.asciiFolded("2026") == nil)
    }
}
