/// What a report email says, read back from the built report page (``ReportDigestReader``): exactly the
/// words and figures the page shows, and nothing the page does not (no raw rows, no device names, no file names).
struct ReportDigest: Sendable, Equatable {
    /// One day of a card's period, from the table of its period page.
    struct Day: Sendable, Equatable {
        /// The day as the page writes it (`Sun, Nov 29`, `11月29日周日`).
        var label: String
        /// The value as the page writes it (`24,935`, `7 h 44 min`).
        var value: String
        /// The value as a number for the bar (``DigestNumber``); `nil` draws no bar.
        var amount: Double?
    }

    /// A metric card.
    struct Card: Sendable, Equatable {
        var title = ""
        var value = ""
        var unit = ""
        /// The change lines (`12,906 steps higher than last week`).
        var changes: [String] = []
        /// The goal and as-of lines.
        var notes: [String] = []
        /// The card's link, relative to the report page.
        var destination = ""
        /// The days of its period page, oldest first.
        var days: [Day] = []

        /// `80,607 steps`.
        var figure: String { unit.isEmpty ? value : value + "\u{00A0}" + unit }
    }

    /// A block of a section, in page order.
    enum Block: Sendable, Equatable {
        case paragraph(String)
        case card(Card)
        case row(title: String, detail: String)
    }

    /// A section: its header (empty for the first, untitled one) and blocks.
    struct Section: Sendable, Equatable {
        var heading: String
        var blocks: [Block] = []
    }

    /// The page's title.
    var title = ""
    /// The page's language (`<html lang>`).
    var language = "en"
    /// The site title and period, as the print header writes them (`Cardstock · Nov 23 – Nov 29, 2026`).
    var header = ""
    /// The period's dates, as the page's print cover writes them (`Nov 23 – Nov 29, 2026`); empty without.
    var period = ""
    /// The sections.
    var sections: [Section] = []

    /// The period for the subject: the cover's dates, else the print header after the site's title.
    var periodText: String {
        if !period.isEmpty { return period }
        guard let dot = header.range(of: " · ") else { return "" }
        return String(header[dot.upperBound...])
    }

    /// Every card, in page order.
    var cards: [Card] {
        sections.flatMap { $0.blocks }.compactMap { if case .card(let card) = $0 { return card } else { return nil } }
    }
}
