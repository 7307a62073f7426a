/// Struck-through text (GFM `~~…~~`): `<del>…</del>`, written by the page walker.
extension RichText {
    /// Opens struck-through text.
    public static func writeOpenDeletion(into buffer: inout HTMLBuffer) { buffer.write("<del>") }

    /// Closes struck-through text.
    public static func writeCloseDeletion(into buffer: inout HTMLBuffer) { buffer.write("</del>") }
}
