/// What a fast byte-level pass over one HTML file found: element ids, URL references and script use.
///
/// The HTML comes from Cardstock, so it is well-formed; the scanner still never traps on odd input
/// (an unterminated tag or comment simply ends the scan).
struct HTMLScan: Sendable {
    /// One URL found in an attribute.
    struct Reference: Sendable, Equatable {
        /// Lowercased element name (`a`, `img`, …).
        var element: String
        /// Lowercased attribute name (`href`, `src`, `srcset`).
        var attribute: String
        /// The URL with character references decoded.
        var url: String
        /// Byte offset of the URL's first byte in the file.
        var offset: Int
        /// Whether the URL names an asset (stylesheet, image, …) rather than a page to navigate to.
        var isAsset: Bool
    }

    /// One use of JavaScript: a `<script>` element, an `on…` handler attribute or a `javascript:` URL.
    struct ScriptUse: Sendable, Equatable {
        /// What was found, for the message.
        var what: String
        /// Byte offset in the file.
        var offset: Int
    }

    /// Values of every `id` attribute (and `name` on `<a>`), decoded.
    var ids: Set<String> = []
    /// URL references in document order.
    var references: [Reference] = []
    /// JavaScript uses in document order.
    var scripts: [ScriptUse] = []
    /// Stylesheet URLs (`<link rel="stylesheet" href>`), in order.
    var stylesheets: [String] = []

    /// Scans `bytes`.
    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buf in
            var scanner = HTMLScanner(buf)
            scanner.run(into: &self)
        }
    }
}

/// Line and column (1-based, columns counted in Unicode scalars) of byte offsets in one file.
struct LineIndex: Sendable {
    private let lineStarts: [Int]
    private let bytes: [UInt8]

    /// Indexes `bytes`.
    init(_ bytes: [UInt8]) {
        var starts = [0]
        for i in bytes.indices where bytes[i] == 0x0A { starts.append(i + 1) }
        self.lineStarts = starts
        self.bytes = bytes
    }

    /// The 1-based line and column of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
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
