/// Turns `CommandLine.arguments` (without the program name) into a ``Command``.
public enum ArgumentParser {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// The commands `help` knows.
    static let commands = ["build", "publish", "init", "help"]

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
        case "publish":
            return try parsePublish(rest)
        case "init":
            return try parseInit(rest)
        default:
            if first.hasPrefix("-") { throw UsageError("unknown option '\(first)'") }
            throw UsageError("unknown command '\(first)' (commands: \(commands.joined(separator: ", ")))")
        }
    }

    private static func parseInit(_ arguments: [String]) throws -> Command {
        var directory: String?
        for argument in arguments {
            if argument == "--help" || argument == "-h" { return .help(topic: "init") }
            if argument.hasPrefix("-") { throw UsageError("unknown option '\(argument)' for 'init'", command: "init") }
            if directory != nil { throw UsageError("'init' takes one directory, got another: '\(argument)'", command: "init") }
            directory = argument
        }
        return .initSite(directory: directory ?? ".")
    }

    private static func parseBuild(_ arguments: [String]) throws -> Command {
        var options = BuildOptions()
        var index = 0
        func value(for option: String, inline: String?) throws -> String {
            if let inline { 
                if inline.isEmpty { throw UsageError("option '\(option)' needs a value", command: "build") }
                return inline
            }
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError("option '\(option)' needs a value", command: "build")
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
                if inline != nil { throw UsageError("option '\(name)' takes no value", command: "build") }
                set(&options)
            }
            switch name {
            case "--help", "-h": return .help(topic: "build")
            case "--content": options.contentDirectory = try value(for: name, inline: inline)
            case "--output": options.outputDirectory = try value(for: name, inline: inline)
            case "--templates": options.templatesDirectory = try value(for: name, inline: inline)
            case "--config":
                options.configFile = try value(for: name, inline: inline)
                options.configFileExplicit = true
            case "--base-url": options.baseURL = try value(for: name, inline: inline)
            case "--drafts": try flag { $0.includeDrafts = true }
            case "--strict": try flag { $0.strict = true }
            case "--allow-broken-links": try flag { $0.allowBrokenLinks = true }
            case "--force": try flag { $0.force = true }
            case "--quiet", "-q": try flag { $0.quiet = true }
            default:
                if argument.hasPrefix("-") { throw UsageError("unknown option '\(name)' for 'build'", command: "build") }
                throw UsageError("unexpected argument '\(argument)' for 'build'", command: "build")
            }
            index += 1
        }
        return .build(options)
    }
}
