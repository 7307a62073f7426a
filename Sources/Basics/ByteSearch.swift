/// Finding a byte string in bytes: the one search loop of the package (for HTML, SVG and XML scans that
/// look for a marker such as `</head>` or `<svg`).
package enum ByteSearch {
    /// The index of the first occurrence of `needle` in `haystack` at or after `start` (default: its start),
    /// or nil; an empty needle is never found. With `ignoringASCIICase`, `A`–`Z` match `a`–`z`.
    package static func firstIndex<Needle: Collection, Haystack: RandomAccessCollection>(
        of needle: Needle, in haystack: Haystack, from start: Int? = nil, ignoringASCIICase: Bool = false
    ) -> Int? where Needle.Element == UInt8, Haystack.Element == UInt8, Haystack.Index == Int {
        search(Array(needle), in: haystack, from: start ?? haystack.startIndex, backward: false, ignoringASCIICase)
    }

    /// The index of the last occurrence of `needle` in `haystack`, or nil; an empty needle is never found.
    package static func lastIndex<Needle: Collection, Haystack: RandomAccessCollection>(
        of needle: Needle, in haystack: Haystack
    ) -> Int? where Needle.Element == UInt8, Haystack.Element == UInt8, Haystack.Index == Int {
        search(Array(needle), in: haystack, from: haystack.startIndex, backward: true, false)
    }

    private static func search<Haystack: RandomAccessCollection>(
        _ needle: [UInt8], in haystack: Haystack, from start: Int, backward: Bool, _ ignoringCase: Bool
    ) -> Int? where Haystack.Element == UInt8, Haystack.Index == Int {
        let last = haystack.endIndex - needle.count
        guard !needle.isEmpty, start >= haystack.startIndex, start <= last else { return nil }
        @inline(__always) func fold(_ c: UInt8) -> UInt8 { ignoringCase && c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
        let wanted = needle.map(fold)
        var index = backward ? last : start
        while backward ? index >= start : index <= last {
            var k = 0
            while k < wanted.count, fold(haystack[index + k]) == wanted[k] { k += 1 }
            if k == wanted.count { return index }
            index += backward ? -1 : 1
        }
        return nil
    }
}
