/// The options of `cardstock email PAGE --to FILE.eml [--period P] [--from ADDRESS] [--recipient ADDRESS]…`.
struct EmailOptions: Sendable, Equatable {
    /// The report page's Markdown file (relative to the working directory, or to the content folder).
    var page = ""
    /// Where the message is written (`--to`).
    var output = ""
    /// The period of a series page (`--period 2026-W48`).
    var period: String?
    /// `--from` (overrides `email_from`).
    var from: String?
    /// `--recipient`, repeatable (overrides `email_to`).
    var recipients: [String] = []
    var contentDirectory = "content"
    var templatesDirectory = "templates"
    var configFile = "cardstock.yaml"
    var configFileExplicit = false

    /// Parses the arguments after `email`.
    static func parse(_ arguments: [String]) throws -> EmailOptions {
        var options = EmailOptions()
        var i = 0
        func value(_ name: String) throws -> String {
            guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else {
                throw UsageError("'\(name)' needs a value", command: "email")
            }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "--to": options.output = try value(argument)
            case "--period": options.period = try value(argument)
            case "--from": options.from = try value(argument)
            case "--recipient": options.recipients.append(try value(argument))
            case "--content": options.contentDirectory = try value(argument)
            case "--templates": options.templatesDirectory = try value(argument)
            case "--config":
                options.configFile = try value(argument)
                options.configFileExplicit = true
            default:
                guard !argument.hasPrefix("-"), options.page.isEmpty else {
                    throw UsageError(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "only one page: '\(argument)'", command: "email")
                }
                options.page = argument
            }
            i += 1
        }
        guard !options.page.isEmpty else { throw UsageError("'email' needs a page: cardstock email content/index.md --to week.eml", command: "email") }
        guard !options.output.isEmpty else { throw UsageError("'email' needs '--to FILE.eml', the file the message is written to", command: "email") }
        return options
    }
}
