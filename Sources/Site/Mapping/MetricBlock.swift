import CommonMark

/// A fenced ```metric block: its YAML body and where it is, handed to a ``MetricBlockRenderer``.
package struct MetricBlock: Sendable, Equatable {
    /// The YAML text inside the fence.
    package var yaml: String
    /// The whole-file line of the opening fence.
    package var line: Int
    /// The column of the opening fence.
    package var column: Int

    /// Creates a metric block.
    package init(yaml: String, line: Int, column: Int) {
        self.yaml = yaml
        self.line = line
        self.column = column
    }
}

/// What a metric renderer knows about the page a block is on.
package struct MetricBlockContext: Sendable {
    /// The Markdown file, as shown in diagnostics.
    package var path: String
    /// The Markdown file inside the content folder (e.g. `index.md`).
    package var relativePath: String
    /// The content folder (absolute) to read metric files from.
    package var contentDirectory: String
    /// The page URL (relative to the site root).
    package var pageURL: String
    /// Front matter `period` (e.g. `2026-W48`).
    package var period: String?
    /// Front matter `from` (`YYYY-MM-DD`).
    package var from: String?
    /// Front matter `to` (`YYYY-MM-DD`).
    package var to: String?
    /// The section's tint, if any.
    package var sectionTint: String?
    /// The site time zone.
    package var timeZone: String
    /// The page's language (front matter `language`, else the site's), for the card's words.
    package var language: String = "en"
    /// Set by incremental builds (`watch`/`serve`); report files you read with ``recordDependency(_:)``.
    package var dependencyRecorder: DependencyRecorder?

    /// Creates a context (the builder makes one per page; tests may make their own).
    package init(path: String, relativePath: String, contentDirectory: String, pageURL: String,
                period: String? = nil, from: String? = nil, to: String? = nil,
                sectionTint: String? = nil, timeZone: String = "UTC", language: String = "en") {
        self.language = language
        self.path = path
        self.relativePath = relativePath
        self.contentDirectory = contentDirectory
        self.pageURL = pageURL
        self.period = period
        self.from = from
        self.to = to
        self.sectionTint = sectionTint
        self.timeZone = timeZone
    }
}

/// The hook that turns ```metric blocks into cards. Another module fills it in; without one,
/// metric blocks render nothing and report nothing.
package protocol MetricBlockRenderer: Sendable {
    /// Trusted HTML for one metric card, or `nil` to show nothing (e.g. no data in the period, which lets an
    /// otherwise empty section disappear). Throw a `Diagnostic`/`DiagnosticList` for user mistakes.
    func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String?
}
