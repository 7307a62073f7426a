import Diagnostics

/// What a successful build did.
package struct BuildResult: Sendable {
    /// Pages written.
    package var pageCount: Int
    /// Non-Markdown files copied unchanged.
    package var copiedFileCount: Int
    /// Wall-clock seconds.
    package var seconds: Double
    /// Warnings (builds with warnings still succeed unless `--strict`).
    package var warnings: [Diagnostic]
    /// The output folder, absolute.
    package var outputDirectory: String
    /// Markdown pages written by the page walker (``PageWalker``); generated pages are not counted.
    var directPageCount = 0
    /// A production build's personal data (for `publish`'s privacy summary); `nil` for other builds.
    package var privacy: PrivacyReport?
    /// A production build's pages by output path (`runs/tuesday/index.html`): the files whose head the
    /// publish verify stage checks (copied HTML files are not pages); empty for other builds.
    package var pageOutputs: Set<String> = []
}

/// A failed build: every diagnostic (errors and warnings), sorted when printed.
package struct BuildFailure: Error, Sendable, CustomStringConvertible {
    /// All diagnostics.
    package var diagnostics: DiagnosticList

    /// One line per diagnostic.
    package var description: String { diagnostics.description }
}
