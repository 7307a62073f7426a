/// One page of a production build, as the sitemap and the feed see it.
public struct PublishedPage: Sendable, Hashable {
    /// The page URL: site-relative (`/posts/a/` or `posts/a/`) or already absolute.
    public var url: String
    /// The page title (plain text; escaped when written).
    public var title: String
    /// Publication date, `yyyy-MM-dd` or an RFC 3339 date-time (`2026-11-29T15:26:43Z`); `nil` for undated pages.
    public var date: String?
    /// A short plain-text summary for the feed.
    public var summary: String?

    /// Creates a page entry.
    public init(url: String, title: String, date: String? = nil, summary: String? = nil) {
        self.url = url
        self.title = title
        self.date = date
        self.summary = summary
    }
}
