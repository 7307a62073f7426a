/// A whole sentence with named placeholders, `{value} higher than {previous}`, parsed once.
///
/// `{name}` is replaced by the value given for `name`; `{{` and `}}` write a literal brace. Word order is
/// the template's: a translation moves placeholders where its grammar wants them (`比{previous}多 {change}`).
public struct MessageTemplate: Sendable, Hashable {
    /// A piece of a template: literal text or a placeholder's name.
    public enum Segment: Sendable, Hashable {
        /// Text written as it is.
        case text(String)
        /// A placeholder, by name.
        case placeholder(String)
    }

    /// The pieces, in order.
    public let segments: [Segment]

    /// Why a template cannot be parsed, with the character offset (0-based) where the problem starts.
    public struct SyntaxError: Error, Sendable, Hashable {
        /// Where, in characters from the template's start.
        public var offset: Int
        /// What is wrong and how to fix it.
        public var message: String
    }

    /// Parses `source`; throws ``SyntaxError`` for an unclosed `{`, an empty `{}`, a stray `}` or a
    /// placeholder name that is not lower-case letters, digits and `_`.
    public init(parsing source: String) throws(SyntaxError) {
        var segments: [Segment] = []
        var text = ""
        var chars = Array(source)
        var i = 0
        func flush() {
            if !text.isEmpty { segments.append(.text(text)); text = "" }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "{" {
                if i + 1 < chars.count, chars[i + 1] == "{" { text.append("{"); i += 2; continue }
                guard let close = chars[(i + 1)...].firstIndex(of: "}") else {
                    throw SyntaxError(offset: i, message: "'{' starts a placeholder that is never closed; write '{name}', or '{{' for a brace")
                }
                let name = String(chars[(i + 1)..<close])
                guard !name.isEmpty, name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }) else {
                    throw SyntaxError(offset: i, message: "'{\(name)}' is not a placeholder name: use lower-case letters, digits and '_' (e.g. '{value}'), or '{{' for a brace")
                }
                flush()
                segments.append(.placeholder(name))
                i = close + 1
            } else if c == "}" {
                if i + 1 < chars.count, chars[i + 1] == "}" { text.append("}"); i += 2; continue }
                throw SyntaxError(offset: i, message: "'}' without a '{' before it; write '}}' for a brace")
            } else {
                text.append(c)
                i += 1
            }
        }
        flush()
        chars.removeAll()
        self.segments = segments
    }

    /// A template known to be valid (the built-in tables); a malformed one keeps its text literally.
    init(builtIn source: String) {
        do {
            try self.init(parsing: source)
        } catch {
            self.init(segments: [.text(source)])
        }
    }

    private init(segments: [Segment]) { self.segments = segments }

    /// Whether the template shows the placeholder `name`.
    public func uses(_ name: String) -> Bool {
        segments.contains { if case .placeholder(let used) = $0 { return used == name } else { return false } }
    }

    /// The names of the placeholders used, in order of first use.
    public var placeholders: [String] {
        var seen: [String] = []
        for case .placeholder(let name) in segments where !seen.contains(name) { seen.append(name) }
        return seen
    }

    /// The literal text of the template (placeholders left out): what a reader sees of it whatever the values.
    public var literalText: String {
        var out = ""
        for case .text(let text) in segments { out += text }
        return out
    }

    /// The sentence with each placeholder replaced by its value in `values` (a missing value writes nothing).
    public func render(_ values: KeyValuePairs<String, String>) -> String {
        var out = ""
        for segment in segments {
            switch segment {
            case .text(let text): out += text
            case .placeholder(let name):
                for (key, value) in values where key == name {
                    out += value
                    break
                }
            }
        }
        return out
    }
}
