/// Tables on a phone: a number and its unit never break apart, and a table too wide for a phone says that it
/// scrolls.
///
/// - A space between a number and the word after it (`11.2 公里`, `156 次/分`, `8.4 km`) is written as a
///   no-break space in a cell, so the unit stays on the number's line; the stylesheet keeps Chinese and
///   Japanese cells from breaking inside words (`word-break: keep-all`: they break at spaces and punctuation).
/// - A table whose columns cannot fit on a 390 px phone (``TableWidth``, an estimate from the cells' longest
///   unbreakable runs) ends with a visible cue inside its region, in the page's language ("Swipe sideways to
///   see every column →"), shown on screens narrower than 768 px, kept in view while the table scrolls
///   (`position: sticky`), hidden from screen readers (the region's name and the table say it all) and in print.
extension TableCard {
    /// The class of the scroll cue.
    public static let scrollCueClass = "table-scroll-cue"

    /// Writes a cell's text, escaped, with each space after a digit and before a word (a unit) written as a
    /// no-break space.
    public static func writeCellText(_ text: UnsafeBufferPointer<UInt8>, into buffer: inout HTMLBuffer) {
        var run = 0
        var i = 0
        let n = text.count
        while i < n {
            if text[i] == 32, joinsUnit(text, at: i) {
                buffer.writeEscaped(bytes: UnsafeBufferPointer(rebasing: text[run..<i]))
                buffer.write("\u{A0}")
                run = i + 1
            }
            i += 1
        }
        buffer.writeEscaped(bytes: UnsafeBufferPointer(rebasing: text[run..<n]))
    }

    /// Closes the table and the region (as ``writeClose(into:)``), with the scroll cue `scrollCue` (escaped)
    /// between them when given.
    public static func writeClose(scrollCue: String?, into buffer: inout HTMLBuffer) {
        guard let scrollCue else { return writeClose(into: &buffer) }
        buffer.write("</table><p class=\"table-scroll-cue\" aria-hidden=\"true\">")
        buffer.writeEscaped(scrollCue)
        buffer.write("</p></div>")
    }

    /// Whether the space at `i` joins a number and its unit: a digit before it, a character after it that is
    /// neither a space nor a digit.
    static func joinsUnit(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i > 0, i + 1 < text.count else { return false }
        let before = text[i - 1], after = text[i + 1]
        return before >= 48 && before <= 57 && after != 32 && after != 9 && !(after >= 48 && after <= 57)
    }
}

/// An estimate of the narrowest a table can be, in `rem`: for each column, its longest run that cannot break
/// (a word; a CJK character counts 1 em, any other character 0.55 em, at the table's 0.9375 rem) or its
/// minimum width (4.5 rem), the cell padding between columns (0.75 rem), and the card's padding (2 rem).
public struct TableWidth: Sendable {
    /// Each column's widest unbreakable run so far, in em.
    private var columns: [Double] = []

    /// An empty estimate.
    public init() {}

    /// Counts a cell of column `column` with `text` (UTF-8; spaces break, no-break spaces do not).
    public mutating func add(column: Int, text: UnsafeBufferPointer<UInt8>) {
        while columns.count <= column { columns.append(0) }
        var run = 0.0, widest = 0.0
        var i = 0
        while i < text.count {
            let byte = text[i]
            if byte == 32, TableCard.joinsUnit(text, at: i) {
                run += 0.3  // written as a no-break space
            } else if byte == 32 || byte == 9 {
                run = 0
            } else if byte < 0x80 {
                run += 0.55
            } else if byte >= 0xE0 {  // a three- or four-byte scalar: CJK and the like, one em
                run += 1
            } else if byte >= 0xC0 {
                run += 0.55  // a two-byte scalar (Latin letters with marks, Greek, Cyrillic)
            }
            widest = max(widest, run)
            i += 1
        }
        columns[column] = max(columns[column], widest)
    }

    /// The narrowest width of the table, in rem.
    public var rem: Double {
        2 + columns.reduce(0) { $0 + max($1 * 0.9375, 4.5) } + 0.75 * Double(max(columns.count - 1, 0))
    }

    /// Whether the table is wider than a 390 px phone shows (22.375 rem less the page's 1 rem margins).
    public var overflowsPhone: Bool { rem > 22.375 }
}
