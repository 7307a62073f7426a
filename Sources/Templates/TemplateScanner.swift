import Basics
import Diagnostics

/// Splits a template source into tokens, following set-delimiter tags as it goes.
struct TemplateScanner {
    private let src: [UInt8]
    private let path: String
    /// Line and column of byte offset `counted` (advanced incrementally, so scanning stays linear).
    private var line = 1
    private var column = 1
    private var counted = 0

    /// Creates a scanner over UTF-8 `source`; `path` is used in diagnostics.
    init(source: [UInt8], path: String) {
        self.src = source
        self.path = path
    }

    /// The 1-based line and column (in characters) of byte offset `p`; offsets are asked in increasing order.
    private mutating func location(at p: Int) -> SourceLocation {
        var i = counted
        while i < p {
            let b = src[i]
            if b == TemplateBytes.newline {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        counted = max(counted, p)
        return SourceLocation(path: path, line: line, column: column)
    }

    /// The first offset at or after `start` where `needle` occurs.
    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        ByteSearch.firstIndex(of: needle, in: src, from: start)
    }

    /// Appends text `src[range]` as tokens that each end at most at one newline.
    private mutating func appendText(_ range: Range<Int>, to tokens: inout [TemplateToken]) {
        var start = range.lowerBound
        var i = start
        while i < range.upperBound {
            if src[i] == TemplateBytes.newline {
                tokens.append(TemplateToken(kind: .text, bytes: Array(src[start...i]), location: location(at: start)))
                start = i + 1
            }
            i += 1
        }
        if start < range.upperBound {
            tokens.append(TemplateToken(kind: .text, bytes: Array(src[start..<range.upperBound]), location: location(at: start)))
        }
    }

    /// Scans the whole source.
    mutating func scan() throws -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)
        var pos = 0
        let n = src.count
        while pos < n {
            let k = find(open, from: pos) ?? n
            if k > pos { appendText(pos..<k, to: &tokens) }
            if k >= n { break }
            let loc = location(at: k)
            var p = k + open.count
            var kind = TemplateToken.Kind.value
            var endMarker = close
            if p < n {
                switch src[p] {
                case UInt8(ascii: "{"): kind = .raw; endMarker = [UInt8(ascii: "}")] + close
                case UInt8(ascii: "&"): kind = .raw
                case UInt8(ascii: "#"): kind = .section
                case UInt8(ascii: "^"): kind = .inverted
                case UInt8(ascii: "/"): kind = .close
                case UInt8(ascii: "!"): kind = .comment
                case UInt8(ascii: ">"): kind = .partial
                case UInt8(ascii: "<"): kind = .parent
                case UInt8(ascii: "$"): kind = .block
                case UInt8(ascii: "="): kind = .delimiters; endMarker = [UInt8(ascii: "=")] + close
                default: break
                }
                if kind != .value { p += 1 }
            }
            let closeText = String(decoding: endMarker, as: UTF8.self)
            guard let e = find(endMarker, from: p) else {
                throw Diagnostic.error(path, line: loc.line, column: loc.column,
                    "unclosed tag: no `\(closeText)` after `\(String(decoding: open, as: UTF8.self))`; close the tag with `\(closeText)`")
            }
            var a = p, b = e
            while a < b, TemplateBytes.isTagSpace(src[a]) { a += 1 }
            while b > a, TemplateBytes.isTagSpace(src[b - 1]) { b -= 1 }
            pos = e + endMarker.count
            var token = TemplateToken(kind: kind, location: loc)
            switch kind {
            case .comment:
                break
            case .delimiters:
                (open, close) = try delimiters(Array(src[a..<b]), at: loc)
            default:
                token.name = String(decoding: src[a..<b], as: UTF8.self)
                try validateName(token, at: loc)
            }
            tokens.append(token)
        }
        return tokens
    }

    /// Parses the inside of `{{=<% %>=}}` into the new opening and closing delimiters.
    private func delimiters(_ content: [UInt8], at loc: SourceLocation) throws -> ([UInt8], [UInt8]) {
        let parts = content.split(whereSeparator: TemplateBytes.isTagSpace)
        guard parts.count == 2, !parts[0].contains(UInt8(ascii: "=")), !parts[1].contains(UInt8(ascii: "=")) else {
            throw Diagnostic.error(path, line: loc.line, column: loc.column,
                "bad set-delimiter tag `\(String(decoding: content, as: UTF8.self))`: write two delimiters separated by a space, without `=` or spaces inside them, e.g. `{{=<% %>=}}`")
        }
        return (Array(parts[0]), Array(parts[1]))
    }

    /// Rejects empty names and names with spaces or empty dotted parts.
    private func validateName(_ token: TemplateToken, at loc: SourceLocation) throws {
        let name = token.name
        if name.isEmpty {
            throw Diagnostic.error(path, line: loc.line, column: loc.column, "empty tag: write a name inside the braces, e.g. `{{title}}`")
        }
        if name.utf8.contains(where: TemplateBytes.isTagSpace) {
            throw Diagnostic.error(path, line: loc.line, column: loc.column,
                "tag name `\(name)` contains whitespace: names are single words or dotted paths like `page.title`")
        }
        switch token.kind {
        case .value, .raw, .section, .inverted, .close:
            if TemplateName(name) == nil {
                throw Diagnostic.error(path, line: loc.line, column: loc.column,
                    "bad name `\(name)`: use `.` or dot-separated parts without empty parts, e.g. `page.title`")
            }
        default:
            break
        }
    }
}
