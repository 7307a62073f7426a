import CommonMark

/// A fenced ```metric block: its YAML body and where it is, handed to a ``MetricBlockRenderer``.
public struct MetricBlock: Sendable, Equatable {
    /// The YAML text inside the fence.
    public var yaml: String
    /// The whole-file line of the opening fence.
    public var line: Int
    /// The column of the opening fence.
    public var column: Int

    /// Creates a metric block.
    public init(yaml: String, line: Int, column: Int) {
        self.yaml = yaml
        self.line = line
        self.column = column
    }
}

/// What a metric renderer knows about the page a block is on.
public struct MetricBlockContext: Sendable {
    /// The Markdown file, as shown in diagnostics.
    public var path: String
    /// The Markdown file inside the content folder (e.g. `index.md`).
    public var relativePath: String
    /// The content folder (absolute) to read metric files from.
    public var contentDirectory: String
    /// The page URL (relative to the site root).
    public var pageURL: String
    /// Front matter `period`, `from`, `to`.
    public var period: String?, from: String?, to: String?
    /// The section's tint, if any.
    public var sectionTint: String?
    /// The site time zone.
    public var timeZone: String
}

/// The hook that turns ```metric blocks into cards. Another module fills it in; without one,
/// metric blocks render nothing and report nothing.
public protocol MetricBlockRenderer: Sendable {
    /// Trusted HTML for one metric card, or `nil` to show nothing (e.g. no data in the period, which lets an
    /// otherwise empty section disappear). Throw a `Diagnostic`/`DiagnosticList` for user mistakes.
    func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String?
}
