import POSIXFiles
import Site
import Diagnostics

/// The site `cardstock init` writes: settings, a weekly report with metric cards over eight weeks of
/// sample data (generated, deterministic), a month page, a workout list with detail pages.
///
/// No templates: a site without a templates folder uses the built-in ones, and a site whose templates
/// folder lacks a file uses the built-in file (see ``ResolvedPaths/loadTemplates()``), so a site keeps
/// getting improvements to the files it did not customise. `cardstock init --templates` writes
/// ``templateFiles`` for customising.
package enum StarterSite {
    /// The settings file.
    static let settings = """
        title: My Reports
        description: Weekly reports, built with Cardstock.
        language: en

        """

    /// The settings of `init --example health`: a private site (see ``SiteVisibility``).
    static let healthSettings = settings + """
        # Private: publish asks search engines to stay away, writes no sitemap or feed and keeps the raw
        # Health files home. Set `visibility: public` only for a report meant for everyone.
        visibility: private

        """

    /// Relative path → contents: the whole starter site.
    package static var files: [String: String] {
        var files = StarterPages(data: StarterData()).files
        files["cardstock.yaml"] = settings
        return files
    }

    /// The settings and a placeholder home page only (for `init --example health`, whose import writes
    /// the metric files and the workouts template, `content/workouts/index.md`, and whose report replaces the
    /// home page).
    package static func minimalFiles(language: String = "en") -> [String: String] {
        let settings = healthSettings.replacingOccurrences(of: "language: en\n", with: "language: \(language)\n")
        return ["cardstock.yaml": settings, "content/index.md": "# My Reports\n"]
    }

    /// `templates/NAME` → contents: the built-in templates, for `cardstock init --templates`.
    package static var templateFiles: [String: String] {
        var files: [String: String] = [:]
        for (name, text) in DefaultTemplates.files { files["templates/" + name] = text }
        return files
    }

    /// Writes `files` (default: the whole starter) into `directory` (created if needed). Refuses to
    /// overwrite anything: when any of the files exists, nothing is written and a ``DiagnosticList``
    /// names every one (with `advice` on what to do), shown relative to `base` (absolute) when given.
    /// Returns the written paths, sorted.
    package static func write(_ files: [String: String] = files, to directory: String, shownRelativeTo base: String? = nil,
                             advice: String = "so run it in an empty folder") throws -> [String] {
        let names = files.keys.sorted()
        var existing = DiagnosticList()
        for name in names where FileSystem.kind(Paths.join(directory, name)) != .missing {
            let path = Paths.join(directory, name)
            existing.append(Diagnostic.error(base.map { Paths.display(path, relativeTo: $0) } ?? path,
                                             "already exists; 'cardstock init' never overwrites files, \(advice)"))
        }
        if !existing.items.isEmpty { throw existing }
        for name in names {
            let path = Paths.join(directory, name)
            do {
                try FileSystem.makeDirectories(Paths.parent(path))
                try FileSystem.write(files[name] ?? "", to: path)
            } catch {
                throw DiagnosticList([Diagnostic.error(path, "\(error)")])
            }
        }
        return names
    }
}
