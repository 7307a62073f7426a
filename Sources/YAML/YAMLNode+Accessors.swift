import Diagnostics

extension YAMLNode {
    /// Whether this is a plain null: an empty plain scalar, `~`, `null`, `Null` or `NULL`.
    package var isNull: Bool {
        guard case .scalar(let text, .plain) = value else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The pairs of a mapping with their keys as text, in source order; nil if this is not a mapping.
    package var mappingPairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)]? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.map { pair in
            let key: String
            if case .scalar(let text, _) = pair.key.value { key = text } else { key = "" }
            return (key: key, keyNode: pair.key, value: pair.value)
        }
    }

    /// The value for `key` in a mapping; nil when this is not a mapping or the key is absent.
    package subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = value else { return nil }
        for pair in pairs {
            if case .scalar(let text, _) = pair.key.value, text == key { return pair.value }
        }
        return nil
    }

    /// The items of a sequence; nil if this is not a sequence.
    package var sequenceItems: [YAMLNode]? {
        guard case .sequence(let items) = value else { return nil }
        return items
    }

    /// The scalar's text, whatever its style; nil for sequences and mappings.
    package var scalarText: String? {
        guard case .scalar(let text, _) = value else { return nil }
        return text
    }

    /// The value as text. Any non-null scalar is accepted (`title: 2024` gives `"2024"`).
    /// Throws a ``Diagnostic`` at the node for null, lists and mappings; `key` names the setting in the message.
    package func string(path: String, key: String? = nil) throws -> String {
        guard case .scalar(let text, _) = value, !isNull else {
            throw mismatch(path: path, key: key, expected: "text (quote it if it looks like a number or is empty)")
        }
        return text
    }

    /// The value as an integer: a plain scalar like `3`, `-12`, `+7`, `1_000`, `0x1F` or `0o17`.
    /// Quoted text is not a number. Throws a ``Diagnostic`` at the node otherwise.
    package func int(path: String, key: String? = nil) throws -> Int {
        guard case .scalar(let text, .plain) = value, let number = YAMLNumber.int(text) else {
            throw mismatch(path: path, key: key, expected: "an integer (like 3)")
        }
        return number
    }

    /// The value as a number: a plain scalar like `3`, `-0.5`, `1e3`, `.inf`, `-.inf` or `.nan`.
    /// Quoted text is not a number. Throws a ``Diagnostic`` at the node otherwise.
    package func double(path: String, key: String? = nil) throws -> Double {
        guard case .scalar(let text, .plain) = value, let number = YAMLNumber.double(text) else {
            throw mismatch(path: path, key: key, expected: "a number (like 2.5)")
        }
        return number
    }

    /// The value as a boolean, YAML 1.1 style: plain `true/false`, `yes/no`, `on/off`
    /// (lowercase, Capitalized or UPPERCASE). Quoted text is not a boolean. Throws a ``Diagnostic`` otherwise.
    package func bool(path: String, key: String? = nil) throws -> Bool {
        if case .scalar(let text, .plain) = value {
            switch text {
            case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
            case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
            default: break
            }
        }
        throw mismatch(path: path, key: key, expected: "true or false")
    }

    /// A short description of what this node holds, for messages: `the text "abc"`, `a list`, …
    package var kindDescription: String {
        switch value {
        case .scalar(let text, let style):
            if isNull { return "an empty value" }
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return style == .plain ? "\"\(shown)\"" : "the quoted text \"\(shown)\""
        case .sequence: return "a list"
        case .mapping: return "a mapping (key: value pairs)"
        }
    }

    /// A diagnostic at this node saying what was expected and what was found.
    package func mismatch(path: String, key: String?, expected: String) -> Diagnostic {
        let subject = key.map { "'\($0)' must be" } ?? "expected"
        if case .scalar(let text, _) = value, let ascii = FullWidthDigits.asciiFolded(text) {
            return .error(path, line: line, column: column,
                          "\(subject) \(expected), but `\(text)` has full-width digits — use ASCII digits: `\(ascii)`")
        }
        return .error(path, line: line, column: column, "\(subject) \(expected), but found \(kindDescription)")
    }
}

extension YAMLNode {
    /// Reads each pair of this mapping (a settings file, front matter) with `read`, collecting what it throws
    /// (a ``Diagnostic`` or a ``DiagnosticList``) so that one bad key does not hide the next; the collected
    /// problems are returned. When this node is not a mapping, `notAMapping` is thrown at it.
    package func readPairs(path: String, notAMapping: String,
                          _ read: (_ key: String, _ keyNode: YAMLNode, _ value: YAMLNode) throws -> Void) throws
        -> DiagnosticList {
        guard let pairs = mappingPairs else { throw Diagnostic.error(path, line: line, column: column, notAMapping) }
        var problems = DiagnosticList()
        for (key, keyNode, value) in pairs {
            do {
                try read(key, keyNode, value)
            } catch let diagnostic as Diagnostic {
                problems.append(diagnostic)
            } catch let list as DiagnosticList {
                problems.append(contentsOf: list.items)
            }
        }
        return problems
    }
}
