import Diagnostics
import Localization

/// What a build does with metrics, chosen explicitly (no renderer is ever inspected for what else it can do).
package enum MetricHook: Sendable {
    /// Metric blocks render nothing and report nothing.
    case none
    /// Cards from a renderer of your own; no metric pages.
    case cards(any MetricBlockRenderer)
    /// The built-in support: metric cards, and a page for every metric file at `metrics/<name>/`
    /// (what `cardstock build` uses, and so the committed example `site/`).
    case site

    /// The metric support of one build, made once its pages and files are known.
    func start(pages: [SourcePage], assets: [ContentFile], theme: Theme, timeZone: String, language: String,
               localizers: LocalizerSet, rawFiles: RawFilePolicy = .preview(publishDefault: true)) -> MetricBuild {
        switch self {
        case .none:
            return MetricBuild(session: nil, blocks: nil)
        case .cards(let renderer):
            return MetricBuild(session: nil, blocks: renderer)
        case .site:
            let session = MetricBuildSession(pages: pages, assets: assets, theme: theme, timeZone: timeZone,
                                             language: language, localizers: localizers, rawFiles: rawFiles)
            return MetricBuild(session: session, blocks: session)
        }
    }

    /// Whether metric blocks show anything (an input of incremental builds' settings fingerprint).
    var rendersBlocks: Bool {
        if case .none = self { return false }
        return true
    }
}

/// One build's metric support: the session that owns the metric pages (built-in support only) and the renderer
/// of the pages' metric blocks.
struct MetricBuild: Sendable {
    /// The built-in session: metric pages, their problems, and the cards of blocks.
    let session: MetricBuildSession?
    /// What renders ```metric blocks (`nil`: nothing).
    let blocks: (any MetricBlockRenderer)?

    /// The pages the metric support adds to `pages` (the site's pages, series pages included): an overview per
    /// metric file, a page per period the pages' cards show and per month with data.
    func pages(for pages: [SourcePage]) -> [SourcePage] { session?.pages(for: pages) ?? [] }
    /// Problems found in metric files and sidecars.
    var problems: [Diagnostic] { session?.problems ?? [] }
    /// After rendering: errors of metric files that every reader passed over (see ``MetricStore/unreportedErrors()``).
    func unreportedErrors() -> [Diagnostic] { session?.store.unreportedErrors() ?? [] }
}
