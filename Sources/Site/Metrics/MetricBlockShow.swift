/// What a ```metric block shows (`show:`): its card (the default), the metric's highlights for the page's
/// period (``MetricHighlights``, up to three cards, or one saying there are none), or its 90-day trend up to the
/// period's last day (``MetricTrend``).
enum MetricBlockShow: String, Sendable, CaseIterable {
    /// The metric card.
    case card
    /// The highlights section.
    case highlights
    /// The trend card.
    case trend
}
