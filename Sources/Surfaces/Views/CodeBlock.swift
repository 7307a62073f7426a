/// A block of code in a raised card: `<pre class="code-block" tabindex="0"><code class="language-swift">…</code></pre>`.
///
/// The block is focusable so a keyboard can scroll long lines sideways.
public struct CodeBlock: View {
    /// The code (escaped).
    public let code: String
    /// The language, reduced to `[a-z0-9+#_-]` for the class name; `nil` or empty for none.
    public let language: String?

    /// Creates a code block.
    public init(code: String, language: String? = nil) {
        self.code = code
        self.language = language
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the block.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        if !context.hasPending {
            write(view.code, language: view.language, into: &context.buffer)
            return
        }
        let wrapped = context.openElement(.pre, class: "code-block", ownLayer: StyleLayer.clip)
        // Long lines scroll sideways: keyboard users must be able to focus the block to scroll it.
        context.buffer.write(" tabindex=\"0\"")
        context.finishStartTag()
        writeCode(language: view.language, into: &context.buffer)
        context.buffer.writeEscaped(view.code)
        context.buffer.write("</code>")
        context.closeElement(.pre, wrapped: wrapped)
    }

    // MARK: Markup

    /// `CodeBlock(code:language:)` without modifiers.
    public static func write(_ code: String, language: String?, into buffer: inout HTMLBuffer) {
        buffer.write("<pre class=\"code-block\" tabindex=\"0\">")
        writeCode(language: language, into: &buffer)
        buffer.writeEscaped(code)
        buffer.write("</code></pre>")
    }

    /// ``write(_:language:into:)`` for code given as UTF-8 bytes.
    public static func write(bytes code: UnsafeBufferPointer<UInt8>, language: String?, into buffer: inout HTMLBuffer) {
        buffer.write("<pre class=\"code-block\" tabindex=\"0\">")
        writeCode(language: language, into: &buffer)
        buffer.writeEscaped(bytes: code)
        buffer.write("</code></pre>")
    }

    /// `<code>` or `<code class="language-…">` (the language sanitized).
    @usableFromInline static func writeCode(language: String?, into buffer: inout HTMLBuffer) {
        let lang = sanitizedToken(language ?? "")
        if lang.isEmpty {
            buffer.write("<code>")
        } else {
            buffer.write("<code class=\"language-")
            buffer.writeRaw(lang)
            buffer.write("\">")
        }
    }
}

/// Lowercases and keeps only `[a-z0-9+#_-]` (safe in a class name).
@usableFromInline func sanitizedToken(_ raw: String) -> String {
    var out: [UInt8] = []
    for b in raw.utf8 {
        let c = (b >= 65 && b <= 90) ? b | 0x20 : b
        if (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c == 43 || c == 35 || c == 95 || c == 45 {
            out.append(c)
        }
    }
    return String(decoding: out, as: UTF8.self)
}
