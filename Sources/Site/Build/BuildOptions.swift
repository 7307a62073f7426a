import POSIXFiles

/// Everything `cardstock build` can be told on the command line.
///
/// Paths are as the user typed them; they are resolved against ``workingDirectory``.
package struct BuildOptions: Sendable, Equatable {
    /// The folder of Markdown pages and other files (default `content`).
    package var contentDirectory: String = "content"
    /// Where the site is written (default `site`).
    package var outputDirectory: String = "site"
    /// The folder of Mustache templates (default `templates`).
    package var templatesDirectory: String = "templates"
    /// The site settings file (default `cardstock.yaml`, optional unless given explicitly).
    package var configFile: String = "cardstock.yaml"
    /// Whether `--config` was given (then a missing file is an error).
    package var configFileExplicit: Bool = false
    /// Overrides the config's `base_url`.
    package var baseURL: String?
    /// Build pages marked `draft: true` too.
    package var includeDrafts: Bool = false
    /// Turn every warning into an error.
    package var strict: Bool = false
    /// Report broken links as warnings instead of errors.
    package var allowBrokenLinks: Bool = false
    /// Build into a non-empty output folder that is not a previous Cardstock output (its contents are moved
    /// aside into `.cardstock-trash/`, never deleted).
    package var force: Bool = false
    /// Print nothing but diagnostics.
    package var quiet: Bool = false
    /// The directory relative paths are resolved against (default: the process's working directory).
    package var workingDirectory: String = ""

    /// Options with every default.
    package init() {}
}
