import Metrics

/// What makes a page generated rather than written in Markdown: a metric page, rendered by the
/// build's ``MetricBuildSession`` through the same page template as every other page.
struct GeneratedPage: Sendable, Hashable {
    /// Which of a metric's pages it is.
    enum View: Sendable, Hashable {
        /// `metrics/<name>/`: the whole history (week, month, six-month and year views, a page per month).
        case overview
        /// `metrics/<name>/<period>/`: one period's chart, statistics and values.
        case period(ReportPeriod)
    }

    /// The content path of the page its breadcrumb leads back to (the page that shows the metric for that
    /// period, else the metric's overview or the home page); `nil` for none.
    var parentPath: String?
    /// The metric file the page is about (path inside the content folder).
    var metricPath: String
    /// The SQLite file a `.sql` metric reads (absolute; `nil` for other metrics): a change to it rebuilds the page.
    var databasePath: String? = nil
    /// The report period of the page that shows the metric (empty: the latest 7 days of data).
    var periodSpec: MetricPeriodSpec
    /// The metadata overrides of the block that first shows the metric (a metric without a sidecar
    /// is described by its block).
    var overrides: MetricMetadata
    /// The language of the page that shows the metric (`nil`: the site's).
    var language: String? = nil
    /// The overview or one period.
    var view: View = .overview
    /// The metric's pages of the periods before and after (period pages of one kind).
    var pager: SeriesPager? = nil
    /// The title of the page that shows this period (the period page's row back to it), if not the overview.
    var shownOn: SeriesPager.Neighbour? = nil
}
