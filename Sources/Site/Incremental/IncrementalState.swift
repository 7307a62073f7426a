/// A page loaded by an earlier build, reused while its file (and the settings) are unchanged.
struct CachedPage: Sendable {
    /// The content file it was loaded from (path, display path, folder-index flag).
    var file: ContentFile
    /// The source's stamp when it was loaded.
    var stamp: FileStamp
    /// The parsed page.
    var page: SourcePage
}

/// What the last successful incremental build left behind; replaced only when a build succeeds, so a
/// failed build leaves both the output folder and this state as they were.
struct IncrementalState: Sendable {
    /// Whether a build has succeeded (before that the output folder is synchronised as a whole).
    var hasBuilt = false
    /// Every page output and what it depends on.
    var graph = DependencyGraph()
    /// Copied files: site-relative path → the source's stamp when copied.
    var assets: [String: FileStamp] = [:]
    /// The ``DependencyKey/site`` value of the last build.
    var siteValue: UInt64 = 0
}
