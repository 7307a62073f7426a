import Site
import Diagnostics
import Localization
import Surfaces
import Templates

/// The production `404.html`: a card page rendered through the site's `page` template, whose links
/// (stylesheet, home, `{{root}}`) are root-relative from the base URL's path, so that it works when a
/// web server shows it for a missing URL at any depth.
struct NotFoundPage {
    /// The production settings (base URL and path).
    var settings: ProductionSettings
    /// The site settings.
    var config: SiteConfig
    /// The compiled templates.
    var templates: TemplateSet
    /// Known icons.
    var theme: Theme
    /// The stylesheet's file name at the site root.
    var stylesheet: String
    /// Whether the site has a home page (a root `index.md`) to link to.
    var hasHome: Bool
    /// The build's languages; the page is in the site's `language`.
    var localizers: LocalizerSet = .builtIn

    /// The site language's words.
    private var localizer: Localizer { localizers.localizer(for: config.language) }

    /// The template the page uses.
    static let layout = "page"

    /// The body (in the site's language: `notfound.*` strings), written as the page walker writes a page: the large title, an untitled section with a text
    /// card of the explanation and, when there is a home page, a navigation row to it.
    func body() throws -> [UInt8] {
        var out = MarkupWriter(capacity: 4096)
        let localizer = self.localizer
        out.openPage(title: localizer("notfound.title"), titleID: nil)
        out.openSections()
        out.openSection()
        out.openCard(.regular)
        out.openParagraph()
        out.text(localizer("notfound.explanation"))
        out.closeParagraph()
        out.closeCard()
        if hasHome {
            guard out.canWriteNavigationRows else {
                throw DiagnosticList([.error(ProductionSettings.notFoundFile, line: 1, column: 1,
                                             theme.unknownIconMessage("chevron.right"))])
            }
            out.openDividedCard()
            out.openNavigationRow(destination: settings.basePath)
            out.text(config.title)
            out.navigationSubtitle()
            out.text(localizer("notfound.home"))
            out.closeNavigationRow()
            out.closeDividedCard()
        }
        out.closeSection()
        out.closeSections()
        out.closePage()
        return out.buffer.bytes
    }

    /// The complete HTML document.
    func render() throws -> [UInt8] {
        let path = ProductionSettings.notFoundFile
        let body = try body()
        guard let template = templates.template(named: Self.layout) else {
            throw Diagnostic.error(path, "the 404 page needs the template '\(Self.layout)'; add templates/\(Self.layout).html")
        }
        var bytes: [UInt8] = []
        try template.render(templateContext(content: body), partials: templates, into: &bytes)
        return bytes
    }

    /// The same keys a normal page's template sees (see `PageContext`), with root-relative links.
    func templateContext(content: [UInt8]) -> TemplateValue {
        let root = settings.basePath
        let home: TemplateValue = .object(["title": .string(config.title), "url": .string(root)])
        return .object([
            "site": .object([
                "title": .string(config.title),
                "description": .string(config.description),
                "language": .string(config.language),
                "base_url": .string(settings.baseURL),
                "author": .string(config.author),
            ]),
            "page": .object([
                "title": .string(localizer("notfound.title")),
                "language": .string(config.language),
                "description": .string(""),
                "url": .string(ProductionSettings.notFoundFile),
                "permalink": .string(settings.baseURL + ProductionSettings.notFoundFile),
                "path": .string(ProductionSettings.notFoundFile),
                "layout": .string(Self.layout),
            ]),
            "root": .string(root),
            "stylesheet": .string(root + stylesheet),
            "content": .utf8(content),
            "breadcrumb": .list(hasHome ? [home] : []),
            "parent": hasHome ? home : .null,
            "is_home": .bool(false),
            "generator": .string("Cardstock \(CardstockVersion.number)"),
            "strings": PageContext.templateStrings(localizer),
            "canonical_url": .null,  // the page stands for every missing URL
            "private_site": .bool(settings.head.isPrivate),
            "feed_url": settings.head.feedURL.map(TemplateValue.string) ?? .null,
        ])
    }
}
