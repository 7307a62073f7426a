/// One attribute of a tag as the tokenizer read it: the lowercased name and where the raw value lies.
///
/// The value is kept as a byte range of the page and decoded only when a check needs it
/// (``HTMLCharacterReference/decodeAttribute(_:)``).
package struct HTMLAttribute: Sendable, Equatable {
    /// The name, ASCII-lowercased as the tokenizer does (`xlink:href`, `onerror`, `viewbox`).
    package var name: String
    /// Byte offset of the name's first byte.
    package var nameOffset: Int
    /// The raw value's bytes (between the quotes, or the unquoted run); empty for `<input disabled>`.
    package var value: Range<Int>
    /// Whether the attribute was written with `=` and a value.
    package var hasValue: Bool
}

/// A start or end tag.
package struct HTMLTag: Sendable, Equatable {
    /// The tag name, ASCII-lowercased (`svg`, `lineargradient`, `script`).
    package var name: String
    /// Byte offset of the `<`.
    package var offset: Int
    /// Byte offset just after the closing `>`.
    package var end: Int
    /// The attributes in order; a repeated name is kept only the first time, as browsers do.
    package var attributes: [HTMLAttribute]
    /// Attributes whose name was already on the tag (dropped by browsers; refused by the checker).
    package var duplicates: [HTMLAttribute]
    /// Whether the tag ended with `/>`.
    package var selfClosing: Bool

    /// The first attribute called `name`, if any.
    package func attribute(_ name: String) -> HTMLAttribute? { attributes.first { $0.name == name } }
}

/// What ``HTMLTokenizer`` emits, following the tokenizer of the WHATWG HTML standard.
package enum HTMLToken: Sendable, Equatable {
    /// A start tag (`<a href=x>`).
    case startTag(HTMLTag)
    /// An end tag (`</a>`); its attributes, if any, mean nothing.
    case endTag(HTMLTag)
    /// Character data: text, RCDATA, RAWTEXT or script data, as a byte range.
    case text(Range<Int>)
    /// A comment or bogus comment (`<!-- -->`, `<!-->`, `<?x>`, `</ x>`) starting at the offset.
    case comment(Int)
    /// A DOCTYPE starting at the offset.
    case doctype(Int)
    /// A CDATA section in foreign content; the range is its text.
    case cdata(Range<Int>)
    /// A tag cut off by the end of the file (browsers drop it); the tag as far as it was read.
    case unterminatedTag(HTMLTag)
    /// The end of the input.
    case endOfFile
}

/// The tokenizer state the tree builder selects after some start tags (`<title>`, `<style>`, `<script>`).
package enum HTMLContentModel: Sendable, Equatable {
    /// Ordinary markup.
    case data
    /// Text with character references up to the matching end tag (`title`, `textarea`).
    case rcdata
    /// Text up to the matching end tag (`style`, `xmp`, `iframe`, `noembed`, `noframes`, `noscript`).
    case rawtext
    /// Script data with its escape states, up to `</script>` (`script`).
    case scriptData
    /// Everything up to the end of the file (`plaintext`).
    case plaintext
}
