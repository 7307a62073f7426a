/// Line and column (1-based, columns counted in Unicode scalars) of byte offsets in one file.
package struct LineIndex: Sendable {
    private let lineStarts: [Int]
    private let bytes: [UInt8]

    /// Indexes `bytes`.
    package init(_ bytes: [UInt8]) {
        var starts = [0]
        for i in bytes.indices where bytes[i] == 0x0A { starts.append(i + 1) }
        self.lineStarts = starts
        self.bytes = bytes
    }

    /// The 1-based line and column of `offset`.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        var i = lineStarts[lo]
        while i < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (lo + 1, column)
    }
}
