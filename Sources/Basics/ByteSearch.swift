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

    /// The forward, case-sensitive search over contiguous bytes. A needle of 4 to 255 bytes is found by
    /// Horspool's skip: the haystack byte under the needle's last byte says how far the needle can move (up to
    /// its length), so a 26-byte `class="…"` marker moves about 20 bytes a step through a page's body instead of
    /// stopping at every `c`. Shorter needles: `memchr` (vectorized) finds each candidate first byte and
    /// `memcmp` compares the rest. Either way the first occurrence is found.
    private static func forward(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let length = needle.count, last = bytes.count - length
        guard length >= 4, length <= 255 else { return firstByteScan(needle, in: base, last: last, from: start) }
        return needle.withUnsafeBufferPointer { wanted -> Int? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { skip -> Int? in
                skip.initialize(repeating: UInt8(length))
                for i in 0..<(length - 1) { skip[Int(wanted[i])] = UInt8(length - 1 - i) }
                let lastByte = wanted[length - 1]
                var index = start
                while index <= last {
                    let b = bytes[index + length - 1]
                    if b == lastByte, memcmp(base + index, wanted.baseAddress!, length - 1) == 0 { return index }
                    index += Int(skip[Int(b)])
                }
                return nil
            }
        }
    }

    /// ``forward(_:in:from:)`` by candidate first bytes (`memchr`) and `memcmp`.
    private static func firstByteScan(_ needle: [UInt8], in base: UnsafeRawPointer, last: Int, from start: Int) -> Int? {
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
