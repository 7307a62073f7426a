/// Numbered notes (GFM footnotes): a reference is a superscript number linking to its note, the notes are a
/// numbered list at the end of the page, each note ending with a link back to each reference (`↩`, named
/// for screen readers). Ids are `fn:N` and `fnref:N` (`fnref:N:K` for the K-th reference to a note): a
/// heading's anchor never contains `:`, so they cannot collide.
///
/// Markup: `<sup class="footnote-ref"><a href="#fn:1" id="fnref:1" aria-label="Note 1">1</a></sup>` and
/// `<ol class="footnote-list"><li id="fn:1">…<a href="#fnref:1" class="footnote-backref" aria-label="Back to
/// reference 1">↩</a></li></ol>` — spelled here only; the page walker writes it through these functions.
public enum FootnoteList {
    /// The list's class, the theming hook.
    public static let className = "footnote-list"
    /// A reference's class.
    public static let referenceClassName = "footnote-ref"
    /// A back link's class.
    public static let backLinkClassName = "footnote-backref"

    /// A reference to note `number`, the `occurrence`-th to it (1 for the first).
    public static func writeReference(number: Int, occurrence: Int, into buffer: inout HTMLBuffer) {
        buffer.write("<sup class=\"footnote-ref\"><a href=\"#fn:")
        buffer.write(int: number)
        buffer.write("\" id=\"fnref:")
        writeReferenceID(number: number, occurrence: occurrence, into: &buffer)
        buffer.write("\" aria-label=\"Note ")
        buffer.write(int: number)
        buffer.write("\">")
        buffer.write(int: number)
        buffer.write("</a></sup>")
    }

    /// A reference where a link cannot be (inside another link): the number only.
    public static func writePlainReference(number: Int, into buffer: inout HTMLBuffer) {
        buffer.write("<sup class=\"footnote-ref\">")
        buffer.write(int: number)
        buffer.write("</sup>")
    }

    /// Opens the list of notes.
    public static func writeOpenList(into buffer: inout HTMLBuffer) { buffer.write("<ol class=\"footnote-list\">") }

    /// Closes the list of notes.
    public static func writeCloseList(into buffer: inout HTMLBuffer) { buffer.write("</ol>") }

    /// Opens note `number` (the list numbers it; `value` keeps the number should notes be left out).
    public static func writeOpenNote(number: Int, into buffer: inout HTMLBuffer) {
        buffer.write("<li id=\"fn:")
        buffer.write(int: number)
        buffer.write("\" value=\"")
        buffer.write(int: number)
        buffer.write("\">")
    }

    /// The links back to the `references` references of note `number`, after a space.
    public static func writeBackLinks(number: Int, references: Int, into buffer: inout HTMLBuffer) {
        for occurrence in 1...max(1, references) {
            buffer.write(" <a href=\"#fnref:")
            writeReferenceID(number: number, occurrence: occurrence, into: &buffer)
            buffer.write("\" class=\"footnote-backref\" aria-label=\"Back to reference ")
            buffer.write(int: number)
            if occurrence > 1 {
                buffer.write(" (")
                buffer.write(int: occurrence)
                buffer.write(byte: UInt8(ascii: ")"))
            }
            buffer.write("\">↩</a>")
        }
    }

    /// Closes a note.
    public static func writeCloseNote(into buffer: inout HTMLBuffer) { buffer.write("</li>") }

    private static func writeReferenceID(number: Int, occurrence: Int, into buffer: inout HTMLBuffer) {
        buffer.write(int: number)
        if occurrence > 1 {
            buffer.write(byte: UInt8(ascii: ":"))
            buffer.write(int: occurrence)
        }
    }
}
