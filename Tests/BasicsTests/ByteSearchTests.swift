import Testing
@testable import Basics

@Suite struct ByteSearchTests {
    let page = Array("<html><head></head><body><svg></svg><svg/></body>".utf8)

    @Test func findsTheFirstAndLastOccurrence() {
        #expect(ByteSearch.firstIndex(of: "</head>".utf8, in: page) == 12)
        #expect(ByteSearch.firstIndex(of: "<svg".utf8, in: page) == 25)
        #expect(ByteSearch.firstIndex(of: "<svg".utf8, in: page, from: 26) == 36)
        #expect(ByteSearch.lastIndex(of: "<svg".utf8, in: page) == 36)
        #expect(ByteSearch.firstIndex(of: "</body>".utf8, in: page) == page.count - 7)  // at the very end
        #expect(ByteSearch.firstIndex(of: "<html>".utf8, in: page) == 0)
        #expect(ByteSearch.lastIndex(of: "<html>".utf8, in: page) == 0)
    }

    @Test func missingEmptyAndOversizedNeedlesAreNotFound() {
        #expect(ByteSearch.firstIndex(of: "<script".utf8, in: page) == nil)
        #expect(ByteSearch.firstIndex(of: [UInt8](), in: page) == nil)
        #expect(ByteSearch.lastIndex(of: [UInt8](), in: page) == nil)
        #expect(ByteSearch.firstIndex(of: "ab".utf8, in: Array("a".utf8)) == nil)
        #expect(ByteSearch.firstIndex(of: "<svg".utf8, in: page, from: page.count) == nil)
        #expect(ByteSearch.firstIndex(of: "<svg".utf8, in: page, from: -3) == nil)
    }

    @Test func slicesKeepTheirIndicesAndCaseCanBeIgnored() {
        let slice = page[19...]
        #expect(ByteSearch.firstIndex(of: "<body>".utf8, in: slice) == 19)
        #expect(ByteSearch.firstIndex(of: "<head>".utf8, in: slice) == nil)
        #expect(ByteSearch.firstIndex(of: "<svg".utf8, in: Array("<SVG".utf8)) == nil)
        #expect(ByteSearch.firstIndex(of: "<svg".utf8, in: Array("x<SvG".utf8), ignoringASCIICase: true) == 1)
    }
}
