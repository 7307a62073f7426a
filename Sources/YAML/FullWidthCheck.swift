import Diagnostics

/// Full-width punctuation that a Chinese or Japanese input method types where YAML needs ASCII: `：` or `；`
/// after a key, `，` between the items of a `[…]` list or `{…}` mapping, `　` (U+3000) in the indentation.
/// libyaml either fails a line later ("mapping values are not allowed") or reads the line as text
/// (`file：x` is one string), so each is found here first and reported at its own line and character column,
/// with the corrected line. Text is left alone: values after `key: `, quoted strings, block scalars (`|`, `>`),
/// the continuation lines of a long value, comments, and list items that are not `key：value`.
enum FullWidthCheck {
    /// The first full-width mistake in `text` (YAML whose line 1 is whole-file line `lineOffset + 1`), or nil.
    static func firstProblem(_ text: UnsafeBufferPointer<UInt8>, path: String, lineOffset: Int) -> Diagnostic? {
        guard text.contains(where: { $0 >= 0xE3 }) else { return nil }  // U+3000 and U+FFxx start with E3 or EF
        var textIndent: Int?  // lines indented deeper than this belong to a text value
        var lineNumber = lineOffset
        for rawLine in String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = Array(rawLine.unicodeScalars.filter { $0 != "\r" })
            let indent = line.prefix { $0 == " " || $0 == fullWidthSpace }.count
            if indent == line.count { continue }  // blank
            // A text value goes on in lines indented deeper with ASCII spaces (a `　` there is text, not indentation).
            if let limit = textIndent, line.prefix(while: { $0 == " " }).count > limit { continue }
            textIndent = nil
            if let column = line.prefix(indent).firstIndex(of: fullWidthSpace) {
                let fixed = line.prefix(indent).map { $0 == fullWidthSpace ? "  " : String($0) }.joined()
                    + String(String.UnicodeScalarView(line[indent...]))
                return problem(path, lineNumber, column + 1, "full-width space `　` (U+3000) in the indentation — indent YAML with ASCII spaces", fixed)
            }
            let found = lineProblem(line, from: indent)
            switch found {
            case .problem(let column, let message, let fixed):
                return problem(path, lineNumber, column + 1, message, fixed)
            case .opensText:
                textIndent = indent
            case .none:
                continue
            }
        }
        return nil
    }

    private static let fullWidthSpace: Unicode.Scalar = "\u{3000}"
    private static let colon: Unicode.Scalar = "\u{FF1A}", semicolon: Unicode.Scalar = "\u{FF1B}",
                       comma: Unicode.Scalar = "\u{FF0C}"

    private enum LineResult {
        case none
        /// The line's value goes on in deeper-indented lines (a block scalar or a plain value).
        case opensText
        /// A mistake at 0-based `column`, with the message and the corrected line.
        case problem(column: Int, message: String, fixed: [Unicode.Scalar])
    }

    /// The structure of one line after its indentation: `- ` markers, a key and its separator, a flow value.
    private static func lineProblem(_ line: [Unicode.Scalar], from indent: Int) -> LineResult {
        var start = indent, inItem = false
        while start + 1 < line.count, line[start] == "-", line[start + 1] == " " || line[start + 1] == fullWidthSpace {
            start += 2
            inItem = true
            while start < line.count, line[start] == " " { start += 1 }
        }
        guard start < line.count, !["#", "\"", "'", "|", ">"].contains(line[start]) else { return .none }
        if line[start] == "[" || line[start] == "{" { return flowProblem(line, from: start) }
        var k = start
        while k < line.count {
            let c = line[k]
            if c == ":" && (k + 1 == line.count || line[k + 1] == " ") { return valueResult(line, from: k + 1) }
            if c == colon || c == semicolon {
                let key = line[start..<k]
                guard isKey(key, ascii: inItem) else { return .none }
                var rest = k + 1
                while rest < line.count, line[rest] == " " || line[rest] == fullWidthSpace { rest += 1 }
                let fixed = Array(line[..<k]) + [":", " "] + Array(line[rest...])
                let name = c == colon ? "full-width colon `：`" : "full-width semicolon `；`"
                return .problem(column: k, message: "\(name) after the key `\(String(String.UnicodeScalarView(key)))` — use `:`", fixed: fixed)
            }
            if c == " " || c == "\t" || c == "#" { return .none }
            k += 1
        }
        return .none
    }

    /// A key the author meant: no spaces; in a list item (where text is common) only an ASCII name like `file`.
    private static func isKey(_ key: ArraySlice<Unicode.Scalar>, ascii: Bool) -> Bool {
        guard !key.isEmpty, key.count <= 40 else { return false }
        if ascii { return key.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") } }
        return !key.contains { $0 == " " || $0 == fullWidthSpace || $0 == "\t" || $0 == comma }
    }

    /// What follows `key:`: a flow collection is checked; a block scalar, quoted or plain text may go on below.
    private static func valueResult(_ line: [Unicode.Scalar], from index: Int) -> LineResult {
        var start = index
        while start < line.count, line[start] == " " { start += 1 }
        guard start < line.count, line[start] != "#" else { return .none }
        if line[start] == "[" || line[start] == "{" { return flowProblem(line, from: start) }
        return .opensText  // a scalar (quoted ones too) may go on in deeper lines; it never has children
    }

    /// A `，` (or `：` in a `{…}` mapping) between the items of a flow collection, outside quotes.
    private static func flowProblem(_ line: [Unicode.Scalar], from start: Int) -> LineResult {
        var quote: Unicode.Scalar?
        for k in start..<line.count {
            let c = line[k]
            if let open = quote {
                if c == open { quote = nil }
                continue
            }
            if c == "\"" || c == "'" { quote = c; continue }
            if c == "#", k > 0, line[k - 1] == " " { return .none }
            if c == comma || (c == colon && line[start] == "{") {
                var fixed = line
                fixed.replaceSubrange(k...k, with: c == comma ? [",", " "] : [":", " "])
                let message = c == comma ? "full-width comma `，` between list items — use `,`"
                    : "full-width colon `：` in a `{…}` mapping — use `:`"
                return .problem(column: k, message: message + " (put text that holds it in quotes)", fixed: fixed)
            }
        }
        return .none
    }

    private static func problem(_ path: String, _ line: Int, _ column: Int, _ message: String,
                                _ fixed: [Unicode.Scalar]) -> Diagnostic {
        .error(path, line: line, column: column, "\(message); write the line as `\(String(String.UnicodeScalarView(fixed)))`")
    }

    private static func problem(_ path: String, _ line: Int, _ column: Int, _ message: String, _ fixed: String) -> Diagnostic {
        .error(path, line: line, column: column, "\(message); write the line as `\(fixed)`")
    }
}
