import Localization
import Metrics

/// The words printed at the top of every sheet of a page (the running header) and on its cover: the site's
/// title and the page's period as dates in the page's language (`Cardstock · Nov 23 – Nov 29, 2026`,
/// `Cardstock · 2026年11月23日至29日`).
///
/// The running header reaches the printed page through the `data-print-header` attribute of `<html>`: the
/// stylesheet reads it with `attr()` into a custom property that the `@page` margin box shows (Chromium 133
/// and later; other browsers print without the header, the cover still names the period). An attribute keeps
/// the page free of inline CSS, which `Content-Security-Policy: default-src 'self'` would block.
struct PrintHeading: Sendable {
    /// The site's title.
    let siteTitle: String
    /// The page's period as dates, or `nil` for a page without one.
    let periodText: String?

    /// The heading of `metadata`'s page, in the language of `localizer`.
    init(siteTitle: String, metadata: PageMetadata, localizer: Localizer) {
        self.siteTitle = siteTitle
        periodText = metadata.reportPeriod.map { Self.dates(of: $0, text: MetricText(localizer: localizer)) }
    }

    /// The running header: `site · period`, or the site's title alone.
    var runningHeader: String {
        guard let periodText else { return siteTitle }
        return siteTitle.isEmpty ? periodText : siteTitle + " · " + periodText
    }

    /// A period as the dates it covers, always with the year (a printed sheet outlives "this week").
    static func dates(of period: ReportPeriod, text: MetricText) -> String {
        switch period.kind {
        case .year: return period.description
        case .day: return text.longLabel(period.start)
        case .week, .month, .range:
            return period.dayCount == 1 ? text.longLabel(period.start) : text.range(period.start, period.end, years: true)
        }
    }
}
