import CommonMark

/// A ```` ```metric ```` or ```` ```row ```` fence of a page (``DataFence``): what phase 1 keeps of its Markdown
/// for the whole build (the metric session, report series and row series read them before any page is walked).
struct DataFenceBlock: Sendable {
    /// Which data block it is.
    var kind: DataFence
    /// The text inside the fence (YAML).
    var literal: String
    /// Where the opening fence is (whole-file line, byte column).
    var position: SourcePosition
}
