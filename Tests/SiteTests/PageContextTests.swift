import Templates
import Testing
@testable import CardstockCLI
@testable import Site

/// The page context built around a shared site part equals the one built from the configuration each time.
@Suite struct PageContextTests {
    @Test func sharedSitePartGivesTheSameContext() throws {
        let pages = LinkResolverFastRouteTests.pages
        let navigation = SiteNavigation(pages: pages)
        var config = SiteConfig()
        config.title = "Reports & <Notes>"
        config.baseURL = "https://example.org/reports"
        config.author = "Ada"
        let shared = PageContext.Shared(config: config, stylesheet: "style.1234.css")
        let templates = try DefaultTemplates.templateSet()
        let template = try #require(templates.template(named: "page"))
        for i in pages.indices {
            let once = PageContext.make(page: pages[i], pages: pages, navigation: navigation, pageIndex: i,
                                        content: Array("<p>body</p>".utf8), shared: shared)
            let each = PageContext.make(page: pages[i], pages: pages, navigation: navigation, pageIndex: i,
                                        config: config, content: "<p>body</p>", stylesheet: "style.1234.css")
            #expect(once == each)
            let html = try template.render(once, partials: templates)
            #expect(html == (try template.render(each, partials: templates)))
            #expect(html.contains("Reports &amp; &lt;Notes&gt;") && html.contains("style.1234.css"))
        }
    }
}
