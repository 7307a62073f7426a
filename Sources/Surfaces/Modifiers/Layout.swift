/// Horizontal alignment of a vertical stack's children.
public enum HorizontalAlignment: String, Sendable, Hashable {
    /// Leading edge.
    case leading
    /// Centre.
    case center
    /// Trailing edge.
    case trailing
}

/// Vertical alignment of a horizontal stack's children.
public enum VerticalAlignment: String, Sendable, Hashable {
    /// Top.
    case top
    /// Centre.
    case center
    /// Bottom.
    case bottom
    /// First text baseline.
    case firstTextBaseline = "baseline"
}

/// Two-dimensional alignment for ``View/frame(maxWidth:alignment:)``.
public enum Alignment: String, Sendable, Hashable {
    /// Top leading.
    case topLeading = "top-leading"
    /// Top.
    case top
    /// Top trailing.
    case topTrailing = "top-trailing"
    /// Leading.
    case leading
    /// Centre.
    case center
    /// Trailing.
    case trailing
    /// Bottom leading.
    case bottomLeading = "bottom-leading"
    /// Bottom.
    case bottom
    /// Bottom trailing.
    case bottomTrailing = "bottom-trailing"
}

/// Edges for padding.
public struct Edge: Sendable, Hashable {
    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// A text style from the iOS Dynamic Type scale, optionally bold.
public struct Font: Sendable, Hashable {
    /// The style token (`title`, `headline`, …).
    public let style: String
    /// Whether bold was requested.
    public let isBold: Bool
    /// `font-STYLE`, precomputed.
    let className: String

    private init(_ style: String, bold: Bool = false) {
        self.style = style
        self.isBold = bold
        self.className = "font-" + style
    }

    /// A bold version of this font.
    public func bold() -> Font { Font(style, bold: true) }

    /// Every text style, for the stylesheet.
    static let allStyles = ["large-title", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2"]

    /// 34 bold.
    public static let largeTitle = Font("large-title")
    /// 28.
    public static let title = Font("title")
    /// 22.
    public static let title2 = Font("title2")
    /// 20.
    public static let title3 = Font("title3")
    /// 17 semibold.
    public static let headline = Font("headline")
    /// 17.
    public static let body = Font("body")
    /// 16.
    public static let callout = Font("callout")
    /// 15.
    public static let subheadline = Font("subheadline")
    /// 13.
    public static let footnote = Font("footnote")
    /// 12.
    public static let caption = Font("caption")
    /// 11.
    public static let caption2 = Font("caption2")
}
