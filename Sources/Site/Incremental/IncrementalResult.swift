import Diagnostics

/// What one incremental build (`watch`/`serve`) did.
package struct IncrementalResult: Sendable {
    /// Pages in the site.
    package var pageCount: Int
    /// Pages that were rendered again (display paths, sorted).
    package var renderedPages: [String]
    /// Output files written because their bytes changed (site-relative, sorted).
    package var writtenFiles: [String]
    /// Output files removed because their source is gone (site-relative, sorted).
    package var removedFiles: [String]
    /// Whether every page was checked again (first build, settings or template change).
    package var wasFullRebuild: Bool
    /// Warnings (they fail the build only with `--strict`).
    package var warnings: [Diagnostic]
    /// Wall-clock seconds.
    package var seconds: Double

    /// Whether the output folder changed at all.
    package var changedOutput: Bool { !writtenFiles.isEmpty || !removedFiles.isEmpty }
}
