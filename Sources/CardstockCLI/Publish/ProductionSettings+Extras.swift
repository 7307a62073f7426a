import Site
import Diagnostics
import Localization
import Release
import Templates

extension ProductionSettings {
    /// Writes `404.html`, `sitemap.xml`, `feed.xml` and `robots.txt` at the site root through `writer` (the
    /// sitemap and the feed only when ``privacy`` says so; a private site's `robots.txt` disallows everything).
    /// A file the content folder already provides under one of these names is kept instead.
    package func writeExtras(pages: [SourcePage], assets: Set<String>, config: SiteConfig, templates: TemplateSet,
                     theme: Theme, stylesheet: String, writer: OutputWriter, localizers: LocalizerSet = .builtIn) throws {
        let features = try SiteFeatures(baseURL: baseURL, siteTitle: config.title)
        let published = pages.filter { !$0.isPrintPacket }.map { page in  // a print packet repeats listed pages
            PublishedPage(url: canonicalURL(forPageURL: page.url), title: page.title, date: page.metadata.date,
                          summary: page.metadata.description)
        }
        var problems = DiagnosticList()
        func write(_ name: String, _ make: () throws -> [UInt8]) {
            guard !assets.contains(name) else { return }
            do {
                try writer.write(try make(), to: name)
            } catch where DiagnosticList.carriesDiagnostics(error) {
                problems.append(contentsOf: DiagnosticList(reporting: error).items)
            } catch {
                problems.append(.error(name, "could not write the file: \(error)"))
            }
        }
        if privacy.sitemap { write(Self.sitemapFile) { Array(try features.sitemap(published).utf8) } }
        if privacy.feed { write(Self.feedFile) { Array(try features.feed(published).utf8) } }
        write(Self.robotsFile) { Array((privacy.visibility == .private ? Self.privateRobots : features.robots()).utf8) }
        write(Self.notFoundFile) {
            try NotFoundPage(settings: self, config: config, templates: templates, theme: theme,
                             stylesheet: stylesheet, hasHome: pages.contains { $0.url.isEmpty }, localizers: localizers).render()
        }
        if !problems.items.isEmpty { throw problems }
    }
}
