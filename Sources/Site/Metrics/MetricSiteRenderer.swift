import Diagnostics
import Localization
import Metrics
import Surfaces

/// The built-in metric support: turns ```metric blocks into metric cards and gives every metric
/// file a page at `metrics/<file-base-name>/`.
///
/// The builder asks it for a ``MetricBuildSession`` once per build (see
/// ``SiteBuilder/build(progress:)``); the session parses each metric file once and is shared by the
/// parallel page workers. Used directly as a ``MetricBlockRenderer`` (outside a build), it renders
/// one card from a fresh session.
public struct MetricSiteRenderer: MetricBlockRenderer {
    /// Creates the renderer.
    public init() {}

    /// One card, read without a build's shared cache (the builder uses a session instead).
    public func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String? {
        let files = ContentScanner(displayRoot: context.contentDirectory, root: context.contentDirectory)
        let assets = ((try? files.scan()) ?? []).filter { !$0.isMarkdown }
        let session = MetricBuildSession(pages: [], assets: assets, theme: Theme(iconNames: IconLibrary.builtIn.names),
                                         timeZone: context.timeZone)
        return try session.render(block, context: context)
    }

    /// The metric sources and pages of one build.
    func session(pages: [SourcePage], assets: [ContentFile], theme: Theme, timeZone: String, language: String = "en",
                 localizers: LocalizerSet = .builtIn) -> MetricBuildSession {
        MetricBuildSession(pages: pages, assets: assets, theme: theme, timeZone: timeZone, language: language, localizers: localizers)
    }
}
