import Localization
import Templates

/// What turns a build into a production build: `cardstock publish` gives ``SiteBuilder/production`` one
/// (absolute canonical URLs, a fingerprinted stylesheet, a sitemap, a feed, `robots.txt`, a 404 page). The
/// pipeline asks it at its publishing stages (``BuildPipeline/fingerprint(_:)`` and
/// ``BuildPipeline/extras(_:pages:assets:settings:stylesheet:writer:)``), and the page template writes its
/// ``head`` through template variables; what the files are is the publishing feature's business.
package protocol ProductionBuild: Sendable {
    /// The stylesheet's file name at the site root for these bytes (e.g. fingerprinted `style.3f9a1c2e.css`).
    func stylesheetName(for css: [UInt8]) -> String
    /// What every published page's `<head>` says (``PublishedHead``): its canonical URL, whether search
    /// engines are kept away, the feed's URL.
    var head: PublishedHead { get }
    /// Writes the site-wide files once every page is written; a file the content folder provides (in
    /// `assets`, by output path) is kept instead; `localizers` give the words of the 404 page.
    func writeExtras(pages: [SourcePage], assets: Set<String>, config: SiteConfig, templates: TemplateSet,
                     theme: Theme, stylesheet: String, writer: OutputWriter, localizers: LocalizerSet) throws
    /// These settings for a site with `privacy` (a private site's pages and `robots.txt` keep search engines
    /// away; the sitemap and the feed are written only when `privacy` says so).
    func applying(_ privacy: SitePrivacy) -> any ProductionBuild
}
