extension HelpText {
    static let emailText = """
    USAGE: cardstock email PAGE --to FILE.eml [options]

    Builds the site in a temporary folder and writes the report page PAGE (its Markdown file) as an
    email message: multipart/alternative with a plain-text and an HTML version (inline styles, tables,
    no images or SVG, nothing loaded from elsewhere), in the page's language. Subject: the page's title
    and period; Date: the period's last day (or the page's date). Cardstock opens no network
    connection: send the file with your own mail program, e.g. msmtp -t < week.eml.

    OPTIONS:
      --to FILE.eml         Where the message is written (required)
      --period PERIOD       The page of a series (repeat: week) to send, e.g. 2026-W48
      --from ADDRESS        The From address (default: email_from in cardstock.yaml)
      --recipient ADDRESS   A To address, repeatable (default: email_to in cardstock.yaml)
      --content DIR         Markdown pages and other files (default: content)
      --templates DIR       Mustache page templates (default: templates)
      --config FILE         Site settings (default: cardstock.yaml, optional)

    """
}
