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

    /// The skip search of longer needles finds what a byte-by-byte search finds: overlapping and repeated
    /// needles, needles at the ends, a needle whose last byte also occurs inside it, from every start.
    @Test func longNeedlesAreFoundWhereAPlainScanFindsThem() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 61) // eight letters: many near misses
        }
        func naive(_ needle: [UInt8], _ haystack: [UInt8], _ start: Int) -> Int? {
            guard !needle.isEmpty, start >= 0, start + needle.count <= haystack.count else { return nil }
            return (start...(haystack.count - needle.count)).first { Array(haystack[$0..<($0 + needle.count)]) == needle }
        }
        for round in 0..<300 {
            let haystack = (0..<(40 + round % 90)).map { _ in next() }
            let length = 4 + round % 9
            let from = Int(next()) % haystack.count
            let needle = round % 3 == 0 ? (0..<length).map { _ in next() } : Array(haystack[from..<min(from + length, haystack.count)])
            for start in [0, from / 2, from, haystack.count - 1] {
                #expect(ByteSearch.firstIndex(of: needle, in: haystack, from: start) == naive(needle, haystack, start))
            }
        }
        let marker = Array("class=\"metric-card-title\">".utf8)
        let body = Array("<p class=\"metric-card\"><span class=\"metric-card-title\">Steps</span>".utf8)
        #expect(ByteSearch.firstIndex(of: marker, in: body) == 29)
        #expect(ByteSearch.firstIndex(of: marker, in: body, from: 30) == nil)
    }
}

