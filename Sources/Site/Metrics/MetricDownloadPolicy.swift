import POSIXFiles

/// Which metric files a build copies and links to: a block's or sidecar's `downloads:` under the site's
/// ``RawFilePolicy`` (never a `.sql` metric). Made once per build, then only read (safe to share across threads).
struct MetricDownloadPolicy: Sendable {
    /// Whether metric pages link to their files (see ``isDownloadable(_:)``).
    let rawFiles: RawFilePolicy
    /// Metric files whose blocks set `downloads:` (`true` when any block says `true`), by content path.
    let blockDownloads: [String: Bool]
    /// The build's files by path inside the content folder (to find sidecars).
    let assets: [String: ContentFile]

    /// The metric's own `downloads:`: a block's (`true` when any block says so), else its sidecar's.
    func downloadSetting(_ source: MetricSource) -> Bool? {
        blockDownloads[source.relativePath] ?? source.sidecar.downloads
    }

    /// Whether the build copies the metric's file (and sidecar) and its pages link to it; never for a `.sql`
    /// metric (its file is a query, not the rows, and its database is never published).
    func isDownloadable(_ source: MetricSource) -> Bool {
        if MetricSource.isQuery(source.relativePath) { return false }
        switch rawFiles {
        case .preview: return true
        case .publish(let siteDefault): return downloadSetting(source) ?? siteDefault
        }
    }

    /// Whether `publish` copies the metric's file: in a preview build, a link to a file it keeps home is
    /// marked as such (``isDownloadable(_:)`` is true there for every file).
    func isPublished(_ source: MetricSource) -> Bool {
        switch rawFiles {
        case .preview(let publishDefault): return downloadSetting(source) ?? publishDefault
        case .publish(let siteDefault): return downloadSetting(source) ?? siteDefault
        }
    }

    /// The text of a link to the metric's file: `label`, followed in a preview build by a note when
    /// `publish` will not copy the file.
    func downloadLabel(_ label: String, for source: MetricSource, text: MetricText) -> String {
        isPublished(source) ? label : label + " · " + text("overview.not_published")
    }

    /// The content paths of the metric's sidecars (`<stem>.yaml`, `<stem>.yml`) among the build's files.
    func sidecarPaths(_ source: MetricSource) -> [String] {
        let stem = MetricSource.stem(of: source.relativePath)
        return [stem + ".yaml", stem + ".yml"].filter { assets[$0] != nil }
    }
}
