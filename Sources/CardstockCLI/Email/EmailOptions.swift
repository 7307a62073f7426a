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

    /// The options from `email`'s parsed arguments; a missing page or `--to` is a usage error (exit 64).
    init(_ arguments: ParsedArguments) throws {
        page = arguments.operands.first ?? ""
        output = arguments.value("--to") ?? ""
        period = arguments.value("--period")
        from = arguments.value("--from")
        recipients = arguments.values["--recipient"] ?? []
        if let value = arguments.value("--content") { contentDirectory = value }
        if let value = arguments.value("--templates") { templatesDirectory = value }
        if let value = arguments.value("--config") {
            configFile = value
            configFileExplicit = true
        }
        guard !page.isEmpty else { throw arguments.usageError("'email' needs a page: cardstock email content/index.md --to week.eml") }
        guard !output.isEmpty else { throw arguments.usageError("'email' needs '--to FILE.eml', the file the message is written to") }
    }
}
