import HTMLSafety

/// What one pass of the HTML tokenizer (``HTMLTreeReader``) over one file found: element ids, URL references,
/// stylesheets and, when asked, the markup ``HTMLSafetyChecker`` refuses.
///
/// The pass never traps on odd input (an unterminated tag or comment simply ends the scan).
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

    /// Values of every `id` attribute (and `name` on `<a>`), decoded.
    var ids: Set<String> = []
    /// URL references in document order (`javascript:` URLs are not references).
    var references: [Reference] = []
    /// Stylesheet URLs (`<link rel="stylesheet" href>`), in order.
    var stylesheets: [String] = []
    /// Whether the page has a `<link rel="canonical">`.
    var hasCanonical = false
    /// Whether the page has a `<meta name="robots">` whose content says `noindex`.
    var hasNoIndex = false
    /// What the safety checker refused, in document order; empty when no checker was given.
    var unsafe: [HTMLSafetyProblem] = []

    /// Scans `bytes`, and checks them with `safety` when given.
    init(_ bytes: [UInt8], safety: HTMLSafetyChecker? = nil) {
        bytes.withUnsafeBufferPointer { buf in
            var scanner = HTMLScanner(buf)
            scanner.run(into: &self, safety: safety)
        }
    }
}
