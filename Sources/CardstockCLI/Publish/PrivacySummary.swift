import Diagnostics
import Site

/// What `publish` says about the personal data of a release before releasing it, and what `publish --strict`
/// refuses: raw Apple Health files or route files on a public site that no setting asked for explicitly.
struct PrivacySummary {
    /// The production build's report.
    var report: PrivacyReport

    /// The summary: a heading and one line each for visibility, raw files, routes and imported workouts.
    var lines: [String] {
        let privacy = report.privacy
        var out = ["Privacy summary:"]
        if privacy.visibility == .private {
            let why = privacy.visibilityIsSet ? "visibility: private" : "the content holds imported Apple Health files"
            var extras: [String] = []
            extras.append(privacy.sitemap ? "a sitemap (sitemap: true)" : "no sitemap")
            extras.append(privacy.feed ? "a feed (feed: true)" : "no feed")
            out.append("  private site (\(why)): robots.txt disallows all crawlers, every page says noindex, nofollow "
                       + "and sends no referrer; \(extras.joined(separator: ", ")). Serve it behind a password.")
        } else {
            out.append("  public site: search engines may index every page"
                       + (privacy.sitemap ? " (listed in sitemap.xml)" : ""))
        }
        if !report.publishedFiles.isEmpty {
            out.append("  raw data published: \(Self.count(report.publishedFiles.count, "metric file")) with their sidecars "
                       + "(\(Self.sample(report.publishedFiles))), downloadable by anyone who can open the site")
        } else if !report.withheldFiles.isEmpty {
            out.append("  raw data kept home: \(Self.count(report.withheldFiles.count, "metric file")) not published "
                       + "(set downloads: true to publish them)")
        } else {
            out.append("  raw data: no metric files")
        }
        out.append(report.routeFiles.isEmpty ? "  route files (GPS tracks): none"
                   : "  route data published: \(Self.count(report.routeFiles.count, "file")) "
                     + "(\(Self.sample(report.routeFiles))), exact tracks with no privacy radius")
        if let line = routeOutlineLine { out.append(line) }
        if report.importedWorkoutPages > 0 {
            out.append("  imported workouts: \(Self.count(report.importedWorkoutPages, "page")) with each workout's "
                       + "date, type and title from the export")
        }
        return out
    }

    /// `route outlines published: 3 (12.4 km drawn), each without its first and last 200 m`; `nil` without any.
    var routeOutlineLine: String? {
        let outlines = report.routeOutlines
        guard !outlines.isEmpty else { return nil }
        let tenths = Int((outlines.map(\.drawnMetres).reduce(0, +) / 100).rounded())
        let trims = Set(outlines.map { Int($0.privacyMetres.rounded()) }).sorted()
        let whole = outlines.filter { $0.privacyMetres <= 0 }.map(\.path)
        var line = "  route outlines published: \(NumberText.grouped(outlines.count)) "
            + "(\(NumberText.grouped(tenths / 10)).\(tenths % 10) km drawn on the workouts' pages), "
        if whole.isEmpty {
            line += "each without its first and last " + trims.map { "\($0) m" }.joined(separator: " or ")
        } else {
            line += "\(NumberText.grouped(whole.count)) drawn whole, start and end included (route_privacy: 0): \(Self.sample(whole))"
        }
        return line
    }

    /// `publish --strict` on a public site: one error per raw Apple Health file or route file published only
    /// because the site is public (no `downloads: true` asked for it).
    var strictProblems: [Diagnostic] {
        let privacy = report.privacy
        guard privacy.visibility == .public else { return [] }
        var problems: [Diagnostic] = []
        for path in report.healthFilesByDefault {
            problems.append(.error(path, "publish --strict: this public site would publish the raw Apple Health file; "
                                   + "set 'downloads: false' in cardstock.yaml to keep raw files home, or "
                                   + "'downloads: true' (cardstock.yaml, the sidecar or a metric block) to publish it on purpose"))
        }
        if !(privacy.downloadsIsSet && privacy.downloads) {
            for path in report.routeFiles {
                problems.append(.error(path, "publish --strict: this public site would publish route data (where its "
                                       + "owner went); remove the file, set 'downloads: false' in cardstock.yaml to keep "
                                       + "it home, or 'downloads: true' to publish it on purpose"))
            }
        }
        return problems
    }

    /// `3 metric files`.
    static func count(_ n: Int, _ noun: String) -> String {
        "\(NumberText.grouped(n)) \(noun)\(n == 1 ? "" : "s")"
    }

    /// The first three items, then `…`.
    static func sample(_ items: [String]) -> String {
        items.prefix(3).joined(separator: ", ") + (items.count > 3 ? ", …" : "")
    }
}
