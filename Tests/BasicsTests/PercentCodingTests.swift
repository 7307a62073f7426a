import Testing
@testable import Basics

@Suite struct PercentCodingTests {
    @Test func decodesEscapesInEitherCase() {
        #expect(PercentCoding.decode("my%20notes.md") == "my notes.md")
        #expect(PercentCoding.decode("%C3%A9t%c3%a9") == "été")
        #expect(PercentCoding.decode("100%25") == "100%")
        #expect(PercentCoding.decode("%2F") == "/")
        #expect(PercentCoding.decode("no escapes") == "no escapes")
    }

    @Test func invalidEscapesStayAsWrittenOrFailWhenStrict() {
        for text in ["%", "%4", "a%", "%G1", "%1G", "100%", "%%41"] {
            #expect(PercentCoding.decodeStrictly(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(PercentCoding.decode("%") == "%")
        #expect(PercentCoding.decode("%4") == "%4")
        #expect(PercentCoding.decode("%G1") == "%G1")
        #expect(PercentCoding.decode("%%41") == "%A")
        #expect(PercentCoding.decode("a%41") == "aA")  // an escape that ends the text
        #expect(PercentCoding.decodeStrictly(Array("/a%2e%2E/".utf8)) == Array("/a../".utf8))
        #expect(PercentCoding.decode(Array("%00%FF".utf8)) == [0, 255])
    }

    @Test func encodesAllButTheKeptBytesWithUppercaseHex() {
        #expect(PercentCoding.encode("a b/é~_.-") == "a%20b%2F%C3%A9~_.-")
        #expect(PercentCoding.encode("100%") == "100%25")
        #expect(PercentCoding.encode("") == "")
        #expect(PercentCoding.encode("a/b c", keeping: { PercentCoding.isUnreserved($0) || $0 == UInt8(ascii: "/") }) == "a/b%20c")
        #expect(PercentCoding.encode("\u{0}\u{7F}") == "%00%7F")
    }

    @Test func encodingThenDecodingGivesTheTextBack() {
        for text in ["", "plain", "a b", "%", "%%", "50% off", "雪/❄️", "?#&=+"] {
            #expect(PercentCoding.decode(PercentCoding.encode(text)) == text)
            #expect(PercentCoding.decodeStrictly(Array(PercentCoding.encode(text).utf8)) == Array(text.utf8))
        }
    }

    @Test func hexDigitsAndUnreservedBytes() {
        #expect(PercentCoding.hexValue(UInt8(ascii: "f")) == 15 && PercentCoding.hexValue(UInt8(ascii: "F")) == 15)
        #expect(PercentCoding.hexValue(UInt8(ascii: "g")) == nil && PercentCoding.hexValue(UInt8(ascii: "/")) == nil)
        let unreserved = (0...255).map(UInt8.init).filter(PercentCoding.isUnreserved)
        #expect(unreserved.count == 66)
    }
}
