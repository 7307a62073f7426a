/// Whether a build copies metric files into its output and links them from metric pages.
enum RawFilePolicy: Sendable, Equatable {
    /// `build`, `watch`, `serve`: every file copied and linked, for the author's own preview.
    case preview
    /// `publish`: a file is copied and linked when its metric says `downloads: true` (sidecar or block), or
    /// says nothing and `siteDefault` is true (the site's `downloads`).
    case publish(siteDefault: Bool)
}
