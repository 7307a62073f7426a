import Metrics

/// A page's part in a report series (front matter `repeat:`).
enum SeriesRole: Sendable {
    /// The template itself: its URL is the series' index (latest period first, then every period newest first).
    case index(SeriesIndex)
    /// One period's (or row's) page, written from the template.
    case member(SeriesMember)

    /// The member's details (`nil` for the index).
    var member: SeriesMember? {
        if case .member(let member) = self { return member }
        return nil
    }

    /// The index's details (`nil` for a member).
    var index: SeriesIndex? {
        if case .index(let index) = self { return index }
        return nil
    }
}

/// What a series index lists.
struct SeriesIndex: Sendable {
    /// One listed page.
    struct Entry: Sendable {
        /// The page's URL.
        var url: String
        /// The page's title (placeholders replaced).
        var title: String
        /// Its period (`nil` for a row page).
        var period: ReportPeriod?
        /// Its content path (the member's own, for its headline figures).
        var relativePath: String
        /// A row page's subtitle (its first date and number); `nil`: the headline figures of the metric blocks.
        var subtitle: String? = nil
    }

    /// What the series repeats by.
    var repeats: SeriesRepeat
    /// The pages, newest (or last row) first.
    var entries: [Entry]
    /// The template's metric blocks: the figures of the first two with data in a row's period are its subtitle.
    var headlineBlocks: [MetricBlock]
    /// Whether the first entry is shown again as "Latest" (periods and dated rows; not undated rows).
    var showsLatest = true
}

/// What makes a series page different from its template.
struct SeriesMember: Sendable {
    /// The template's content path (links and metric files are resolved from its folder).
    var templatePath: String
    /// The page's period (`nil` for a row page).
    var period: ReportPeriod?
    /// The values of the template's placeholders for this page.
    var placeholders: SeriesPlaceholders
    /// A row page's row (`repeat: rows`), for its ```` ```row ```` blocks.
    var row: SeriesRow? = nil
    /// A row page's subtitle in the series index.
    var subtitle: String? = nil
    /// The index of the row file's slug column (left out of a row block's default fields).
    var slugColumn: Int? = nil
}

/// Links to the pages before and after in a series (`rel="prev"`/`rel="next"` rows at the end of the page).
struct SeriesPager: Sendable, Hashable {
    /// A neighbouring page.
    struct Neighbour: Sendable, Hashable {
        /// Its URL.
        var url: String
        /// Its title.
        var title: String
    }

    /// The older page.
    var previous: Neighbour?
    /// The newer page.
    var next: Neighbour?
    /// The kind of period the pages have (`nil`: rows), for the rows' words.
    var kind: ReportPeriod.Kind?

    /// The string keys of the two rows' subtitles.
    var previousKey: String {
        switch kind {
        case .day?: return "series.previous_day"
        case .week?: return "series.previous_week"
        case .month?: return "series.previous_month"
        case .year?: return "series.previous_year"
        default: return "series.previous"
        }
    }

    /// See ``previousKey``.
    var nextKey: String {
        switch kind {
        case .day?: return "series.next_day"
        case .week?: return "series.next_week"
        case .month?: return "series.next_month"
        case .year?: return "series.next_year"
        default: return "series.next"
        }
    }
}
