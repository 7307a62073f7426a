/// A whole sentence with named placeholders, `{value} higher than {previous}`, parsed once.
///
/// `{name}` is replaced by the value given for `name`; `{{` and `}}` write a literal brace. Word order is
/// the template's: a translation moves placeholders where its grammar wants them (`比{previous}多 {change}`).
package struct MessageTemplate: Sendable, Hashable {
    /// A piece of a template: literal text or a placeholder's name.
    package enum Segment: Sendable, Hashable {
        /// Text written as it is.
        case text(String)
        /// A placeholder, by name.
        case placeholder(String)
        /// `{count, plural, one {# day} other {# days}}`: the branch of the placeholder's plural category
        /// by the language's CLDR rules (``PluralRules``), `other` when its category has no branch; `#` in a
        /// branch writes the placeholder's value.
        case plural(String, [PluralBranch])
    }

    /// One branch of a plural: a CLDR category (`zero`, `one`, `two`, `few`, `many`, `other`) and its text.
    package struct PluralBranch: Sendable, Hashable {
        /// The category.
        package var category: String
        /// The text, with `#` as a placeholder for the value.
        package var segments: [Segment]
    }

    /// The pieces, in order.
    package let segments: [Segment]

    /// Why a template cannot be parsed, with the character offset (0-based) where the problem starts.
    package struct SyntaxError: Error, Sendable, Hashable {
        /// Where, in characters from the template's start.
        package var offset: Int
        /// What is wrong and how to fix it.
        package var message: String
    }

    /// Parses `source`; throws ``SyntaxError`` for an unclosed `{`, an empty `{}`, a stray `}`, a
    /// placeholder name that is not lower-case letters, digits and `_`, or a malformed plural (see
    /// ``Segment/plural(_:_:)``: unknown category, a branch not in braces, no `other` branch).
    package init(parsing source: String) throws(SyntaxError) {
        var parser = MessageTemplateParser(Array(source))
        segments = try parser.segments(inPluralOf: nil)
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
    package func uses(_ name: String) -> Bool {
        // The same answer as `placeholders.contains(name)`, without building the list (asked for every sentence).
        func visit(_ segments: [Segment]) -> Bool {
            for segment in segments {
                switch segment {
                case .text: continue
                case .placeholder(let used): if used == name { return true }
                case .plural(let used, let branches):
                    if used == name || branches.contains(where: { visit($0.segments) }) { return true }
                }
            }
            return false
        }
        return visit(segments)
    }

    /// The names of the placeholders used (plurals' and those inside their branches too), in order of first use.
    package var placeholders: [String] {
        var seen: [String] = []
        func visit(_ segments: [Segment]) {
            for segment in segments {
                switch segment {
                case .text: break
                case .placeholder(let name): if !seen.contains(name) { seen.append(name) }
                case .plural(let name, let branches):
                    if !seen.contains(name) { seen.append(name) }
                    for branch in branches { visit(branch.segments) }
                }
            }
        }
        visit(segments)
        return seen
    }

    /// Whether the template has a plural.
    package var hasPlural: Bool {
        segments.contains { if case .plural = $0 { return true } else { return false } }
    }

    /// The literal text of the template (placeholders left out, every plural branch in): what a reader may
    /// see of it whatever the values.
    package var literalText: String {
        var out = ""
        func visit(_ segments: [Segment]) {
            for segment in segments {
                switch segment {
                case .text(let text): out += text
                case .placeholder: break
                case .plural(_, let branches):
                    for branch in branches { visit(branch.segments) }
                }
            }
        }
        visit(segments)
        return out
    }

    /// The sentence with each placeholder replaced by its value in `values` (a missing value writes nothing);
    /// a plural takes the branch `category` gives for its placeholder's name and value (`other` without one).
    package func render(_ values: KeyValuePairs<String, String>, category: ((_ name: String, _ value: String) -> String)? = nil) -> String {
        if segments.count == 1, case .text(let text) = segments[0] { return text } // a label without placeholders
        var out = ""
        func value(_ name: String) -> String? {
            for (key, value) in values where key == name { return value }
            return nil
        }
        func write(_ segments: [Segment]) {
            for segment in segments {
                switch segment {
                case .text(let text): out += text
                case .placeholder(let name): out += value(name) ?? ""
                case .plural(let name, let branches):
                    let shown = value(name) ?? ""
                    let wanted = category?(name, shown) ?? "other"
                    let branch = branches.first { $0.category == wanted } ?? branches.first { $0.category == "other" }
                    write(branch?.segments ?? [])
                }
            }
        }
        write(segments)
        return out
    }
}
