/// What a production build released that is personal, for `publish`'s privacy summary and `--strict`.
public struct PrivacyReport: Sendable, Equatable {
    /// The site's privacy settings.
    public var privacy: SitePrivacy
    /// The metric files copied into the site (content paths, sorted), with their sidecars.
    public var publishedFiles: [String] = []
    /// The metric files kept out of the site (content paths, sorted).
    public var withheldFiles: [String] = []
    /// Published metric files the Apple Health importer wrote that no setting asked for explicitly
    /// (`downloads: true` in `cardstock.yaml`, the sidecar or a block): display paths, sorted.
    public var healthFilesByDefault: [String] = []
    /// Route files (`.gpx`) copied into the site: display paths, sorted.
    public var routeFiles: [String] = []
    /// Pages made from a series template the Apple Health importer wrote (one per imported workout).
    public var importedWorkoutPages = 0

    /// An empty report for `privacy`.
    public init(privacy: SitePrivacy) {
        self.privacy = privacy
    }
}
