/// Reads a ``MessageTemplate``'s source: text, `{name}`, `{{`/`}}` and the ICU MessageFormat plural subset
/// `{name, plural, one {…} other {…}}` (branches may hold placeholders, `#` and `{{`, not another plural; in a branch `}` always closes it).
struct MessageTemplateParser {
    /// The CLDR plural categories a branch may name.
    static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    private let chars: [Character]
    private var i = 0

    init(_ chars: [Character]) { self.chars = chars }

    private typealias SyntaxError = MessageTemplate.SyntaxError

    /// The segments up to the end, or (inside a plural branch of `plural`) up to the branch's closing `}`.
    mutating func segments(inPluralOf plural: String?) throws(MessageTemplate.SyntaxError) -> [MessageTemplate.Segment] {
        var segments: [MessageTemplate.Segment] = []
        var text = ""
        func flush() {
            if !text.isEmpty { segments.append(.text(text)); text = "" }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "{" {
                if i + 1 < chars.count, chars[i + 1] == "{" { text.append("{"); i += 2; continue }
                flush()
                segments.append(try placeholder(inPlural: plural != nil))
            } else if c == "}" {
                // In a branch `}` always ends it (`other {# days}}` closes the branch, then the plural).
                if plural != nil { flush(); return segments }
                if i + 1 < chars.count, chars[i + 1] == "}" { text.append("}"); i += 2; continue }
                throw SyntaxError(offset: i, message: "'}' without a '{' before it; write '}}' for a brace")
            } else if c == "#", let plural {
                flush()
                segments.append(.placeholder(plural))
                i += 1
            } else {
                text.append(c)
                i += 1
            }
        }
        if plural != nil {
            throw SyntaxError(offset: chars.count, message: "a plural branch is never closed; end it with '}'")
        }
        flush()
        return segments
    }

    private static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("0"..."9").contains(s) || s == "_"
    }

    /// `{name}` or `{name, plural, …}`, with `i` at the `{`.
    private mutating func placeholder(inPlural: Bool) throws(MessageTemplate.SyntaxError) -> MessageTemplate.Segment {
        let open = i
        guard let close = chars[(i + 1)...].firstIndex(where: { $0 == "}" || $0 == "," }) else {
            throw SyntaxError(offset: open, message: "'{' starts a placeholder that is never closed; write '{name}', or '{{' for a brace")
        }
        let name = String(chars[(i + 1)..<close]).trimmingSpaces
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isNameScalar) else {
            throw SyntaxError(offset: open, message: "'{\(name)}' is not a placeholder name: use lower-case letters, digits and '_' (e.g. '{value}'), or '{{' for a brace")
        }
        i = close + 1
        if chars[close] == "}" { return .placeholder(name) }
        // `{name, plural, …}`
        guard !inPlural else {
            throw SyntaxError(offset: open, message: "a plural cannot be inside another plural's branch")
        }
        guard let comma = chars[i...].firstIndex(of: ","), String(chars[i..<comma]).trimmingSpaces == "plural" else {
            throw SyntaxError(offset: open, message: "'{\(name), …' must be a plural: '{\(name), plural, one {# item} other {# items}}'")
        }
        i = comma + 1
        var branches: [MessageTemplate.PluralBranch] = []
        while true {
            skipSpaces()
            guard i < chars.count else {
                throw SyntaxError(offset: open, message: "the plural of '{\(name)}' is never closed; end it with '}'")
            }
            if chars[i] == "}" { i += 1; break }
            let start = i
            while i < chars.count, chars[i] != "{", chars[i] != "}", !chars[i].isWhitespace { i += 1 }
            let category = String(chars[start..<i])
            guard Self.categories.contains(category) else {
                throw SyntaxError(offset: start, message: "'\(category)' is not a plural category: use zero, one, two, few, many or other")
            }
            guard !branches.contains(where: { $0.category == category }) else {
                throw SyntaxError(offset: start, message: "the plural of '{\(name)}' has two '\(category)' branches")
            }
            skipSpaces()
            guard i < chars.count, chars[i] == "{" else {
                throw SyntaxError(offset: start, message: "the plural branch '\(category)' needs its text in braces: \(category) {…}")
            }
            i += 1
            let body = try segments(inPluralOf: name)
            i += 1  // the branch's `}`
            branches.append(MessageTemplate.PluralBranch(category: category, segments: body))
        }
        guard branches.contains(where: { $0.category == "other" }) else {
            throw SyntaxError(offset: open, message: "the plural of '{\(name)}' needs an 'other' branch (used for every category without one)")
        }
        return .plural(name, branches)
    }

    private mutating func skipSpaces() {
        while i < chars.count, chars[i].isWhitespace { i += 1 }
    }
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
