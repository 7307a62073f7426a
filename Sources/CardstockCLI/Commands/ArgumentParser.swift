import Site

/// Turns `CommandLine.arguments` (without the program name) into a ``Command``.
public enum ArgumentParser {
    /// The version printed by `--version`.
    public static let version = CardstockVersion.number

    /// The commands `help` knows.
    static let commands = ["build", "watch", "serve", "publish", "init", "import", "email", "help"]

    /// Parses arguments; throws ``UsageError`` for anything unknown or incomplete.
    public static func parse(_ arguments: [String]) throws -> Command {
        guard let first = arguments.first else { return .help(topic: nil) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            return .help(topic: nil)
        case "--version", "-V":
            return .version
        case "help":
            if rest.count > 1 { throw UsageError("'help' takes at most one command name", command: "help") }
            if let topic = rest.first, !commands.contains(topic) {
                throw UsageError("unknown command '\(topic)' (commands: \(commands.joined(separator: ", ")))")
            }
            return .help(topic: rest.first)
        case "build":
            return try parseBuild(rest)
        case "watch", "serve":
            return try parseWatch(rest, command: first)
        case "publish":
            return try parsePublish(rest)
        case "init":
            return try parseInit(rest)
        case "import":
            return try parseImport(rest)
        case "email":
            return rest.contains("--help") || rest.contains("-h") ? .help(topic: "email") : .email(arguments: rest)
        default:
            if first.hasPrefix("-") { throw UsageError("unknown option '\(first)'") }
            throw UsageError("unknown command '\(first)' (commands: \(commands.joined(separator: ", ")))")
        }
    }

    private static func parseInit(_ arguments: [String]) throws -> Command {
        var directory: String?
        var example: String?
        var export: String?
        var templates = false
        var index = 0
        func value(_ option: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                throw UsageError("option '\(option)' needs a value", command: "init")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return .help(topic: "init")
            case "--example": example = try value(argument)
            case "--from": export = try value(argument)
            case "--templates": templates = true
            default:
                if argument.hasPrefix("-") { throw UsageError("unknown option '\(argument)' for 'init'", command: "init") }
                if directory != nil { throw UsageError("'init' takes one directory, got another: '\(argument)'", command: "init") }
                directory = argument
            }
            index += 1
        }
        if templates {
            guard example == nil, export == nil else {
                throw UsageError("'--templates' only copies the built-in templates; run it without '--example' and '--from'", command: "init")
            }
            return .initTemplates(directory: directory ?? ".")
        }
        switch (example, export) {
        case (nil, nil):
            return .initSite(directory: directory ?? ".")
        case ("health", let export?):
            return .initHealthExample(directory: directory ?? ".", export: export)
        case ("health", nil):
            throw UsageError("'--example health' needs '--from export.zip' (the Health app's \"Export All Health Data\" archive)", command: "init")
        case (nil, _?):
            throw UsageError("'--from' goes with '--example health'", command: "init")
        case (let other?, _):
            throw UsageError("unknown example '\(other)' (examples: health)", command: "init")
        }
    }

    private static func parseImport(_ arguments: [String]) throws -> Command {
        guard let kind = arguments.first else {
            throw UsageError("'import' needs a source kind: cardstock import apple-health PATH", command: "import")
        }
        if kind == "--help" || kind == "-h" { return .help(topic: "import") }
        guard kind == "apple-health" else {
            throw UsageError("unknown import source '\(kind)' (sources: apple-health)", command: "import")
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") { return .help(topic: "import") }
        return .importAppleHealth(arguments: rest)
    }

    private static func parseBuild(_ arguments: [String]) throws -> Command {
        guard let options = try parseBuildOptions(arguments, command: "build", extra: { _, _ in false }) else {
            return .help(topic: "build")
        }
        return .build(options)
    }

    /// Parses the build options shared by `build`, `watch` and `serve`; `extra` gets the options the
    /// command adds (name and a function that takes its value) and returns whether it knew the option.
    /// Returns nil for `--help`.
    static func parseBuildOptions(_ arguments: [String], command: String,
                                  extra: (String, () throws -> String) throws -> Bool) throws -> BuildOptions? {
        var options = BuildOptions()
        var index = 0
        func value(for option: String, inline: String?) throws -> String {
            if let inline {
                if inline.isEmpty { throw UsageError("option '\(option)' needs a value", command: command) }
                return inline
            }
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError("option '\(option)' needs a value", command: command)
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            func flag(_ set: (inout BuildOptions) -> Void) throws {
                if inline != nil { throw UsageError("option '\(name)' takes no value", command: command) }
                set(&options)
            }
            switch name {
            case "--help", "-h": return nil
            case "--content": options.contentDirectory = try value(for: name, inline: inline)
            case "--output": options.outputDirectory = try value(for: name, inline: inline)
            case "--templates": options.templatesDirectory = try value(for: name, inline: inline)
            case "--config":
                options.configFile = try value(for: name, inline: inline)
                options.configFileExplicit = true
            case "--base-url":
                options.baseURL = try value(for: name, inline: inline)
                if let problem = SiteConfig.baseURLProblem(options.baseURL ?? "") {
                    throw UsageError("'--base-url' \(problem)", command: command)
                }
            case "--drafts": try flag { $0.includeDrafts = true }
            case "--strict": try flag { $0.strict = true }
            case "--allow-broken-links": try flag { $0.allowBrokenLinks = true }
            case "--force": try flag { $0.force = true }
            case "--quiet", "-q": try flag { $0.quiet = true }
            default:
                let optionName = name, optionInline = inline
                if try extra(name, { try value(for: optionName, inline: optionInline) }) { break }
                if argument.hasPrefix("-") { throw UsageError("unknown option '\(name)' for '\(command)'", command: command) }
                throw UsageError("unexpected argument '\(argument)' for '\(command)'", command: command)
            }
            index += 1
        }
        return options
    }
}
