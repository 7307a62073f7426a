import Diagnostics

/// What a successful build did.
public struct BuildResult: Sendable {
    /// Pages written.
    public var pageCount: Int
    /// Non-Markdown files copied unchanged.
    public var copiedFileCount: Int
    /// Wall-clock seconds.
    public var seconds: Double
    /// Warnings (builds with warnings still succeed unless `--strict`).
    public var warnings: [Diagnostic]
    /// The output folder, absolute.
    public var outputDirectory: String
    /// Markdown pages written by the page walker (``PageWalker``); generated pages are not counted.
    var directPageCount = 0
    /// A production build's personal data (for `publish`'s privacy summary); `nil` for other builds.
    public var privacy: PrivacyReport?
}

/// A failed build: every diagnostic (errors and warnings), sorted when printed.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    /// All diagnostics.
    public var diagnostics: DiagnosticList

    /// One line per diagnostic.
    public var description: String { diagnostics.description }
}
