import Diagnostics
import YAML

/// A site's string overrides: `templates/strings/<language>.yaml`, a mapping of ``StringCatalog`` keys to
/// sentences, e.g. `change.higher: "比{previous}多了 {change}"`.
///
/// Rules, each broken one an error at its line and column: the file is a mapping; every key is a catalog
/// key; every value is text; a value's placeholders are among the key's allowed ones and include its
/// required ones; braces are balanced (`{{` and `}}` write a brace). The file name is a language tag
/// (`zh-CN.yaml`); its overrides apply to pages whose language is that tag (compared without case).
package enum StringOverrides {
    /// The validated templates of one file (`text`, shown as `path`), or every problem in it.
    package static func parse(_ text: String, path: String) throws -> [String: MessageTemplate] {
        guard let root = try YAML.parse(text, path: path) else { return [:] }
        guard let pairs = root.mappingPairs else {
            throw Diagnostic.error(path, line: root.line, column: root.column,
                                   "a strings file must map string keys to sentences, e.g. 'change.higher: \"{change} more than {previous}\"'")
        }
        var problems = DiagnosticList()
        var out: [String: MessageTemplate] = [:]
        for (key, keyNode, value) in pairs {
            guard let entry = StringCatalog.byKey[key] else {
                problems.append(.error(path, line: keyNode.line, column: keyNode.column,
                                       "unknown string key '\(key)'\(suggestion(for: key)); the keys are listed in the documentation (Languages)"))
                continue
            }
            guard let source = value.scalarText, !value.isNull else {
                problems.append(.error(path, line: value.line, column: value.column,
                                       "'\(key)' must be text, e.g. \(key): \"\(entry.english)\""))
                continue
            }
            let template: MessageTemplate
            do {
                template = try MessageTemplate(parsing: source)
            } catch {
                problems.append(.error(path, line: value.line, column: value.column, "'\(key)': \(error.message)"))
                continue
            }
            let used = template.placeholders
            let unknown = used.filter { !entry.allowed.contains($0) }
            let missing = entry.required.filter { !used.contains($0) }
            if !unknown.isEmpty {
                problems.append(.error(path, line: value.line, column: value.column,
                                       "'\(key)' has no placeholder \(list(unknown)); it can use \(list(entry.allowed))"))
            }
            if !missing.isEmpty {
                problems.append(.error(path, line: value.line, column: value.column,
                                       "'\(key)' must contain \(list(missing)) (the English is \"\(entry.english)\")"))
            }
            if unknown.isEmpty && missing.isEmpty { out[key] = template }
        }
        if !problems.items.isEmpty { throw problems }
        return out
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "{\($0)}" }.joined(separator: ", ")
    }

    /// ` (did you mean 'x'?)` for a key one edit or a swapped separator away from a catalog key.
    private static func suggestion(for key: String) -> String {
        let folded = String(key.map { $0 == "-" ? "_" : $0 })
        if StringCatalog.byKey[folded] != nil { return " (did you mean '\(folded)'?)" }
        let lastPart = key.split(separator: ".").last.map(String.init) ?? key
        if let near = StringCatalog.keys.first(where: { $0.hasSuffix("." + lastPart) }) { return " (did you mean '\(near)'?)" }
        return ""
    }
}
