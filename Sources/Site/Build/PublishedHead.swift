/// What a production build's pages say in their `<head>`, written by the page template through
/// `{{canonical_url}}`, `{{private_site}}` and `{{feed_url}}` (the default `base.html` has the three; see the
/// template variables reference). A normal build has none: the variables are empty there.
package struct PublishedHead: Sendable, Equatable {
    /// The site's public URL with exactly one trailing slash (`https://example.com/reports/`).
    package var baseURL: String
    /// Whether pages keep search engines away and send no referrer (a private site).
    package var isPrivate: Bool
    /// The Atom feed's absolute URL, when the site has a feed.
    package var feedURL: String?

    /// A head for a site published at `baseURL`.
    package init(baseURL: String, isPrivate: Bool = false, feedURL: String? = nil) {
        self.baseURL = baseURL
        self.isPrivate = isPrivate
        self.feedURL = feedURL
    }

    /// The absolute URL of a page (`workouts/run/` → `https://example.com/reports/workouts/run/`),
    /// percent-encoded where needed.
    package func canonicalURL(forPageURL url: String) -> String {
        url.isEmpty ? baseURL : baseURL + URLMapping.relativeHref(from: "", to: url)
    }
}
