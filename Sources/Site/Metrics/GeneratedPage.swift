import Metrics

/// What makes a page generated rather than written in Markdown: a metric page, rendered by the
/// build's ``MetricBuildSession`` through the same page template as every other page.
struct GeneratedPage: Sendable {
    /// The content path of the page its breadcrumb leads back to (the page that shows the metric,
    /// else the home page); `nil` for none.
    var parentPath: String?
    /// The metric file the page is about (path inside the content folder).
    var metricPath: String
    /// The report period of the page that shows the metric (empty: the latest 7 days of data).
    var periodSpec: MetricPeriodSpec
    /// The metadata overrides of the block that first shows the metric (a metric without a sidecar
    /// is described by its block).
    var overrides: MetricMetadata
    /// The language of the page that shows the metric (`nil`: the site's).
    var language: String? = nil
}
