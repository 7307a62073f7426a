/// A place in a user's file: the path as the user would type it, and a 1-based line and column.
///
/// Line numbers are always whole-file numbers (a Markdown file's front matter counts),
/// so an editor can jump straight to them.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file path, relative to the working directory where possible.
    package var path: String
    /// 1-based line number, or 0 when the whole file is meant.
    package var line: Int
    /// 1-based column number, or 0 when the whole line is meant.
    package var column: Int

    /// Creates a location.
    package init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`, dropping the parts that are 0; the path is ``escaped(_:)``.
    package var description: String {
        let path = Self.escaped(self.path)
        if line <= 0 { return path }
        if column <= 0 { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }

    /// `text` (a file name or path) made safe to print on a terminal, one line, unambiguous: `\n`, `\r`,
    /// `\t` and `\\` for newline, carriage return, tab and backslash; `\u{1B}` (hexadecimal, Swift style)
    /// for every other C0 control, DEL, C1 control (U+0080–U+009F), line or paragraph separator
    /// (U+2028, U+2029) and bidirectional control (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which
    /// could rewrite or reorder what a terminal or editor shows, and U+FFFD, which stands for bytes that
    /// were not UTF-8 when the name was read. Other text is unchanged (and returned without a copy).
    package static func escaped(_ text: String) -> String { escaped(text, backslash: true) }

    /// A message made safe to print: the characters ``escaped(_:)`` rewrites, except that a backslash stays
    /// as it is (a message is prose, and the paths in it are escaped already). ``Diagnostic`` prints every
    /// message through this, so a control character decoded from a user's file (`java&#13;script:`) shows
    /// as `\r` instead of moving the terminal's cursor.
    package static func escapedMessage(_ text: String) -> String { escaped(text, backslash: false) }

    private static func escaped(_ text: String, backslash: Bool) -> String {
        let needsWork = text.utf8.contains { $0 < 0x20 || $0 == 0x7F || (backslash && $0 == 0x5C) || $0 >= 0x80 }
        guard needsWork, text.unicodeScalars.contains(where: { needsEscape($0) && (backslash || $0 != "\\") })
        else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\\": out += backslash ? "\\\\" : "\\"
            case _ where needsEscape(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether ``escaped(_:)`` rewrites this character.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x5C, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFD:
            return true
        default:
            return false
        }
    }

    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
