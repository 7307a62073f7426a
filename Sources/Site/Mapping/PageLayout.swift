/// The page as cards and sections, after the Markdown mapping rules and before rendering to views.
///
/// Keeping this intermediate model makes each mapping rule testable on plain values.
struct PageLayout: Sendable, Equatable {
    /// The large title.
    var title: String
    /// The large title's anchor id (the `#` heading's slug), if the title came from a heading.
    var titleID: String?
    /// Sections in order; the first may be untitled (the intro).
    var sections: [LayoutSection]
}

/// One `##` section (or the untitled intro).
struct LayoutSection: Sendable, Equatable {
    /// The header text; `nil` for the intro.
    var title: String?
    /// The header's anchor id.
    var id: String?
    /// The header icon.
    var icon: String?
    /// The section tint (icon, header, tinted cards).
    var tint: String?
    /// Cards scroll sideways.
    var horizontal: Bool
    /// The cards in order.
    var cards: [LayoutCard]
}

/// One card in a section.
enum LayoutCard: Sendable, Equatable {
    /// Paragraphs, deeper headings and images in a plain card.
    case text([LayoutBlock])
    /// A list: a divided card, one row per item.
    case list([LayoutRow])
    /// A block quote: a tinted card.
    case quote([LayoutBlock])
    /// Fenced code.
    case code(language: String?, code: String)
    /// A ```metric block, rendered by the metric hook.
    case metric(MetricBlock)
    /// Raw HTML kept because the site opted in.
    case rawHTML(String)
}

/// Content inside a card or row.
enum LayoutBlock: Sendable, Equatable {
    /// A paragraph of inline runs.
    case paragraph([LayoutInline])
    /// A heading inside a section (`###` and deeper): level, id, text.
    case heading(level: Int, id: String, [LayoutInline])
    /// A nested list, kept nested in its row.
    case list([LayoutRow])
    /// Fenced code inside a card.
    case code(language: String?, code: String)
    /// A nested block quote.
    case quote([LayoutBlock])
    /// Raw HTML kept because the site opted in.
    case rawHTML(String)
}

/// One row of a divided card.
enum LayoutRow: Sendable, Equatable {
    /// A navigation row: the whole row links to `href`, with a title, an optional subtitle and a chevron;
    /// `nested` holds the item's further blocks (e.g. a nested list), shown below the link.
    case navigation(href: String, title: [LayoutInline], subtitle: [LayoutInline], nested: [LayoutBlock])
    /// A plain row with the item's blocks.
    case content([LayoutBlock])
}

/// Inline content (mirrors Surfaces' `TextRun`).
enum LayoutInline: Sendable, Equatable {
    case text(String)
    case strong([LayoutInline])
    case emphasis([LayoutInline])
    case code(String)
    /// A link with a resolved, safe href.
    case link(href: String, [LayoutInline])
    case image(src: String, alt: String)
    case lineBreak
    case softBreak
    /// Raw inline HTML kept because the site opted in.
    case rawHTML(String)
}

extension Array where Element == LayoutInline {
    /// The text content without markup.
    var plainText: String {
        var out = ""
        for inline in self {
            switch inline {
            case .text(let s), .code(let s): out += s
            case .strong(let c), .emphasis(let c), .link(_, let c): out += c.plainText
            case .image(_, let alt): out += alt
            case .lineBreak, .softBreak: out += " "
            case .rawHTML: break
            }
        }
        return out
    }
}
