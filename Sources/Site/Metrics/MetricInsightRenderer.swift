import Localization
import Metrics
import Surfaces

/// The `show: highlights` and `show: trend` blocks of report pages: the same file, metadata, period and tint as
/// the block's card would have, drawn as ``MetricInsightCard``s. Only read after it is made (safe to share across threads).
struct MetricInsightRenderer: Sendable {
    /// The metric files blocks name.
    let catalog: MetricCatalog
    /// Reads the files (through the build's shared parse cache).
    let reader: MetricReader
    let localizers: LocalizerSet

    /// The HTML of an insight block, `nil` when the metric has no data in the page's period (like a card).
    func render(_ block: MetricBlock, spec: MetricBlockSpec, context: MetricBlockContext) throws -> String? {
        let source = try catalog.source(for: spec, context: context)
        if let database = source.database { context.recordDependency(database.sourcePath) }
        let (file, column) = try reader.load(source, metadata: reader.metadata(source, overrides: spec.overrides))
        let periodSpec = MetricPeriodSpec(period: context.period, from: context.from, to: context.to)
        guard let period = try periodSpec.resolve(for: file.series, path: context.path, line: block.line, column: block.column),
              file.series.hasData(column: column, in: period) else { return nil }
        let tint = (file.metadata.tint ?? context.sectionTint).flatMap { Color(named: $0) } ?? .accentColor
        let factory = MetricInsightFactory(file: file, column: column, title: reader.title(source, file.metadata), tint: tint,
                                           text: MetricText(localizer: localizers.localizer(for: context.language)),
                                           idPrefix: "metric-" + MetricCardRenderer.idSafe(source.baseName) + "-\(block.line)")
        switch spec.show {
        case .card:
            return nil
        case .highlights:
            let models = factory.highlightModels(for: period)
            let cards = models.isEmpty ? [factory.noHighlightsModel(for: period)] : models
            return renderHTMLString(Element(tag: "div", classes: ["insights"]) {
                ForEach(cards.indices, id: \.self) { i in MetricInsightCard(cards[i]) }
            })
        case .trend:
            return renderHTMLString(MetricInsightCard(factory.trendModel(endingOn: period.end)))
        }
    }
}
