/// Whether a build copies metric files into its output and links them from metric pages.
enum RawFilePolicy: Sendable, Equatable {
    /// `build`, `watch`, `serve`: every file copied and linked, for the author's own preview; a link to a file
    /// that `publish` would keep home (its metric says nothing and `publishDefault` is false, or it says
    /// `downloads: false`) is marked as not published.
    case preview(publishDefault: Bool)
    /// `publish`: a file is copied and linked when its metric says `downloads: true` (sidecar or block), or
    /// says nothing and `siteDefault` is true (the site's `downloads`).
    case publish(siteDefault: Bool)

    /// The policy of a build: `publish` when `publishing`, else the preview, both by the site's `downloads`.
    static func resolve(_ privacy: SitePrivacy, publishing: Bool) -> RawFilePolicy {
        publishing ? .publish(siteDefault: privacy.downloads) : .preview(publishDefault: privacy.downloads)
    }
}
