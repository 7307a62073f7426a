/// The state threaded through rendering: the output buffer, the environment, and modifier
/// classes waiting for the next element. Passed `inout`; its members are internal.
public struct _RenderContext {
    /// The output.
    @usableFromInline var buffer: HTMLBuffer
    /// Values that flow down the tree (tint, button style, icons).
    @usableFromInline var environment: EnvironmentValues
    /// Problems found while rendering.
    @usableFromInline var report: RenderReport
    /// Modifier classes, as a stack: modifiers push on the way in and pop on the way out.
    /// `classStack[pendingStart...]` are waiting for the next element (outermost first).
    @usableFromInline var classStack: [String] = []
    /// Where the waiting classes start in ``classStack``.
    @usableFromInline var pendingStart = 0
    /// The body of `chevron.right`, looked up once per render.
    @usableFromInline var chevronBody: String??
    /// The highest box layer among the waiting classes (see `StyleLayer`).
    @usableFromInline var pendingLayer: Int = 0
    /// Padding edges already claimed by the waiting classes (`Edge.Set` bits).
    @usableFromInline var pendingEdges: UInt8 = 0
    /// An `id` attribute waiting for the next element.
    @usableFromInline var pendingID: String?
    /// An `aria-label` waiting for the next element.
    @usableFromInline var pendingLabel: String?
    /// Whether only phrasing content is allowed here (inside `h2`, `p`, `span`, …).
    @usableFromInline var phrasing = false
    /// Whether a `main` element has been opened already.
    @usableFromInline var hasMain = false

    @usableFromInline init(buffer: HTMLBuffer, environment: EnvironmentValues) {
        self.buffer = buffer
        self.environment = environment
        self.report = RenderReport()
        classStack.reserveCapacity(32)
    }

    /// Whether modifier classes are waiting.
    var hasPendingClasses: Bool { pendingStart < classStack.count }

    /// Whether modifiers are waiting for an element.
    @usableFromInline var hasPending: Bool { pendingStart < classStack.count || pendingID != nil || pendingLabel != nil }

    /// Opens an element for a primitive, attaching waiting modifier classes.
    ///
    /// Writes `<tag class="base pending…"` plus `id`/`aria-label` and leaves the start tag
    /// open so the caller can add attributes, then call ``finishStartTag()``. If a waiting
    /// modifier must sit outside the primitive's own box (its layer is at least `ownLayer`),
    /// a wrapper element is written first; the return value says whether one was.
    @usableFromInline mutating func openElement(_ tag: MarkupTag, class base: String?, _ extra1: String? = nil, _ extra2: String? = nil, ownLayer: Int = StyleLayer.open) -> Bool {
        var wrapped = false
        if pendingLayer >= ownLayer && hasPending {
            openWrapper()
            wrapped = true
        }
        buffer.write(tag.open)
        writeClassAttribute(base: base, extra1, extra2)
        clearPending()
        return wrapped
    }

    /// Like ``openElement(_:class:ownLayer:)`` with a dynamic, validated tag name.
    @usableFromInline mutating func openElement(validatedTag tag: String, class base: String?) -> Bool {
        buffer.write(byte: UInt8(ascii: "<"))
        buffer.writeRaw(tag)
        writeClassAttribute(base: base)
        clearPending()
        return false
    }

    /// Ends a start tag opened with ``openElement(_:class:ownLayer:)``.
    @usableFromInline mutating func finishStartTag() {
        buffer.write(byte: UInt8(ascii: ">"))
    }

    /// Closes an element and its wrapper, if one was opened.
    @usableFromInline mutating func closeElement(_ tag: MarkupTag, wrapped: Bool) {
        buffer.write(tag.close)
        if wrapped { closeWrapper() }
    }

    /// Writes the waiting modifiers as a wrapper element (`div`, or `span` in phrasing context).
    @usableFromInline mutating func openWrapper() {
        buffer.write(phrasing ? "<span" : "<div")
        writeClassAttribute(base: nil)
        buffer.write(byte: UInt8(ascii: ">"))
        clearPending()
    }

