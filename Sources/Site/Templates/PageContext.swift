import Localization
import Metrics
import Templates

/// The values a page template sees (documented in the README, "Template variables").
package enum PageContext {
    /// `base_url` joined with the page URL (`https://example.org/reports/` + `workouts/run/`).
    static func permalink(base: String, url: String) -> String {
        base.hasSuffix("/") ? base + url : base + "/" + url
    }

    /// `{{generator}}`: the name and version of this program.
    static let generator = "Cardstock \(CardstockVersion.number)"

    /// The parts of every page's context that depend only on the site (`{{site.…}}`, the stylesheet name):
    /// build it once per build and pass it to ``make(page:pages:navigation:pageIndex:content:shared:)``.
    struct Shared: Sendable {
        /// The site configuration.
        let config: SiteConfig
        /// The stylesheet's file name at the site root.
        let stylesheet: String
        /// `{{site}}`.
        let site: TemplateValue
        /// The build's languages (`{{page.language}}`, `{{strings.…}}`).
        let localizers: LocalizerSet
        /// A published page's head (`{{canonical_url}}`, `{{private_site}}`, `{{feed_url}}`); `nil` in a normal build.
        let head: PublishedHead?
        /// `{{private_site}}`, `{{feed_url}}`: the same for every page.
        let privateSite: TemplateValue, feedURL: TemplateValue
        /// The site language's localizer and `{{strings}}`, which most pages use (made once, not per page).
        let siteLocalizer: Localizer, siteStrings: TemplateValue

        /// The shared context for `config` and the stylesheet `stylesheet`.
        init(config: SiteConfig, stylesheet: String = "style.css", localizers: LocalizerSet = .builtIn,
             head: PublishedHead? = nil) {
            self.config = config
            self.stylesheet = stylesheet
            self.localizers = localizers
            self.head = head
            privateSite = .bool(head?.isPrivate ?? false)
            siteLocalizer = localizers.localizer(for: config.language)
            siteStrings = PageContext.templateStrings(siteLocalizer)
            feedURL = head?.feedURL.map(TemplateValue.string) ?? .null
            site = .fields([
                "title": .string(config.title),
                "description": .string(config.description),
                "language": .string(config.language),
                "base_url": .string(config.baseURL),
                "author": .string(config.author),
            ])
        }
    }

    /// Builds the template context for one page (``TemplateFields`` objects: built and read without hashing
    /// every name into a dictionary). Builds the site-wide part again: with many pages, make a ``Shared``
    /// once and use ``make(page:pages:navigation:pageIndex:content:shared:)``.
    static func make(page: SourcePage, pages: [SourcePage], navigation: SiteNavigation, pageIndex: Int,
                     config: SiteConfig, content: String, stylesheet: String = "style.css") -> TemplateValue {
        make(page: page, pages: pages, navigation: navigation, pageIndex: pageIndex, content: Array(content.utf8),
             shared: Shared(config: config, stylesheet: stylesheet))
    }

    /// Builds the template context for one page around the site-wide part `shared`.
    static func make(page: SourcePage, pages: [SourcePage], navigation: SiteNavigation, pageIndex: Int,
                     content: [UInt8], shared: Shared) -> TemplateValue {
        let config = shared.config
        let root = URLMapping.rootPrefix(from: page.url)
        func link(_ index: Int) -> TemplateValue {
            .fields(["title": .string(pages[index].title),
                     "url": .string(URLMapping.relativeHref(from: page.url, to: pages[index].url))])
        }
        let crumbs = navigation.breadcrumb(of: pageIndex)
        let meta = page.metadata
        var pageValue = TemplateFields(minimumCapacity: 10)
        pageValue["title"] = .string(page.title)
        pageValue["description"] = .string(meta.description ?? (page.url.isEmpty ? config.description : ""))
        pageValue["url"] = .string(page.url)
        pageValue["permalink"] = .string(permalink(base: config.baseURL, url: page.url))
        pageValue["path"] = .string(page.file.relativePath)
        pageValue["layout"] = .string(meta.layout)
        let language = meta.language ?? config.language
        let localizer = language == config.language ? shared.siteLocalizer : shared.localizers.localizer(for: language)
        if let date = meta.date {
            pageValue["date"] = .string(date)
            pageValue["date_text"] = .string(dateText(date, localizer: localizer))
        }
        if let icon = meta.icon { pageValue["icon"] = .string(icon) }
        if let tint = meta.tint { pageValue["tint"] = .string(tint) }
        if let period = meta.period { pageValue["period"] = .string(period) }
        pageValue["language"] = .string(language)
        if meta.reportPeriod != nil {  // the running header of printed report pages (``PrintHeading``)
            pageValue["print_header"] = .string(PrintHeading(siteTitle: config.title, metadata: meta,
                                                             localizer: shared.localizers.localizer(for: language)).runningHeader)
        }
        return .fields(TemplateFields(rootNames, values: [
            shared.site,
            .fields(pageValue),
            .string(root),
            .string(root + shared.stylesheet),
            .utf8(content),
            .list(crumbs.map(link)),
            navigation.parent[pageIndex].map(link) ?? .null,
            .bool(page.url.isEmpty),
            .string(generator),
            language == config.language ? shared.siteStrings : templateStrings(localizer),
            shared.head.map { .string($0.canonicalURL(forPageURL: page.url)) } ?? .null,
            shared.privateSite,
            shared.feedURL,
        ]))
    }

    /// The names of a page context's fields, in the order ``make(page:pages:navigation:pageIndex:content:shared:)``
    /// gives their values.
    private static let rootNames = TemplateFields.Names([
        "site", "page", "root", "stylesheet", "content", "breadcrumb", "parent", "is_home", "generator", "strings",
        "canonical_url", "private_site", "feed_url",
    ])

    /// `{{page.date_text}}`: a `date:` (`2026-11-29`) written out in the page's language (`Nov 29, 2026`,
    /// `2026年11月29日`) through `footer.date`; the text as written when it is not a calendar day.
    static func dateText(_ date: String, localizer: Localizer) -> String {
        guard let day = CalendarDay(parsing: date) else { return date }
        return localizer("footer.date", ["date": MetricText(localizer: localizer).longLabel(day)])
    }

    /// `{{strings.…}}`: the words the default templates write, in the page's language.
    package static func templateStrings(_ localizer: Localizer) -> TemplateValue {
        .fields(["breadcrumb": .string(localizer("nav.breadcrumb")),
                 "pages": .string(localizer("pages.title")),
                 "not_found": .string(localizer("notfound.title")),
                 "home": .string(localizer("notfound.home"))])
    }
}
