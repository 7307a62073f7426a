/// One page of a production build, as the sitemap and the feed see it.
package struct PublishedPage: Sendable, Hashable {
    /// The page URL: site-relative (`/posts/a/` or `posts/a/`) or already absolute.
    package var url: String
    /// The page title (plain text; escaped when written).
    package var title: String
    /// Publication date, `yyyy-MM-dd` or an RFC 3339 date-time (`2026-11-29T15:26:43Z`); `nil` for undated pages.
    package var date: String?
    /// A short plain-text summary for the feed.
    package var summary: String?

    /// Creates a page entry.
    package init(url: String, title: String, date: String? = nil, summary: String? = nil) {
        self.url = url
        self.title = title
        self.date = date
        self.summary = summary
    }
}
