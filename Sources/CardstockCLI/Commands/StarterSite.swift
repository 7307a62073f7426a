import POSIXFiles
import Site
import Diagnostics
import Localization

/// The site `cardstock init` writes: settings, a weekly report with metric cards over eight weeks of
/// sample data (generated, deterministic), a month page, a workout list with detail pages.
///
/// No templates: a site without a templates folder uses the built-in ones, and a site whose templates
/// folder lacks a file uses the built-in file (see ``ResolvedPaths/loadTemplates()``), so a site keeps
/// getting improvements to the files it did not customise. `cardstock init --templates` writes
/// ``templateFiles`` for customising.
package enum StarterSite {
    /// The settings file for a site in `language`: its title and description are the built-in string tables'
    /// (`site.title`, `site.description`: `My Reports`, `我的报告`, `Meine Berichte`; English for a language
    /// without a table).
    static func settings(language: String) -> String {
        let words = LocalizerSet.builtIn.localizer(for: language)
        return "title: \(yamlText(words("site.title")))\ndescription: \(yamlText(words("site.description")))\n"
            + "language: \(language)\n\n"
    }

    /// The settings of `init --example health` in `language`: a private site (see ``SiteVisibility``).
    static func healthSettings(language: String = "en") -> String {
        settings(language: language) + """
            # Private: publish asks search engines to stay away, writes no sitemap or feed and keeps the raw
            # Health files home. Set `visibility: public` only for a report meant for everyone.
            visibility: private

            """
    }

    /// Relative path → contents: the whole starter site, in English.
    package static var files: [String: String] { files(language: "en") }

    /// Relative path → contents: the whole starter site in `language` (a well-formed tag): its pages in the
    /// built-in string tables' words, English for a language without a table (with `language:` still the tag).
    package static func files(language: String) -> [String: String] {
        var files = StarterPages(data: StarterData(), words: StarterWords(language: language)).files
        files["cardstock.yaml"] = settings(language: language)
        return files
    }

    /// The settings and a placeholder home page only (for `init --example health`, whose import writes
    /// the metric files and the workouts template, `content/workouts/index.md`, and whose report replaces the
    /// home page).
    package static func minimalFiles(language: String = "en") -> [String: String] {
        let title = LocalizerSet.builtIn.localizer(for: language)("site.title")
        return ["cardstock.yaml": healthSettings(language: language), "content/index.md": "# \(title)\n"]
    }

    /// `text` as a YAML scalar of a block mapping: plain when it reads as itself, else double-quoted.
    static func yamlText(_ text: String) -> String {
        let plain = !text.isEmpty && !text.contains(": ") && !text.contains(" #") && !text.hasSuffix(":")
            && !text.contains(where: \.isNewline) && !"-?:,[]{}#&*!|>'\"%@`".contains(text.first!)
            && text.first?.isWhitespace == false && text.last?.isWhitespace == false
        guard !plain else { return text }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
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
