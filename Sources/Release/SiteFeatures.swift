import Escaping
import POSIXFiles
import Diagnostics

/// Production extras of a published site, as pure functions of the page list and the base URL:
/// `sitemap.xml`, an Atom `feed.xml` of dated pages, and `robots.txt`.
package struct SiteFeatures: Sendable {
    /// The base URL with exactly one trailing slash, e.g. `https://example.com/reports/`.
    package let baseURL: String
    /// The site title, used as the feed's title and author.
    package let siteTitle: String

    /// Creates the generator; `baseURL` must be an absolute `http://` or `https://` URL.
    package init(baseURL: String, siteTitle: String) throws {
        let trimmed = baseURL.trimmingASCIIWhitespace()
        let lower = trimmed.lowercased()
        let scheme = lower.hasPrefix("https://") ? 8 : lower.hasPrefix("http://") ? 7 : 0
        guard scheme > 0, trimmed.utf8.count > scheme, !trimmed.contains(" ") else {
            throw Diagnostic(.error, at: nil,
                             "base URL `\(baseURL)` is not an absolute http(s) URL; pass one like https://example.com/")
        }
        self.baseURL = trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
        self.siteTitle = siteTitle
    }

    /// The absolute form of a page URL (absolute URLs are kept as they are).
    package func absoluteURL(_ url: String) -> String {
        if URLPolicy.hasScheme(url) { return url }
        var path = Substring(url)
        while path.hasPrefix("/") { path = path.dropFirst() }
        return baseURL + path
    }

    /// `sitemap.xml`: every page once, sorted by absolute URL, with `<lastmod>` for dated pages.
    /// Throws the invalid dates found.
    package func sitemap(_ pages: [PublishedPage]) throws -> String {
        var seen: [String: PublishedPage] = [:]
        for page in pages { seen[absoluteURL(page.url)] = seen[absoluteURL(page.url)] ?? page }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        var problems = DiagnosticList()
        for url in seen.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            out += "  <url>\n    <loc>\(XMLText.escape(url))</loc>\n"
            if let date = seen[url]?.date {
                if let day = FeedDate(date) { out += "    <lastmod>\(day.w3c)</lastmod>\n" }
                else { problems.append(SiteFeatures.badDate(date, url)) }
            }
            out += "  </url>\n"
        }
        out += "</urlset>\n"
        if problems.hasErrors { throw problems }
        return out
    }

    /// `feed.xml`: an Atom feed of the dated pages, newest first (ties by URL). `updated` is the newest
    /// page's date, never the build time, so the same pages give the same bytes.
    package func feed(_ pages: [PublishedPage]) throws -> String {
        var problems = DiagnosticList()
        var dated: [(PublishedPage, FeedDate, String)] = []
        for page in pages {
            guard let raw = page.date else { continue }
            guard let date = FeedDate(raw) else { problems.append(SiteFeatures.badDate(raw, page.url)); continue }
            dated.append((page, date, absoluteURL(page.url)))
        }
        if problems.hasErrors { throw problems }
        dated.sort { a, b in
            if a.1.epoch != b.1.epoch { return a.1.epoch > b.1.epoch }
            return a.2.utf8.lexicographicallyPrecedes(b.2.utf8)
        }
        let updated = dated.first?.1.rfc3339 ?? "1970-01-01T00:00:00Z"
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n"
        out += "  <title>\(XMLText.escape(siteTitle))</title>\n"
        out += "  <id>\(XMLText.escape(baseURL))</id>\n"
        out += "  <updated>\(updated)</updated>\n"
        out += "  <link rel=\"self\" href=\"\(XMLText.escape(baseURL + "feed.xml"))\"/>\n"
        out += "  <link href=\"\(XMLText.escape(baseURL))\"/>\n"
        out += "  <author><name>\(XMLText.escape(siteTitle))</name></author>\n"
        for (page, date, url) in dated {
            out += "  <entry>\n"
            out += "    <title>\(XMLText.escape(page.title))</title>\n"
            out += "    <id>\(XMLText.escape(url))</id>\n"
            out += "    <link href=\"\(XMLText.escape(url))\"/>\n"
            out += "    <updated>\(date.rfc3339)</updated>\n"
            if let summary = page.summary, !summary.isEmpty {
                out += "    <summary type=\"text\">\(XMLText.escape(summary))</summary>\n"
            }
            out += "  </entry>\n"
        }
        out += "</feed>\n"
        return out
    }

    /// `robots.txt`: allow everything and name the sitemap.
    package func robots() -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(baseURL)sitemap.xml\n"
    }

    /// Writes `sitemap.xml`, `feed.xml` and `robots.txt` into `folder` (replacing them atomically).
    package func write(_ pages: [PublishedPage], to folder: String) throws {
        try ReleaseFiles.writeAtomically(Array(try sitemap(pages).utf8), to: Paths.join(folder, "sitemap.xml"))
        try ReleaseFiles.writeAtomically(Array(try feed(pages).utf8), to: Paths.join(folder, "feed.xml"))
        try ReleaseFiles.writeAtomically(Array(robots().utf8), to: Paths.join(folder, "robots.txt"))
    }

    private static func badDate(_ date: String, _ url: String) -> Diagnostic {
        Diagnostic(.error, at: nil, "page `\(url)` has date `\(date)`, which is not yyyy-MM-dd or an RFC 3339 "
                   + "date-time like 2026-11-29T15:26:43Z; fix the page's date")
    }
}
