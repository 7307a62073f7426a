extension CommandTable {
    static let emailCommand = CommandSpec(
        "email", summary: "Write a report page as an email message (MIME) to send with sendmail or msmtp",
        forms: ["email PAGE --to FILE.eml [options]"],
        about: """
        Builds the site in a temporary folder and writes the report page PAGE (its Markdown file) as an
        email message: multipart/alternative with a plain-text and an HTML version (inline styles, tables,
        no images or SVG, nothing loaded from elsewhere), in the page's language. Subject: the page's title
        and period; Date: the period's last day (or the page's date). Cardstock opens no network
        connection: send the file with your own mail program, e.g. msmtp -t < week.eml.
        """,
        options: [
            OptionSpec("--to", value: "FILE", "Where the message is written (required), e.g. week.eml"),
            OptionSpec("--period", value: "PERIOD", "The page of a series (repeat: week) to send, e.g. 2026-W48"),
            OptionSpec("--from", value: "ADDRESS", "The From address (default: email_from in cardstock.yaml)"),
            OptionSpec("--recipient", value: "ADDRESS", "A To address, repeatable (default: email_to in cardstock.yaml)"),
            OptionSpec("--content", value: "DIR", "Markdown pages and other files (default: content)"),
            OptionSpec("--templates", value: "DIR", "Mustache page templates (default: templates)"),
            OptionSpec("--config", value: "FILE", "Site settings (default: cardstock.yaml, optional)"),
        ],
        operands: [OperandSpec("PAGE", what: "report page (its Markdown file)")],
        run: { cli, arguments in try cli.runEmail(arguments) })
}
