/// The data blocks a fenced code block can be: the one rule that decides whether a fence is a ```` ```metric ````
/// or ```` ```row ```` block, used by phase 1 (``SourcePage/indexOnly``), the metric session
/// (``MetricCatalog/metricBlocks(_:)``), row series (``RowBlockSpec``) and the page walker.
enum DataFence: Sendable, Equatable {
    /// A ```` ```metric ```` block: a card, chart or table of a metric file.
    case metric
    /// A ```` ```row ```` block: one row of a row series.
    case row

    /// The data block an info string makes, from its first word as CommonMark defines it (the text up to the
    /// first space or tab; cmark has already stripped the leading ones); `nil` for any other fence.
    init?<Info: Collection<UInt8>>(info: Info) {
        let word = info.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        if word.elementsEqual("metric".utf8) {
            self = .metric
        } else if word.elementsEqual("row".utf8) {
            self = .row
        } else {
            return nil
        }
    }

    /// The data block an info string makes (``init(info:)`` on its UTF-8).
    init?(info: String) {
        var copy = info
        guard let fence = copy.withUTF8({ DataFence(info: $0) }) else { return nil }
        self = fence
    }
}
