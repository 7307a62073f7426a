import Site
import Diagnostics
import Release

/// What turns a build into a production build for `cardstock publish`: absolute canonical URLs, a
/// fingerprinted stylesheet, `sitemap.xml`, an Atom `feed.xml`, `robots.txt` and a `404.html`, and no drafts.
///
/// Set ``SiteBuilder/production`` to one of these; `nil` (the default) is a normal build.
package struct ProductionSettings: ProductionBuild, Equatable {
    /// The site's public URL with exactly one trailing slash, e.g. `https://example.com/reports/`.
    package let baseURL: String
    /// The path part of ``baseURL`` (`/reports/`, or `/`): the prefix of root-relative links.
    package let basePath: String
    /// The site's privacy settings (public by default; the build sets them, see ``applying(_:)``).
    package var privacy = SitePrivacy()

    /// Checks and normalises the base URL; throws a ``Diagnostic`` (at `location` when given) unless it is
    /// an absolute `http://` or `https://` URL that ``baseURLProblem(_:)`` accepts.
    package init(baseURL: String, location: SourceLocation? = nil) throws {
        let features: SiteFeatures
        do {
            features = try SiteFeatures(baseURL: baseURL, siteTitle: "")
        } catch {
            throw Diagnostic(.error, at: location,
                             "base URL `\(baseURL)` is not an absolute http(s) URL; publish needs the site's public "
                             + "address, like https://example.com/ (set base_url in cardstock.yaml or pass --base-url)")
        }
        if let problem = ProductionSettings.baseURLProblem(features.baseURL) {
            throw Diagnostic(.error, at: location, "base URL `\(baseURL)` \(problem)")
        }
        self.baseURL = features.baseURL
        self.basePath = ProductionSettings.path(of: features.baseURL)
    }

    /// `/reports/` for `https://example.com/reports/`, `/` for `https://example.com/`.
    static func path(of url: String) -> String {
        let bytes = Array(url.utf8)
        var index = 0
        // Skip `scheme://`.
        while index + 2 < bytes.count, !(bytes[index] == 0x3A && bytes[index + 1] == 0x2F && bytes[index + 2] == 0x2F) {
            index += 1
        }
        index += 3
        while index < bytes.count, bytes[index] != 0x2F { index += 1 }
        guard index < bytes.count else { return "/" }
        var path = Array(bytes[index...])
        if let cut = path.firstIndex(where: { $0 == 0x3F || $0 == 0x23 }) { path.removeSubrange(cut...) }
        if path.last != 0x2F { path.append(0x2F) }
        return String(decoding: path, as: UTF8.self)
    }

    /// The fingerprinted stylesheet name for these bytes, e.g. `style.3f9a1c2e.css`.
    package func stylesheetName(for css: [UInt8]) -> String {
        Fingerprint.name(for: "style.css", contents: css)
    }

    /// ``ProductionBuild``: what every page's head says — its canonical URL, the private site's robots and
    /// referrer tags, the feed link when there is a feed.
    package var head: PublishedHead {
        PublishedHead(baseURL: baseURL, isPrivate: privacy.visibility == .private, feedURL: privacy.feed ? feedURL : nil)
    }

    /// The absolute URL of a page (`workouts/run/` → `https://example.com/reports/workouts/run/`),
    /// percent-encoded where needed.
    package func canonicalURL(forPageURL url: String) -> String {
        head.canonicalURL(forPageURL: url)
    }

    /// The absolute URL of the Atom feed.
    package var feedURL: String { baseURL + ProductionSettings.feedFile }

    /// The generated files at the site root.
    static let feedFile = "feed.xml"
    static let sitemapFile = "sitemap.xml"
    static let robotsFile = "robots.txt"
    static let notFoundFile = "404.html"
}
