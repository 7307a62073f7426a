import Site

extension BuildOptions {
    /// The build options from a command's arguments (``CommandTable/buildOptions``), paths relative to
    /// `workingDirectory`. An unusable `--base-url` is a usage error.
    init(_ arguments: ParsedArguments, in workingDirectory: String) throws {
        self.init()
        self.workingDirectory = workingDirectory
        if let value = arguments.value("--content") { contentDirectory = value }
        if let value = arguments.value("--output") { outputDirectory = value }
        if let value = arguments.value("--templates") { templatesDirectory = value }
        if let value = arguments.value("--config") {
            configFile = value
            configFileExplicit = true
        }
        if let value = arguments.value("--base-url") {
            if let problem = SiteConfig.baseURLProblem(value) { throw arguments.usageError("'--base-url' \(problem)") }
            baseURL = value
        }
        includeDrafts = arguments.flag("--drafts")
        strict = arguments.flag("--strict")
        allowBrokenLinks = arguments.flag("--allow-broken-links")
        force = arguments.flag("--force")
        quiet = arguments.flag("--quiet")
    }
}
