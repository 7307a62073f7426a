/// A generic HTML element for composition, with tag and attribute names checked against an
/// allow-list and every value escaped. A refused tag renders its content only; a refused
/// attribute is dropped; both are listed in ``RenderReport/rejectedMarkup``.
public struct Element<Content: View>: View {
    @usableFromInline let tag: String
    @usableFromInline let classes: [String]
    @usableFromInline let attributes: [(String, String)]
    @usableFromInline let content: Content

    /// Creates `<tag class="classes" attributes…>content</tag>`. Attributes are written in the given order.
    public init(tag: String, classes: [String] = [], attributes: [(String, String)] = [], @ViewBuilder content: () -> Content) {
        self.tag = tag
        self.classes = classes
        self.attributes = attributes
        self.content = content()
    }

    /// Tags that may be used (no `script`, `style`, `iframe`, `a`, forms, …).
    public static var allowedTags: Set<String> { ElementRules.tags }

    /// Primitive.
    public typealias Body = Never

    /// Writes the element.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let tag = view.tag.lowercased()
        guard ElementRules.tags.contains(tag) else {
            context.report.noteRejected("<\(view.tag)>")
            Content._render(view.content, into: &context)
            return
        }
        let cls = view.classes.map(sanitizedToken).filter { !$0.isEmpty }.joined(separator: " ")
        let wrapped = context.openElement(validatedTag: tag, class: cls.isEmpty ? nil : cls)
        for (name, value) in view.attributes {
            let lower = name.lowercased()
            if ElementRules.isAllowedAttribute(lower) {
                context.buffer.writeAttribute(validatedName: lower, value)
            } else {
                context.report.noteRejected("\(view.tag)[\(name)]")
            }
        }
        context.finishStartTag()
        if ElementRules.voidTags.contains(tag) {
            if wrapped { context.closeWrapper() }
            return
        }
        let saved = context.takePending()
        if ElementRules.phrasingTags.contains(tag) { context.phrasing = true }
        Content._render(view.content, into: &context)
        context.restore(saved)
        context.buffer.write("</")
        context.buffer.writeRaw(tag)
        context.buffer.write(">")
        if wrapped { context.closeWrapper() }
    }
}

extension Element where Content == EmptyView {
    /// An element without content (e.g. `hr`, `br`, or an empty `td`).
    public init(tag: String, classes: [String] = [], attributes: [(String, String)] = []) {
        self.init(tag: tag, classes: classes, attributes: attributes) { EmptyView() }
    }
}

@usableFromInline enum ElementRules {
    @usableFromInline static let tags: Set<String> = [
        "div", "span", "p", "section", "article", "aside", "header", "footer", "nav", "figure", "figcaption",
        "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
        "strong", "em", "b", "i", "u", "s", "small", "mark", "del", "ins", "sub", "sup", "kbd", "samp", "var",
        "code", "pre", "blockquote", "q", "cite", "abbr", "time", "data", "h1", "h2", "h3", "h4", "h5", "h6",
        "details", "summary", "hr", "br", "wbr", "address",
    ]
    @usableFromInline static let voidTags: Set<String> = ["hr", "br", "wbr"]
    @usableFromInline static let phrasingTags: Set<String> = [
        "span", "p", "strong", "em", "b", "i", "u", "s", "small", "mark", "del", "ins", "sub", "sup", "kbd",
        "samp", "var", "code", "q", "cite", "abbr", "time", "data", "h1", "h2", "h3", "h4", "h5", "h6", "summary", "caption", "dt", "pre",
    ]
    static let attributes: Set<String> = [
        "id", "title", "lang", "dir", "role", "datetime", "colspan", "rowspan", "scope", "headers", "abbr",
        "open", "start", "reversed", "value", "tabindex", "hidden", "translate",
    ]

    @usableFromInline static func isAllowedAttribute(_ name: String) -> Bool {
        if attributes.contains(name) { return true }
        if name.hasPrefix("aria-") || name.hasPrefix("data-") {
            return name.utf8.count > 5 && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
        }
        return false
    }
}
