import Diagnostics
import Localization
import Metrics
import Surfaces
import Synchronization

/// The cards of a build's ```metric blocks (a `show: highlights`/`trend` block goes to ``MetricInsightRenderer``)
/// and the one-line headline figures of a series index. Shared by the build's worker threads: its only state is
/// the cache of blocks read, behind a `Mutex`.
final class MetricCardRenderer: Sendable {
    /// The metric files blocks name.
    let catalog: MetricCatalog
    /// Reads the files (through the build's shared parse cache).
    let reader: MetricReader
    /// The insight blocks of report pages.
    let insights: MetricInsightRenderer
    let theme: Theme
    let localizers: LocalizerSet
    /// Blocks read before, by page, position and text: a series' pages share their template's blocks, so its 500
    /// weeks × 8 cards parse 8 blocks, not 4,000. Only blocks without errors are kept (errors are reported per page).
    private let specs = Mutex<[SpecKey: MetricBlockSpec]>([:])
    private struct SpecKey: Hashable {
        var path: String
        var line: Int
        var column: Int
        var yaml: String
    }

    /// A renderer of the cards of the files in `catalog`.
    init(catalog: MetricCatalog, reader: MetricReader, theme: Theme, localizers: LocalizerSet) {
        self.catalog = catalog
        self.reader = reader
        self.theme = theme
        self.localizers = localizers
        self.insights = MetricInsightRenderer(catalog: catalog, reader: reader, localizers: localizers)
    }

    /// One metric card (or `nil` without data in the page's period).
    func render(_ block: MetricBlock, context: MetricBlockContext) throws -> String? {
        let spec = try spec(block, path: context.path)
        if spec.show != .card { return try insights.render(block, spec: spec, context: context) }
        guard let model = try cardModel(block, context: context) else { return nil }
        return renderHTMLString(MetricCard(model))
    }

    /// A block's metric file, read once for the headline figures of many periods (a series index's rows).
    struct HeadlineSource {
        let file: MetricFile
        let column: Int
        let title: String
        let block: MetricBlock
    }

    /// The file `block` shows, for ``headline(_:context:)``; `nil` on an error. It never takes the file's errors
    /// (`reportsErrors: false`): they are left for the cards that show the file, which run in parallel with the
    /// index — taking them here would drop them silently.
    func headlineSource(_ block: MetricBlock, context: MetricBlockContext) -> HeadlineSource? {
        guard let spec = try? spec(block, path: context.path), let source = try? catalog.source(for: spec, context: context) else { return nil }
        if let database = source.database { context.recordDependency(database.sourcePath) }
        guard let (file, column) = try? reader.load(source, metadata: reader.metadata(source, overrides: spec.overrides), reportsErrors: false)
        else { return nil }
        return HeadlineSource(file: file, column: column, title: reader.title(source, file.metadata), block: block)
    }

    /// A card's figure as one line (`58,902 steps`) in the context's period, `nil` without data: only the value,
    /// formatted as the card formats it (an index of 500 weeks asks for 1,000 figures).
    func headline(_ source: HeadlineSource, context: MetricBlockContext) -> String? {
        let periodSpec = MetricPeriodSpec(period: context.period, from: context.from, to: context.to)
        guard let period = try? periodSpec.resolve(for: source.file.series, path: context.path, line: source.block.line,
                                                   column: source.block.column) else { return nil }
        let factory = MetricCardFactory(file: source.file, column: source.column, title: source.title, period: period,
                                        text: MetricText(localizer: localizers.localizer(for: context.language)))
        guard let (value, unit) = factory.figure() else { return nil }
        return unit.isEmpty ? value : value + "\u{A0}" + unit
    }

    /// ``headline(_:context:)`` of one block.
    func headline(_ block: MetricBlock, context: MetricBlockContext) -> String? {
        headlineSource(block, context: context).flatMap { headline($0, context: context) }
    }

    /// `block` read (``MetricBlockSpec/parse(_:path:theme:)``), once per page path, position and text.
    func spec(_ block: MetricBlock, path: String) throws -> MetricBlockSpec {
        let key = SpecKey(path: path, line: block.line, column: block.column, yaml: block.yaml)
        if let known = specs.withLock({ $0[key] }) { return known }
        let spec = try MetricBlockSpec.parse(block, path: path, theme: theme)
        specs.withLock { $0[key] = spec }
        return spec
    }

    /// What a metric card shows (or `nil` without data in the page's period); `reportsErrors` as in ``MetricReader/load(_:metadata:reportsErrors:)``.
    func cardModel(_ block: MetricBlock, context: MetricBlockContext, reportsErrors: Bool = true) throws -> MetricCardModel? {
        let spec = try spec(block, path: context.path)
        let source = try catalog.source(for: spec, context: context)
        let metadata = reader.metadata(source, overrides: spec.overrides)
        if let database = source.database { context.recordDependency(database.sourcePath) }
        let (file, column) = try reader.load(source, metadata: metadata, reportsErrors: reportsErrors)
        if file.metadata.chart == .progress, !((file.metadata.goal ?? 0) > 0) {
            let from = spec.overrides.chart == .progress ? "this block" : "the sidecar of \(source.relativePath)"
            throw Diagnostic.error(context.path, line: block.line, column: block.column,
                "`chart: progress` (set by \(from)) draws the progress towards a goal, but the metric has no positive "
                + "`goal:`; add one (e.g. `goal: 10000`) or choose another chart")
        }
        let periodSpec = MetricPeriodSpec(period: context.period, from: context.from, to: context.to)
        guard let period = try periodSpec.resolve(for: file.series, path: context.path, line: block.line, column: block.column) else {
            return nil
        }
        let tintName = file.metadata.tint ?? context.sectionTint
        let tint = tintName.flatMap { Color(named: $0) } ?? .accentColor
        var factory = MetricCardFactory(file: file, column: column, title: reader.title(source, file.metadata), period: period,
                                        text: MetricText(localizer: localizers.localizer(for: context.language)))
        factory.reportsOnePeriod = spec.notesEmptyPeriod
        // A page with a period leads to the metric's page of that period; one without, to the metric's overview.
        let destination = URLMapping.relativeHref(from: context.pageURL,
                                                  to: MetricPageGenerator.pageURL(source, period: periodSpec.isEmpty ? nil : period))
        let prefix = "metric-" + MetricCardRenderer.idSafe(source.baseName) + "-\(block.line)"
        if let model = factory.model(style: spec.style, tint: tint, destination: destination, idPrefix: prefix) { return model }
        guard spec.notesEmptyPeriod else { return nil }
        // The period has no page of its own (nothing to show): the card leads to the metric's overview.
        let overview = URLMapping.relativeHref(from: context.pageURL, to: MetricPageGenerator.pageURL(source, period: nil))
        return factory.emptyModel(style: spec.style, tint: tint, destination: overview, idPrefix: prefix)
    }

    /// Letters, digits and `-` of a name (lower-cased), for element ids.
    static func idSafe(_ name: String) -> String {
        var out: [UInt8] = []
        for b in name.utf8 {
            let lower = (b >= 65 && b <= 90) ? b + 32 : b
            if (lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57) { out.append(lower) } else if out.last != 45 { out.append(45) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
