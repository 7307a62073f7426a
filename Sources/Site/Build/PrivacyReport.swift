/// What a production build released that is personal, for `publish`'s privacy summary and `--strict`.
package struct PrivacyReport: Sendable, Equatable {
    /// The site's privacy settings.
    package var privacy: SitePrivacy
    /// The metric files copied into the site (content paths, sorted), with their sidecars.
    package var publishedFiles: [String] = []
    /// The metric files kept out of the site (content paths, sorted).
    package var withheldFiles: [String] = []
    /// Published metric files the Apple Health importer wrote that no setting asked for explicitly
    /// (`downloads: true` in `cardstock.yaml`, the sidecar or a block): display paths, sorted.
    package var healthFilesByDefault: [String] = []
    /// Route files (`.gpx`) copied into the site: display paths, sorted.
    package var routeFiles: [String] = []
    /// Pages made from a series template the Apple Health importer wrote (one per imported workout).
    package var importedWorkoutPages = 0
    /// Route outlines drawn by the Apple Health importer (published as images on the workouts' pages).
    package var routeOutlines: [RouteOutline] = []

    /// One imported route outline: where it is, how much of each end was left out and how much is drawn.
    package struct RouteOutline: Sendable, Equatable {
        /// The SVG file's display path.
        package var path: String
        /// Metres left out at the start and at the end (0: the whole route is drawn).
        package var privacyMetres: Double
        /// Metres of the route drawn.
        package var drawnMetres: Double
    }

    /// An empty report for `privacy`.
    package init(privacy: SitePrivacy) {
        self.privacy = privacy
    }
}