    /// Closes a wrapper written by ``openWrapper()``.
    @usableFromInline mutating func closeWrapper(phrasing wasPhrasing: Bool? = nil) {
        buffer.write((wasPhrasing ?? phrasing) ? "</span>" : "</div>")
    }

    private mutating func writeClassAttribute(base: String?, _ extra1: String? = nil, _ extra2: String? = nil) {
        if base != nil || pendingStart < classStack.count {
            buffer.write(" class=\"")
            var first = true
            if let base {
                buffer.writeRaw(base)
                first = false
            }
            if let extra1 {
                buffer.write(byte: UInt8(ascii: " "))
                buffer.writeRaw(extra1)
            }
            if let extra2 {
                buffer.write(byte: UInt8(ascii: " "))
                buffer.writeRaw(extra2)
            }
            var i = pendingStart
            while i < classStack.count {
                if !first { buffer.write(byte: UInt8(ascii: " ")) }
                buffer.writeRaw(classStack[i])
                first = false
                i += 1
            }
            buffer.write(byte: UInt8(ascii: "\""))
        }
        if let id = pendingID { buffer.writeAttribute(prefix: " id=\"", id) }
        if let label = pendingLabel { buffer.writeAttribute(prefix: " aria-label=\"", label) }
    }

    /// Forgets waiting modifiers (they have been written).
    mutating func clearPending() {
        pendingStart = classStack.count
        pendingLayer = 0
        pendingEdges = 0
        pendingID = nil
        pendingLabel = nil
    }

    /// Saved modifier state, restored after rendering a child.
    @usableFromInline struct Saved {
        var start: Int
        var layer: Int
        var edges: UInt8
        var id: String?
        var label: String?
        var phrasing: Bool
    }

    /// Takes the waiting modifiers out (children start clean); restore with ``restore(_:)``.
    @usableFromInline mutating func takePending() -> Saved {
        let saved = Saved(start: pendingStart, layer: pendingLayer, edges: pendingEdges, id: pendingID, label: pendingLabel, phrasing: phrasing)
        pendingStart = classStack.count
        pendingLayer = 0
        pendingID = nil
        pendingLabel = nil
        return saved
    }

    /// Restores waiting modifiers for the next sibling of a multi-child view. An `id` is
    /// given to the first child only (ids must be unique).
    @usableFromInline mutating func restoreSibling(_ saved: Saved) {
        restore(saved)
        pendingID = nil
    }

    /// Restores state saved by ``takePending()``.
    @usableFromInline mutating func restore(_ saved: Saved) {
        pendingStart = saved.start
        pendingLayer = saved.layer
        pendingEdges = saved.edges
        pendingID = saved.id
        pendingLabel = saved.label
        phrasing = saved.phrasing
    }
}

/// Box layers of modifiers, outermost first. Two modifiers share one HTML element when the
/// inner one belongs to a deeper layer (padding inside a background is how CSS boxes work);
/// otherwise the outer one becomes a wrapper element — the modifier onion made visible.
@usableFromInline enum StyleLayer {
    /// Inherited text properties (font, colour, tint): merge anywhere.
    @usableFromInline static let none = 0
    static let shadow = 1
    static let opacity = 2
    @usableFromInline static let clip = 3
    static let background = 4
    static let frame = 5
    @usableFromInline static let padding = 6
    /// Primitives that have no box styling of their own accept every modifier.
    @usableFromInline static let open = 7
}

extension _RenderContext {
    /// Renders `views` in order as siblings: the waiting modifiers apply to each of them (an `id` to the
    /// first only, see ``restoreSibling(_:)``).
    @inlinable
    mutating func renderSiblings<Views: Sequence>(_ views: Views) where Views.Element: View {
        let saved = snapshotPending()
        var first = true
        for view in views {
            if first { first = false } else { restoreSibling(saved) }
            Views.Element._render(view, into: &self)
        }
    }

    /// The waiting modifiers, without clearing them (for views that render several children).
    @usableFromInline func snapshotPending() -> Saved {
        Saved(start: pendingStart, layer: pendingLayer, edges: pendingEdges, id: pendingID, label: pendingLabel, phrasing: phrasing)
    }
}
