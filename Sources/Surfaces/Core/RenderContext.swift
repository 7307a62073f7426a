/// The state threaded through rendering: the output buffer, the environment, and modifier
/// classes waiting for the next element. Passed `inout`; its members are internal.
public struct _RenderContext {
    /// The output.
    var buffer: HTMLBuffer
    /// Values that flow down the tree (tint, button style, icons).
    var environment: EnvironmentValues
    /// Problems found while rendering.
    var report: RenderReport
    /// Classes of modifiers not yet attached to an element (outermost first).
    var pendingClasses: [String] = []
    /// The highest box layer among `pendingClasses` (see `StyleLayer`).
    var pendingLayer: Int = 0
    /// An `id` attribute waiting for the next element.
    var pendingID: String?
    /// An `aria-label` waiting for the next element.
    var pendingLabel: String?
    /// Whether only phrasing content is allowed here (inside `h2`, `p`, `span`, …).
    var phrasing = false
    /// Whether a `main` element has been opened already.
    var hasMain = false

    init(buffer: HTMLBuffer, environment: EnvironmentValues) {
        self.buffer = buffer
        self.environment = environment
        self.report = RenderReport()
    }

    /// Whether modifiers are waiting for an element.
    var hasPending: Bool { !pendingClasses.isEmpty || pendingID != nil || pendingLabel != nil }

    /// Opens an element for a primitive, attaching waiting modifier classes.
    ///
    /// Writes `<tag class="base pending…"` plus `id`/`aria-label` and leaves the start tag
    /// open so the caller can add attributes, then call ``finishStartTag()``. If a waiting
    /// modifier must sit outside the primitive's own box (its layer is at least `ownLayer`),
    /// a wrapper element is written first; the return value says whether one was.
    mutating func openElement(_ tag: StaticString, class base: String?, ownLayer: Int = StyleLayer.open) -> Bool {
        var wrapped = false
        if pendingLayer >= ownLayer && hasPending {
            openWrapper()
            wrapped = true
        }
        buffer.write(byte: UInt8(ascii: "<"))
        buffer.write(tag)
        writeClassAttribute(base: base)
        clearPending()
        return wrapped
    }

    /// Like ``openElement(_:class:ownLayer:)`` with a dynamic, validated tag name.
    mutating func openElement(validatedTag tag: String, class base: String?) -> Bool {
        buffer.write(byte: UInt8(ascii: "<"))
        buffer.writeRaw(tag)
        writeClassAttribute(base: base)
        clearPending()
        return false
    }

    /// Ends a start tag opened with ``openElement(_:class:ownLayer:)``.
    mutating func finishStartTag() {
        buffer.write(byte: UInt8(ascii: ">"))
    }

    /// Closes an element and its wrapper, if one was opened.
    mutating func closeElement(_ tag: StaticString, wrapped: Bool) {
        buffer.write("</")
        buffer.write(tag)
        buffer.write(byte: UInt8(ascii: ">"))
        if wrapped { closeWrapper() }
    }

    /// Writes the waiting modifiers as a wrapper element (`div`, or `span` in phrasing context).
    mutating func openWrapper() {
        buffer.write(phrasing ? "<span" : "<div")
        writeClassAttribute(base: nil)
        buffer.write(byte: UInt8(ascii: ">"))
        clearPending()
    }

    /// Closes a wrapper written by ``openWrapper()``.
    mutating func closeWrapper(phrasing wasPhrasing: Bool? = nil) {
        buffer.write((wasPhrasing ?? phrasing) ? "</span>" : "</div>")
    }

    private mutating func writeClassAttribute(base: String?) {
        if base != nil || !pendingClasses.isEmpty {
            buffer.write(" class=\"")
            var first = true
            if let base {
                buffer.writeRaw(base)
                first = false
            }
            for cls in pendingClasses {
                if !first { buffer.write(byte: UInt8(ascii: " ")) }
                buffer.writeRaw(cls)
                first = false
            }
            buffer.write(byte: UInt8(ascii: "\""))
        }
        if let id = pendingID { buffer.writeAttribute("id", id) }
        if let label = pendingLabel { buffer.writeAttribute("aria-label", label) }
    }

    /// Forgets waiting modifiers (they have been written).
    mutating func clearPending() {
        if !pendingClasses.isEmpty { pendingClasses.removeAll(keepingCapacity: true) }
        pendingLayer = 0
        pendingID = nil
        pendingLabel = nil
    }

    /// Saved modifier state, restored after rendering a child.
    struct Saved {
        var classes: [String]
        var layer: Int
        var id: String?
        var label: String?
        var phrasing: Bool
    }

    /// Takes the waiting modifiers out (children start clean); restore with ``restore(_:)``.
    mutating func takePending() -> Saved {
        let saved = Saved(classes: pendingClasses, layer: pendingLayer, id: pendingID, label: pendingLabel, phrasing: phrasing)
        pendingClasses = []
        pendingLayer = 0
        pendingID = nil
        pendingLabel = nil
        return saved
    }

    /// Restores state saved by ``takePending()``.
    mutating func restore(_ saved: Saved) {
        pendingClasses = saved.classes
        pendingLayer = saved.layer
        pendingID = saved.id
        pendingLabel = saved.label
        phrasing = saved.phrasing
    }
}

/// Box layers of modifiers, outermost first. Two modifiers share one HTML element when the
/// inner one belongs to a deeper layer (padding inside a background is how CSS boxes work);
/// otherwise the outer one becomes a wrapper element — the modifier onion made visible.
enum StyleLayer {
    /// Inherited text properties (font, colour, tint): merge anywhere.
    static let none = 0
    static let shadow = 1
    static let opacity = 2
    static let clip = 3
    static let background = 4
    static let frame = 5
    static let padding = 6
    /// Primitives that have no box styling of their own accept every modifier.
    static let open = 7
}

extension _RenderContext {
    /// The waiting modifiers, without clearing them (for views that render several children).
    func snapshotPending() -> Saved {
        Saved(classes: pendingClasses, layer: pendingLayer, id: pendingID, label: pendingLabel, phrasing: phrasing)
    }
}
