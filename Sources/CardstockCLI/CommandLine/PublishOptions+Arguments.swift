import Site

extension PublishOptions {
    /// `publish`'s options: its own, and the build options it takes. `--keep` must be a whole number of
    /// at least 1; `--dry-run`, `--rollback` and `--list` exclude each other, and the last two need `--to`.
    init(_ arguments: ParsedArguments, in workingDirectory: String) throws {
        self.init()
        build = try BuildOptions(arguments, in: workingDirectory)
        if let url = build.baseURL, let problem = ProductionSettings.baseURLProblem(url) {
            throw arguments.usageError("'--base-url' '\(url)' \(problem); publish needs the site's public address, "
                                       + "like https://example.com/reports/")
        }
        releaseDirectory = arguments.value("--to")
        if let text = arguments.value("--keep") {
            guard let keep = Int(text), keep >= 1 else {
                throw arguments.usageError("'--keep' needs a whole number of releases, at least 1, got '\(text)'")
            }
            self.keep = keep
        }
        let actions: [(String, Action)] = [("--dry-run", .dryRun), ("--rollback", .rollback), ("--list", .list)]
            .filter { arguments.flag($0.0) }
        if actions.count > 1 {
            throw arguments.usageError("'\(actions[0].0)' and '\(actions[1].0)' cannot be combined; choose one")
        }
        if let (name, action) = actions.first {
            self.action = action
            if action != .dryRun, releaseDirectory == nil {
                throw arguments.usageError("'\(name)' needs --to DIR, the release folder")
            }
        }
    }
}
