import Diagnostics
import Localization
import Metrics
import Surfaces

/// The built-in metric support: turns ```metric blocks into metric cards and gives every metric
/// file a page at `metrics/<file-base-name>/`.
///
/// A build does not use it: ``MetricHook/site`` makes one ``MetricBuildSession`` per build, which parses each
/// metric file once and is shared by the parallel page workers. Used as a ``MetricBlockRenderer`` on its own
/// (outside a build, or as ``MetricHook/cards(_:)``), it renders each card from a fresh session.
package struct MetricSiteRenderer: MetricBlockRenderer {
    /// Creates the renderer.
    package init() {}

    /// One card, read without a build's shared cache (the builder uses a session instead).
    package func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String? {
        let files = ContentScanner(displayRoot: context.contentDirectory, root: context.contentDirectory)
        let assets = ((try? files.scan()) ?? []).filter { !$0.isMarkdown }
        let session = MetricBuildSession(pages: [], assets: assets, theme: Theme(iconNames: IconLibrary.builtIn.names),
                                         timeZone: context.timeZone)
        return try session.render(block, context: context)
    }
}
