import Diagnostics
import YAML

/// Site settings from `cardstock.yaml`; every setting has a default.
package struct SiteConfig: Sendable, Equatable {
    /// The site's name (default `Cardstock`), shown in `<title>` and breadcrumbs.
    package var title: String = "Cardstock"
    /// A one-line description for the home page's `<meta name="description">`.
    package var description: String = ""
    /// The public URL of the site (used for absolute links in feeds; pages use relative links).
    package var baseURL: String = "/"
    /// The `<html lang>` value (default `en`).
    package var language: String = "en"
    /// Keep raw HTML blocks and inline HTML from Markdown (default `false`: they are dropped).
    package var rawHTML: Bool = false
    /// The time zone for dates without an offset (default `UTC`).
    package var timeZone: String = "UTC"
    /// The site's author, for `<meta name="author">`.
    package var author: String = ""
    /// `page_budget_kb`: the largest HTML page `cardstock publish` accepts, in KB (default 200).
    package var pageBudgetKB: Int = 200
    /// `allow_javascript`: whether `cardstock publish` accepts scripts (default `false`).
    package var allowJavaScript: Bool = false
    /// `pages_title`: the title of the section that lists a folder's pages its index does not link
    /// itself (default `Pages`; set it for sites in other languages).
    package var pagesTitle: String = "Pages"
    /// `sort`: how folder indexes list their child pages (default `file`; an index's own `sort` wins).
    package var sort: ChildOrder = .file
    /// Where `base_url` is written in the settings file, for publish's base URL errors.
    package var baseURLLocation: SourceLocation?
    /// `visibility`: `private` or `public`; `nil` when not set (then a site whose content holds imported Health
    /// files is private, any other public; see ``SitePrivacy``).
    package var visibility: SiteVisibility?
    /// `downloads`: whether `publish` copies the metric files and pages link to them; `nil` when not set
    /// (then: yes on a public site, no on a private one).
    package var downloads: Bool?
    /// `sitemap`: whether `publish` writes `sitemap.xml`; `nil` when not set (yes on a public site only).
    package var sitemap: Bool?
    /// `feed`: whether `publish` writes `feed.xml` and links it from every page; `nil` when not set (yes on a
    /// public site only).
    package var feed: Bool?

    /// `email_from`: the `From` of `cardstock email` (an address, or `Name <address>`); empty: none.
    package var emailFrom: String = ""
    /// `email_to`: the `To` of `cardstock email`, addresses separated by commas; empty: none.
    package var emailTo: String = ""

    /// `route_privacy`: metres of each imported workout route left out at its start and end (`cardstock import
    /// apple-health`; 0 draws all of it); `nil`: the importer's default (200), or `--route-privacy`.
    package var routePrivacy: Double?

    /// The keys `cardstock.yaml` accepts.
    package static let allowedKeys = ["allow_javascript", "author", "base_url", "description", "downloads",
                                     "email_from", "email_to", "feed",
                                     "language", "page_budget_kb", "pages_title", "raw_html", "route_privacy", "sitemap", "sort",
                                     "time_zone", "title", "visibility"]

    /// The defaults.
    package init() {}

    /// Parses settings from YAML text; unknown keys and wrong types are diagnostics at their line.
    package static func parse(_ text: String, path: String) throws -> SiteConfig {
        var config = SiteConfig()
        guard let root = try YAML.parse(text, path: path) else { return config }
        let notAMapping = "site settings must be a mapping of keys to values (allowed keys: \(allowedKeys.joined(separator: ", ")))"
        let problems = try root.readPairs(path: path, notAMapping: notAMapping) { key, keyNode, value in
            switch key {
            case "title": config.title = try value.string(path: path, key: key)
            case "description": config.description = try value.string(path: path, key: key)
            case "base_url":
                let url = try value.string(path: path, key: key)
                if let problem = baseURLProblem(url) {
                    throw Diagnostic.error(path, line: value.line, column: value.column, "'base_url' \(problem)")
                }
                config.baseURL = url
                config.baseURLLocation = SourceLocation(path: path, line: value.line, column: value.column)
            case "language": config.language = try PageMetadata.language(value, path: path)
            case "raw_html": config.rawHTML = try value.bool(path: path, key: key)
            case "sort": config.sort = try ChildOrder.parse(value, path: path)
            case "time_zone": config.timeZone = try value.string(path: path, key: key)
            case "author": config.author = try value.string(path: path, key: key)
            case "email_from": config.emailFrom = try value.string(path: path, key: key)
            case "email_to": config.emailTo = try value.string(path: path, key: key)
            case "pages_title":
                config.pagesTitle = try value.string(path: path, key: key)
                if config.pagesTitle.isEmpty {
                    throw Diagnostic.error(path, line: value.line, column: value.column,
                                           "'pages_title' must not be empty: it titles the section listing a folder's other pages")
                }
            case "allow_javascript": config.allowJavaScript = try value.bool(path: path, key: key)
            case "visibility": config.visibility = try SiteVisibility.parse(value, path: path)
            case "downloads": config.downloads = try value.bool(path: path, key: key)
            case "sitemap": config.sitemap = try value.bool(path: path, key: key)
            case "feed": config.feed = try value.bool(path: path, key: key)
            case "page_budget_kb":
                let budget = try value.int(path: path, key: key)
                guard budget > 0, budget <= 1_000_000_000 else {
                    throw Diagnostic.error(path, line: value.line, column: value.column,
                                           "'page_budget_kb' must be a positive number of kilobytes up to 1000000000, like 200")
                }
                config.pageBudgetKB = budget
            case "route_privacy": config.routePrivacy = try routePrivacy(value, path: path)
            default:
                throw Diagnostic.error(path, line: keyNode.line, column: keyNode.column,
                                       "unknown setting '\(key)'\(Suggestion.didYouMean(key, among: allowedKeys)) (allowed keys: \(allowedKeys.joined(separator: ", ")))")
            }
        }
        if !problems.items.isEmpty { throw problems }
        return config
    }

    /// `route_privacy`: metres from 0 to 100,000.
    static func routePrivacy(_ value: YAMLNode, path: String) throws -> Double {
        let metres = try value.double(path: path, key: "route_privacy")
        guard metres.isFinite, metres >= 0, metres <= 100_000 else {
            throw Diagnostic.error(path, line: value.line, column: value.column,
                                   "'route_privacy' must be the metres left out at each end of a route, from 0 to 100000, like 200 (0 draws all of it)")
        }
        return metres
    }

    /// Why `url` cannot be the base URL (`base_url`, `--base-url`), as the end of a sentence naming the
    /// setting, or `nil` when it can: an absolute `http://` or `https://` URL with a host, or a path
    /// starting with a single `/` (the default `/`, or `/reports/`). Every other scheme (`javascript:`,
    /// `data:`, `file:`), a protocol-relative `//host`, a relative path, spaces, backslashes and control
    /// characters are refused, because the value is written into every page's links.
    package static func baseURLProblem(_ url: String) -> String? {
        let allowed = "use an absolute http:// or https:// URL such as https://example.com/reports/, "
            + "or a path starting with / such as /reports/"
        if url.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F || $0 == 0x5C }) {
            return "must not contain spaces, backslashes or control characters (got '\(SourceLocation.escaped(url))'); \(allowed)"
        }
        let lower = url.lowercased()
        for scheme in ["https://", "http://"] where lower.hasPrefix(scheme) {
            let host = lower.dropFirst(scheme.count)
            if host.isEmpty || host.hasPrefix("/") || host.hasPrefix("?") || host.hasPrefix("#") {
                return "'\(url)' has no host; \(allowed)"
            }
            return nil
        }
        if url.hasPrefix("/") && !url.hasPrefix("//") { return nil }
        if url.hasPrefix("//") {
            return "'\(url)' is protocol-relative (it would send links to another host); \(allowed)"
        }
        if let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") {
            return "'\(url)' uses the scheme '\(url[..<colon].lowercased()):', which is not allowed; \(allowed)"
        }
        return "'\(url)' is neither an http(s) URL nor a path starting with /; \(allowed)"
    }
}
