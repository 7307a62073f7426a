import Diagnostics

/// A name looked up on the context stack: `.` (no parts) or dotted parts like `person.name`.
struct TemplateName: Sendable, Equatable {
    /// The dot-separated parts; empty for the implicit iterator `.`.
    let parts: [String]
    /// ``TemplateFields/hash(_:)`` of each part, for lookups in ``TemplateValue/fields(_:)`` values.
    let hashes: [UInt32]

    /// The implicit iterator `.`.
    static let implicit = TemplateName(implicitIterator: ())

    private init(implicitIterator: ()) {
        parts = []
        hashes = []
    }

    /// Parses `"."` or `"a.b.c"`; `nil` when a part is empty (`a..b`, `.a`).
    init?(_ text: String) {
        if text == "." {
            parts = []
            hashes = []
            return
        }
        let split = text.split(separator: ".", omittingEmptySubsequences: false)
        if split.contains(where: { $0.isEmpty }) { return nil }
        parts = split.map(String.init)
        hashes = parts.map(TemplateFields.hash)
    }
}

/// One node of a compiled template. Compiled templates are immutable trees of these.
indirect enum TemplateNode: Sendable {
    /// Literal template text (standalone lines already removed).
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case value(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(TemplateName, [TemplateNode], inverted: Bool)
    /// `{{>name}}`; `indent` is prepended to each line when the tag stands alone on its line.
    case partial(Reference)
    /// `{{<name}}…{{/name}}`: renders template `name` with `overrides` replacing its blocks.
    case parent(Reference, overrides: [String: [TemplateNode]])
    /// `{{$name}}default{{/name}}`: a replaceable block.
    case block(Block)

    /// Where a partial or parent is referenced from, and how its lines are indented.
    struct Reference: Sendable {
        let name: String
        let indent: [UInt8]
        let standalone: Bool
        let location: SourceLocation
    }

    /// A block at its expansion site.
    struct Block: Sendable {
        let name: String
        /// Indentation added to each line of an override rendered here.
        let indent: [UInt8]
        /// Whether the opening tag stood alone on its line (the first line of an override is then indented too).
        let standalone: Bool
        /// The default content, rendered as written when no override is given.
        let content: [TemplateNode]
    }
}
