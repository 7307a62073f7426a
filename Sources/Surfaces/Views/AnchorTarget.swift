/// An empty link target: where a `#id` link lands when the markup that defined the id (a raw HTML `<a name>` or
/// `id`, not rendered) is left out. It takes no room (the stylesheet positions it out of the flow at its place).
///
/// Markup: `<span class="anchor-target" id="…"></span>`.
public enum AnchorTarget {
    /// Writes the target; `id` must not be empty or hold ASCII whitespace (an HTML id may not).
    @inlinable
    public static func write(id: String, into buffer: inout HTMLBuffer) {
        buffer.write("<span class=\"anchor-target\"")
        buffer.writeAttribute("id", id)
        buffer.write("></span>")
    }

    /// Whether `id` can be an element's id (not empty, no ASCII whitespace).
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && !id.utf8.contains { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 12 || $0 == 13 }
    }
}
