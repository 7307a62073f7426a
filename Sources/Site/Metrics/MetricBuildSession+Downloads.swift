import POSIXFiles

extension MetricBuildSession {
    /// The metric's own `downloads:`: a block's (`true` when any block says so), else its sidecar's.
    func downloadSetting(_ source: MetricSource) -> Bool? {
        blockDownloads[source.relativePath] ?? source.sidecar.downloads
    }

    /// Whether the build copies the metric's file (and sidecar) and its pages link to it.
    func isDownloadable(_ source: MetricSource) -> Bool {
        switch rawFiles {
        case .preview: return true
        case .publish(let siteDefault): return downloadSetting(source) ?? siteDefault
        }
    }

    /// The content paths of the metric's sidecars (`<stem>.yaml`, `<stem>.yml`) among the build's files.
    func sidecarPaths(_ source: MetricSource) -> [String] {
        let stem = MetricSource.stem(of: source.relativePath)
        return [stem + ".yaml", stem + ".yml"].filter { assets[$0] != nil }
    }
}
