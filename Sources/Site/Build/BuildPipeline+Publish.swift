import Diagnostics
import Localization

extension BuildPipeline {
    /// Stage (publish): the stylesheet's name at the site root, fingerprinted from its bytes so it can be
    /// cached forever; `style.css` in a normal build, which does not run this stage.
    func fingerprint(_ settings: SiteSettings) -> String {
        guard let production else { return "style.css" }
        trace?.enter(.fingerprint)
        return production.stylesheetName(for: settings.stylesheet)
    }

    /// Stage (publish): the site-wide files — sitemap, Atom feed, `robots.txt`, `404.html` — into `writer`,
    /// as `finishing` (the production settings with the site's privacy) makes them. A normal build has none.
    func extras(_ finishing: (any ProductionBuild)?, pages: [SourcePage], assets: [ContentFile], settings: SiteSettings,
                stylesheet: String, writer: OutputWriter, diagnostics: inout DiagnosticList) {
        guard let finishing else { return }
        trace?.enter(.extras)
        do {
            try finishing.writeExtras(pages: pages, assets: Set(assets.map(\.relativePath)), config: settings.config,
                                      templates: settings.templates, theme: settings.theme, stylesheet: stylesheet,
                                      writer: writer, localizers: settings.localizers)
        } catch {
            Self.absorb(error, into: &diagnostics)
        }
    }
}
