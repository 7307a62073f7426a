import Diagnostics

/// A compiled Mustache template: parsed once, rendered many times (also in parallel).
///
/// Supports the whole Mustache spec except lambdas: escaped and raw interpolation, dotted names,
/// `{{.}}`, sections, inverted sections, comments, partials with standalone indentation,
/// set delimiters, and inheritance (`{{<parent}}` with `{{$block}}` overrides).
package struct Template: Sendable {
    /// The template's name (partials and parents refer to it by this name).
    package let name: String
    /// The file path used in diagnostics.
    package let path: String
    let nodes: [TemplateNode]

    /// Compiles `source`. Throws a ``Diagnostic`` at `path:line:col` for syntax errors
    /// (unclosed tag or section, mismatched section end, bad delimiter, empty or malformed name).
    /// `path` defaults to `name`.
    package init(source: String, name: String, path: String? = nil) throws {
        try self.init(bytes: Array(source.utf8), name: name, path: path)
    }

    /// Compiles UTF-8 `bytes`; see ``init(source:name:path:)``.
    package init(bytes: [UInt8], name: String, path: String? = nil) throws {
        self.name = name
        self.path = path ?? name
        self.nodes = try TemplateParser(path: self.path).parse(bytes)
    }

    /// Renders with `context` as the root of the context stack.
    ///
    /// `partials` supplies partials and parent templates by name. When `strict` (the default),
    /// a missing partial or parent throws a ``Diagnostic`` naming it at the tag's `path:line:col`;
    /// otherwise it renders as the empty string, as the Mustache spec says.
    package func render(_ context: TemplateValue, partials: TemplateSet? = nil, strict: Bool = true) throws -> String {
        var bytes: [UInt8] = []
        try render(context, partials: partials, strict: strict, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Renders like ``render(_:partials:strict:)`` and appends the UTF-8 output to `bytes`.
    /// On error, `bytes` keeps what it held before the call.
    package func render(_ context: TemplateValue, partials: TemplateSet? = nil, strict: Bool = true,
                       into bytes: inout [UInt8]) throws {
        var renderer = TemplateRenderer(context: context, partials: partials, strict: strict)
        let originalCount = bytes.count
        swap(&renderer.out, &bytes)
        defer { swap(&renderer.out, &bytes) }
        do {
            try renderer.render(nodes, [:])
        } catch {
            renderer.out.removeSubrange(originalCount...)
            throw error
        }
    }
}
