/// A paragraph's inline runs as the mapping keeps them (links and images resolved, adjacent text merged, raw
/// HTML only when the site opts in): what ``KeyValueRow`` reads to decide whether a list is `Label: value` rows.
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
