import POSIXFiles
import Diagnostics
import Surfaces
import Templates

/// The build's folders as absolute paths, plus how to show them in messages.
package struct ResolvedPaths {
    package var workingDirectory: String
    package var content: String
    package var contentDisplay: String
    package var output: String
    var outputDisplay: String
    package var templates: String
    var templatesDisplay: String
    var config: String
    package var configDisplay: String

    package init(options: BuildOptions) {
        let cwd = options.workingDirectory.isEmpty ? FileSystem.currentDirectory() : Paths.normalize(options.workingDirectory)
        workingDirectory = cwd
        func resolve(_ path: String) -> (String, String) {
            let absolute = Paths.absolute(path, base: cwd)
            return (absolute, Paths.display(absolute, relativeTo: cwd))
        }
        (content, contentDisplay) = resolve(options.contentDirectory)
        (output, outputDisplay) = resolve(options.outputDirectory)
        (templates, templatesDisplay) = resolve(options.templatesDirectory)
        (config, configDisplay) = resolve(options.configFile)
    }

    /// Reads `cardstock.yaml` (optional unless named with `--config`) and applies `--base-url`.
    package func loadConfig(options: BuildOptions) throws -> SiteConfig {
        var config = SiteConfig()
        if let bytes = try readConfigFile() {
            config = try SiteConfig.parse(String(decoding: bytes, as: UTF8.self), path: configDisplay)
        } else if options.configFileExplicit {
            throw Diagnostic.error(configDisplay, "settings file not found; create it or leave out --config")
        }
        if let baseURL = options.baseURL { config.baseURL = baseURL }
        return config
    }

    /// The templates folder with the built-in templates for every file it lacks, or only the built-in
    /// templates when the folder does not exist.
    func loadTemplates() throws -> TemplateSet {
        guard FileSystem.kindFollowingLinks(templates) == .directory else {
            return try DefaultTemplates.templateSet()
        }
        do {
            return try templateFolder.load()
        } catch let list as DiagnosticList {
            throw DiagnosticList(list.items.map(relativize))
        } catch let diagnostic as Diagnostic {
            throw relativize(diagnostic)
        }
    }

    /// Surfaces' stylesheet plus `templates/theme.css` when present, else the built-in theme.
    func stylesheet() throws -> String {
        var css = Stylesheet().css
        if FileSystem.kindFollowingLinks(templates) == .directory, let theme = try templateFolder.theme() {
            css += "\n/* templates/theme.css */\n" + theme
        } else {
            css += "\n" + DefaultTemplates.themeCSS
        }
        return css
    }

    /// A diagnostic with its path shown relative to the working directory.
    package func relativize(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        if let location = copy.location {
            copy.location?.path = Paths.display(Paths.normalize(location.path), relativeTo: workingDirectory)
        }
        return copy
    }
}
