import POSIXFiles

extension PrivacyReport {
    /// File extensions of route data (GPS tracks) that a site may hold.
    static let routeTypes: Set<String> = ["gpx", "tcx", "fit", "kml", "kmz", "geojson"]

    /// A production build's report and the content paths it keeps out of the output: every metric file (with
    /// its sidecars) that is not downloadable, the SQLite files `.sql` metrics read, and route files unless the site's `downloads` is on.
    static func plan(_ privacy: SitePrivacy, session: MetricBuildSession?, assets: [ContentFile],
                     pages: [SourcePage]) -> (report: PrivacyReport, withheld: Set<String>) {
        var report = PrivacyReport(privacy: privacy)
        var withheld: Set<String> = []
        let health = Set(privacy.healthSidecars)
        let askedForAll = privacy.downloadsIsSet && privacy.downloads
        for source in session.map({ Array($0.sources.values) }) ?? [] {
            guard let session else { break }
            let sidecars = session.downloads.sidecarPaths(source)
            if let database = source.database { withheld.insert(database.relativePath) }  // a query's whole database: never
            if session.downloads.isDownloadable(source) {
                report.publishedFiles.append(source.relativePath)
                if sidecars.contains(where: health.contains), !askedForAll, session.downloads.downloadSetting(source) != true {
                    report.healthFilesByDefault.append(source.displayPath)
                }
            } else {
                report.withheldFiles.append(source.relativePath)
                withheld.insert(source.relativePath)
                withheld.formUnion(sidecars)
            }
        }
        for asset in assets where routeTypes.contains(fileExtension(asset.relativePath)) {
            if privacy.downloads { report.routeFiles.append(asset.displayPath) } else { withheld.insert(asset.relativePath) }
        }
        report.publishedFiles.sort()
        report.withheldFiles.sort()
        report.healthFilesByDefault.sort()
        report.routeFiles.sort()
        report.importedWorkoutPages = importedSeriesPages(pages)
        report.routeOutlines = routeOutlines(assets)
        return (report, withheld)
    }

    /// `gpx` for `runs/Morning.GPX`; empty without a dot in the file name.
    static func fileExtension(_ path: String) -> String {
        let name = Paths.lastComponent(path)
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The route outlines the Apple Health importer drew (`.svg` files whose `<svg>` carries `data-route-privacy`
    /// and `data-route-drawn`), sorted by path.
    static func routeOutlines(_ assets: [ContentFile]) -> [RouteOutline] {
        var out: [RouteOutline] = []
        for asset in assets where fileExtension(asset.relativePath) == "svg" {
            guard let bytes = try? FileSystem.read(asset.sourcePath) else { continue }
            let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
            func number(_ name: String) -> Double? {
                guard let start = head.range(of: " \(name)=\"")?.upperBound,
                      let end = head[start...].firstIndex(of: "\"") else { return nil }
                return Double(head[start..<end])
            }
            guard head.hasPrefix("<svg"), let privacy = number("data-route-privacy"), let drawn = number("data-route-drawn") else { continue }
            out.append(RouteOutline(path: asset.displayPath, privacyMetres: privacy, drawnMetres: drawn))
        }
        return out.sorted { $0.path < $1.path }
    }

    /// The series pages made from a template the Apple Health importer wrote (its front matter carries
    /// ``SitePrivacy/healthMarker``): one per imported workout.
    static func importedSeriesPages(_ pages: [SourcePage]) -> Int {
        var imported: [String: Bool] = [:]
        var count = 0
        let marker = Array(("---\n" + SitePrivacy.healthMarker).utf8)
        for page in pages {
            guard let template = page.role.series?.member?.templatePath else { continue }
            if imported[template] == nil {
                let bytes = (try? FileSystem.read(page.file.sourcePath)) ?? []
                imported[template] = bytes.count >= marker.count && bytes[..<marker.count].elementsEqual(marker)
            }
            if imported[template] == true { count += 1 }
        }
        return count
    }
}
