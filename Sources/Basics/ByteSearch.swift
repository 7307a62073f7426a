import Glibc

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
        if !backward, !ignoringCase, let found = haystack.withContiguousStorageIfAvailable({
            forward(needle, in: UnsafeRawBufferPointer($0), from: start - haystack.startIndex)
        }) {
            return found.map { $0 + haystack.startIndex }
        }
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

    /// The forward, case-sensitive search over contiguous bytes: `memchr` (vectorized) finds each candidate
    /// first byte and `memcmp` compares the rest, instead of a loop over every byte (a report page's body is
    /// searched for its card markers on every build).
    private static func forward(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let last = bytes.count - needle.count
        var index = start
        return needle.withUnsafeBytes { wanted -> Int? in
            while index <= last {
                guard let hit = memchr(base + index, Int32(wanted[0]), last - index + 1) else { return nil }
                let at = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + at, wanted.baseAddress!, wanted.count) == 0 { return at }
                index = at + 1
            }
            return nil
        }
    }
}
