/// Looks at the YAML source around a libyaml error to turn it into an actionable message.
struct YAMLErrorText {
    let source: UnsafeBufferPointer<UInt8>

    /// 0-based line and character column of a byte offset.
    func lineAndColumn(byteOffset: Int) -> (line: Int, column: Int) {
        var line = 0, column = 0
        var i = 0
        let end = min(byteOffset, source.count)
        while i < end {
            let b = source[i]
            if b == 0x0A {
                line += 1; column = 0
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }

    /// The bytes of 0-based `line`, without its line ending.
    func line(_ index: Int) -> UnsafeBufferPointer<UInt8>.SubSequence {
        var start = 0, current = 0
        while current < index, start < source.count {
            if source[start] == 0x0A { current += 1 }
            start += 1
        }
        var end = start
        while end < source.count, source[end] != 0x0A, source[end] != 0x0D { end += 1 }
        return source[start..<end]
    }

    /// The first byte of the character at 0-based `column` of `line`, or nil past the end.
    func byte(line index: Int, column: Int) -> UInt8? {
        let text = line(index)
        var characters = 0
        for i in text.indices where text[i] & 0xC0 != 0x80 {
            if characters == column { return text[i] }
            characters += 1
        }
        return nil
    }

    /// How to fix the problem (and its context) libyaml reported at 0-based `line`:`column`.
    func hint(problem: String, context: String?, line index: Int, column: Int) -> String {
        let text = line(index)
        if text.prefix(while: { $0 == 0x20 || $0 == 0x09 }).contains(0x09) || problem.contains("tab") {
            return "indent YAML with spaces, not tabs"
        }
        if problem.hasPrefix("found unexpected end of stream"), context?.contains("quoted scalar") == true {
            return "close the quote that starts here"
        }
        if problem.contains("expected ',' or ']'") {
            return "close the list with ']', and put items containing ',' or ':' in quotes"
        }
        if problem.contains("expected ',' or '}'") {
            return "close the mapping with '}', and put values containing ',' or ':' in quotes"
        }
        if problem.hasPrefix("mapping values are not allowed") {
            return "put the value in quotes if it contains ': ', or fix the indentation of this line"
        }
        if problem.hasPrefix("found character that cannot start any token"),
           let byte = byte(line: index, column: column), byte == UInt8(ascii: "@") || byte == UInt8(ascii: "`") {
            return "a value starting with '\(Unicode.Scalar(byte))' must be in quotes"
        }
        if problem.hasPrefix("could not find expected ':'") {
            return "add ': value' after this key, or put the text in quotes"
        }
        return "check the indentation, and put values containing ': ', ' #' or starting with a special character in quotes"
    }
}
