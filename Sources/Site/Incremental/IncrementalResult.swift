import Diagnostics

/// What one incremental build (`watch`/`serve`) did.
public struct IncrementalResult: Sendable {
    /// Pages in the site.
    public var pageCount: Int
    /// Pages that were rendered again (display paths, sorted).
    public var renderedPages: [String]
    /// Output files written because their bytes changed (site-relative, sorted).
    public var writtenFiles: [String]
    /// Output files removed because their source is gone (site-relative, sorted).
    public var removedFiles: [String]
    /// Whether every page was checked again (first build, settings or template change).
    public var wasFullRebuild: Bool
    /// Warnings (they fail the build only with `--strict`).
    public var warnings: [Diagnostic]
    /// Wall-clock seconds.
    public var seconds: Double

    /// Whether the output folder changed at all.
    public var changedOutput: Bool { !writtenFiles.isEmpty || !removedFiles.isEmpty }
}
