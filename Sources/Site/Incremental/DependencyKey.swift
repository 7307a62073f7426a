/// One thing an output file can depend on, as recorded in the ``DependencyGraph``.
///
/// Each key has a value (a ``InputHash``) computed on every rebuild; an output is rebuilt when the
/// value of any of its keys changed, or when its set of keys changed.
package enum DependencyKey: Hashable, Sendable, CustomStringConvertible {
    /// Settings, templates and partials, the stylesheet and the build options: a change rebuilds everything.
    case site
    /// A Markdown source file (content-relative path): its stamp and the URL it maps to.
    case source(String)
    /// A page as other pages see it (content-relative path): title, URL, description and date,
    /// used by breadcrumbs and by the automatic child rows of an index.
    case pageSummary(String)
    /// The resolved links of a page (content-relative path): every target's URL and anchors, broken or not.
    case links(String)
    /// The folder listing of an index (content-relative path): its child pages, in order.
    case listing(String)
    /// A file a metric block read (absolute path), as reported through ``MetricBlockContext/recordDependency(_:)``.
    case file(String)
    /// Every data file in the content folder: used for pages whose metric renderer reported nothing.
    case allData
    /// A generated metric page's own description (what the page showing the metric asks for, the sidecars), beside
    /// its ``source(_:)`` (the metric file's stamp): a saved data file changes only the latter.
    case metricPage

    /// A short form for messages and tests, e.g. `links(index.md)`.
    package var description: String {
        switch self {
        case .site: return "site"
        case .source(let p): return "source(\(p))"
        case .pageSummary(let p): return "pageSummary(\(p))"
        case .links(let p): return "links(\(p))"
        case .listing(let p): return "listing(\(p))"
        case .file(let p): return "file(\(p))"
        case .allData: return "allData"
        case .metricPage: return "metricPage"
        }
    }
}
