/// The card kinds from the seed: `HeroCard` (the big one at the top), `TintedCard`
/// (tinted background from the environment's tint), `RegularCard` (plain card).
public struct HeroCard<Content: View>: View {
    @usableFromInline let content: Content
    /// Creates a hero card.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public typealias Body = Never
    /// Writes `<div class="hero-card tint-…">`.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        renderCard(view.content, class: HeroCard<Never>.className + tintSuffix(context), into: &context)
    }
}

/// A card with a light tinted background in the environment's tint (quotes, notes, callouts).
public struct TintedCard<Content: View>: View {
    @usableFromInline let content: Content
    /// Creates a tinted card.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public typealias Body = Never
    /// Writes `<div class="tinted-card tint-…">`.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        renderCard(view.content, class: TintedCard<Never>.className + tintSuffix(context), into: &context)
    }
}

/// A plain card on the grouped background.
public struct RegularCard<Content: View>: View {
    @usableFromInline let content: Content
    /// Creates a regular card.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public typealias Body = Never
    /// Writes `<div class="regular-card">`.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        renderCard(view.content, class: RegularCard<Never>.className, into: &context)
    }
}

/// Writes a card element around `content` (outer padding/background become a wrapper).
@inlinable func renderCard<C: View>(_ content: C, class cls: String, into context: inout _RenderContext) {
    let tag: MarkupTag = context.phrasing ? .span : .div
    let wrapped = context.openElement(tag, class: cls, ownLayer: StyleLayer.clip)
    context.finishStartTag()
    let saved = context.takePending()
    C._render(content, into: &context)
    context.restore(saved)
    context.closeElement(tag, wrapped: wrapped)
}

// MARK: Markup

/// The cards' markup, written by their views and by renderers that write bytes directly: the one place it is spelled.
extension HeroCard where Content == Never {
    /// The card's class, the theming hook.
    @usableFromInline static let className = "hero-card"
}

extension TintedCard where Content == Never {
    /// The card's class, the theming hook.
    @usableFromInline static let className = "tinted-card"

    /// Opens the card in `tint` (the environment's), without other modifiers, in a block context.
    public static func writeOpen(tint: Color?, into buffer: inout HTMLBuffer) {
        buffer.write("<div class=\"tinted-card")
        if let tint {
            buffer.write(byte: UInt8(ascii: " "))
            buffer.writeRaw(tint.tintClass)
        }
        buffer.write("\">")
    }

    /// Closes the card.
    @inlinable
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</div>") }
}

extension RegularCard where Content == Never {
    /// The card's class, the theming hook.
    @usableFromInline static let className = "regular-card"

    /// Opens the card without modifiers, in a block context.
    @inlinable
    public static func writeOpen(into buffer: inout HTMLBuffer) { buffer.write("<div class=\"regular-card\">") }

    /// Closes the card.
    @inlinable
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</div>") }
}
