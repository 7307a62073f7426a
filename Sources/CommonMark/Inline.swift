/// An inline element (text, emphasis, link, …) and where it starts.
package struct Inline: Sendable {
    /// What the inline is and what it contains.
    package var kind: InlineKind
    /// Where it starts. For links and images this is the exact byte column of `[` / `![`.
    /// Soft and hard line breaks carry the position of the inline before them
    /// (or of their block when they come first).
    package var position: SourcePosition

    /// Creates an inline.
    package init(kind: InlineKind, position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

/// The kinds of inline content.
package enum InlineKind: Sendable {
    /// Literal text (entities and backslash escapes already decoded).
    case text(String)
    /// A line ending inside a paragraph (renders as a space).
    case softBreak
    /// A hard line break (two trailing spaces or a backslash).
    case lineBreak
    /// A code span's content.
    case code(String)
    /// Raw inline HTML, exactly as written. The site layer drops it unless the site opts in.
    case html(String)
    /// `*emphasis*`.
    case emphasis([Inline])
    /// `**strong**`.
    case strong([Inline])
    /// A link; `destination` is the raw URL as written (not sanitized), `title` empty when none.
    case link(destination: String, title: String, children: [Inline])
    /// An image; `source` is the raw URL as written (not sanitized), `alt` its description.
    case image(source: String, title: String, alt: [Inline])
}
