import Site

extension ArgumentParser {
    /// Parses the arguments after `publish`.
    static func parsePublish(_ arguments: [String]) throws -> Command {
        var options = PublishOptions()
        var actions: [(String, PublishOptions.Action)] = []
        var index = 0
        func usage(_ message: String) -> UsageError { UsageError(message, command: "publish") }
        while index < arguments.count {
            let argument = arguments[index]
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            func value() throws -> String {
                if let inline {
                    if inline.isEmpty { throw usage("option '\(name)' needs a value") }
                    return inline
                }
                index += 1
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw usage("option '\(name)' needs a value")
                }
                return arguments[index]
            }
            func flag(_ set: (inout PublishOptions) -> Void) throws {
                if inline != nil { throw usage("option '\(name)' takes no value") }
                set(&options)
            }
            switch name {
            case "--help", "-h": return .help(topic: "publish")
            case "--to": options.releaseDirectory = try value()
            case "--keep":
                let text = try value()
                guard let keep = Int(text), keep >= 1 else {
                    throw usage("'--keep' needs a whole number of releases, at least 1, got '\(text)'")
                }
                options.keep = keep
            case "--dry-run": try flag { _ in }; actions.append((name, .dryRun))
            case "--rollback": try flag { _ in }; actions.append((name, .rollback))
            case "--list": try flag { _ in }; actions.append((name, .list))
            case "--content": options.build.contentDirectory = try value()
            case "--output": options.build.outputDirectory = try value()
            case "--templates": options.build.templatesDirectory = try value()
            case "--config":
                options.build.configFile = try value()
                options.build.configFileExplicit = true
            case "--base-url":
                options.build.baseURL = try value()
                let url = options.build.baseURL ?? ""
                if let problem = SiteConfig.baseURLProblem(url) { throw usage("'--base-url' \(problem)") }
                if let problem = ProductionSettings.baseURLProblem(url) {
                    throw usage("'--base-url' '\(url)' \(problem); publish needs the site's public address, "
                                + "like https://example.com/reports/")
                }
            case "--strict": try flag { $0.build.strict = true }
            case "--force": try flag { $0.build.force = true }
            case "--quiet", "-q": try flag { $0.build.quiet = true }
            case "--drafts":
                throw usage("'publish' never publishes drafts; preview them with 'cardstock build --drafts', "
                            + "or remove 'draft: true' from the pages to publish them")
            case "--allow-broken-links":
                throw usage("'publish' verifies every link and never releases a site with broken links; "
                            + "fix the links (or check them with 'cardstock build --allow-broken-links')")
            default:
                if argument.hasPrefix("-") { throw usage("unknown option '\(name)' for 'publish'") }
                throw usage("unexpected argument '\(argument)' for 'publish'")
            }
            index += 1
        }
        if actions.count > 1 {
            throw usage("'\(actions[0].0)' and '\(actions[1].0)' cannot be combined; choose one")
        }
        if let (flagName, action) = actions.first {
            options.action = action
            if action != .dryRun, options.releaseDirectory == nil {
                throw usage("'\(flagName)' needs --to DIR, the release folder")
            }
        }
        return .publish(options)
    }
}
