import Diagnostics
import Localization
import Templates

/// A page loaded by an earlier build, reused while its file (and the settings) are unchanged.
struct CachedPage: Sendable {
    /// The content file it was loaded from (path, display path, folder-index flag).
    var file: ContentFile
    /// The source's stamp when it was loaded.
    var stamp: FileStamp
    /// The parsed page.
    var page: SourcePage
}

/// The whole site as the last successful build saw it, so saving one page can skip the scan, the
/// link check of every page and the dependency check of every output (the fast path).
struct SiteModel: @unchecked Sendable {
    var config: SiteConfig
    var templates: TemplateSet
    /// Pages in build order, with their source stamps and resolved links.
    var pages: [SourcePage]
    var stamps: [FileStamp]
    var outcomes: [LinkResolver.Outcome]
    /// Each page's own warnings from its last walk (raw HTML not shown), by content-relative path: kept across
    /// builds, replaced when the page is walked again, reported on every build like `cardstock build` does.
    var walkerWarnings: [String: [Diagnostic]] = [:]
    var navigation: SiteNavigation
    var resolver: LinkResolver
    /// Copied files.
    var assets: [ContentFile]
    /// Source path (as the watcher reports it) → page index / asset index.
    var pageBySource: [String: Int]
    var assetBySource: [String: Int]
    /// Output path → page index.
    var pageByOutput: [String: Int]
    /// Pages with load warnings or link diagnostics.
    var pagesWithWarnings: Set<Int>
    /// Warnings of skipped draft pages (reported on every build, like `cardstock build` does).
    var draftWarnings: [Diagnostic]
    /// Generated metric pages by metric file (content-relative), and series indexes (templates), in page order:
    /// neither changes on the fast paths (a generated page or a series page is never reloaded there).
    var metricPagesByFile: [String: [Int]] = [:]
    /// The first page of each content-relative path (the order warnings are reported in).
    var firstPageByPath: [String: Int] = [:]
    var seriesIndexes: [Int] = []
    /// What renders ```metric blocks and generated metric pages in this build.
    var metrics: MetricBuild
    /// The build's languages (built-in strings and `templates/strings/*.yaml`).
    var localizers: LocalizerSet = .builtIn

    /// Whether the build's metric session generates pages from metric files (then saving a metric
    /// file, a sidecar or a page's metric blocks needs a new session: the full path).
    var hasMetricSession: Bool { metrics.session != nil }
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
    /// The site of the last build.
    var model: SiteModel?
}
