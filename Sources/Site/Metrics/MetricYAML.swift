import Diagnostics
import Metrics
import YAML

/// Reads metric metadata from YAML (a sidecar file or a `metric` block) into ``MetricMetadata``,
/// reporting every problem at the value's `path:line:column`.
enum MetricYAML {
    /// The keys a `metric` block accepts besides the metadata keys.
    static let blockKeys = ["empty", "file", "show", "style"]

    /// Applies every `key: value` pair except `skipping` to `metadata`; returns the problems found.
    /// Icons and tints are checked against `theme` here, so their errors point at the value.
    static func apply(_ pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)], skipping: [String] = [],
                      to metadata: inout MetricMetadata, path: String, theme: Theme) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (key, keyNode, node) in pairs where !skipping.contains(key) {
            guard MetricMetadata.isKey(key) else {
                let known = (skipping + MetricMetadata.keys).joined(separator: ", ")
                problems.append(.error(path, line: keyNode.line, column: keyNode.column,
                                       "unknown metric key `\(key)`\(Suggestion.didYouMean(key, among: skipping + MetricMetadata.keys)); known keys are \(known)"))
                continue
            }
            if MetricMetadata.isComparisonKey(key), let problem = comparisonItemProblem(node, path: path) {
                problems.append(problem)
                continue
            }
            if key == "labels", let problem = labelsProblem(node, path: path) {
                problems.append(problem)
                continue
            }
            guard let value = metadataValue(node, mappings: MetricMetadata.takesMappings(key)) else {
                problems.append(.error(path, line: node.line, column: node.column,
                                       "`\(key)` must be text, a number or a list, not a mapping"))
                continue
            }
            if let message = metadata.apply(key: key, value: value) {
                problems.append(.error(path, line: node.line, column: node.column, message))
                continue
            }
            if key == "tint", let tint = metadata.tint, !Theme.tintNames.contains(tint) {
                problems.append(.error(path, line: node.line, column: node.column, Theme.unknownTintMessage(tint)))
            }
            if key == "icon", let icon = metadata.icon, !theme.hasIcon(icon) {
                problems.append(.error(path, line: node.line, column: node.column, theme.unknownIconMessage(icon)))
            }
        }
        return problems
    }

    /// A YAML node as a metadata value: plain scalars that read as numbers become numbers; mappings
    /// only when `mappings` is set (`compare: [{average: 4}]`), else `nil`.
    static func metadataValue(_ node: YAMLNode, mappings: Bool = false) -> MetricMetadata.Value? {
        switch node.value {
        case .scalar(let text, let style):
            if style == .plain, let number = Double(text), number.isFinite { return .number(number) }
            return .string(text)
        case .sequence(let items):
            var values: [MetricMetadata.Value] = []
            for item in items {
                guard let value = metadataValue(item, mappings: mappings) else { return nil }
                values.append(value)
            }
            return .list(values)
        case .mapping:
            guard mappings, let pairs = node.mappingPairs else { return nil }
            var out: [String: MetricMetadata.Value] = [:]
            for (key, _, value) in pairs {
                guard let v = metadataValue(value, mappings: mappings) else { return nil }
                out[key] = v
            }
            return .mapping(out)
        }
    }

    /// The first problem of a `compare:` list placed at the item it is about (the third item, a repeat,
    /// an unknown word, an `average` out of range at its number); `nil` when the items read (the whole
    /// value is then checked by ``MetricMetadata/apply(key:value:)``).
    static func comparisonItemProblem(_ node: YAMLNode, path: String) -> Diagnostic? {
        let items: [YAMLNode]
        switch node.value {
        case .sequence(let list): items = list
        case .mapping: items = [node]
        case .scalar: return nil
        }
        var seen: [MetricComparisonKind] = []
        for (index, item) in items.enumerated() {
            if index == MetricComparisonKind.maximumCount {
                return .error(path, line: item.line, column: item.column,
                              "`compare` lists \(items.count) comparisons; a card shows at most "
                                + "\(MetricComparisonKind.maximumCount) change lines, so list one or two")
            }
            guard let value = metadataValue(item, mappings: true) else { continue }
            switch MetricComparisonKind.parse(value) {
            case .failure(let problem):
                // An `average:` value out of range is reported at the number.
                var at = item
                if let pairs = item.mappingPairs, pairs.count == 1, pairs[0].key == "average" { at = pairs[0].value }
                return .error(path, line: at.line, column: at.column, problem.message)
            case .success(let kind):
                if seen.contains(kind) {
                    return .error(path, line: item.line, column: item.column,
                                  "`compare` lists `\(kind)` twice; list each comparison once")
                }
                seen.append(kind)
            }
        }
        return nil
    }

    /// The first problem of a `labels:` mapping placed at the entry it is about (a label that is not text, a
    /// column named twice); `nil` when it reads (the value is then set by ``MetricMetadata/apply(key:value:)``).
    /// Whether each named column exists is checked when the file is read (`labels` names count as named columns).
    static func labelsProblem(_ node: YAMLNode, path: String) -> Diagnostic? {
        guard let pairs = node.mappingPairs else {
            return .error(path, line: node.line, column: node.column,
                          "`labels` must map column names to legend labels, e.g. `labels: {deep_h: Deep, core_h: Core}`")
        }
        var seen: Set<String> = []
        for (name, keyNode, value) in pairs {
            if !seen.insert(name).inserted {
                return .error(path, line: keyNode.line, column: keyNode.column, "`labels` names `\(name)` twice; name each column once")
            }
            guard let text = value.scalarText, !value.isNull, !text.isEmpty else {
                return .error(path, line: value.line, column: value.column,
                              "the label of `\(name)` in `labels` must be text, e.g. `\(name): Deep`")
            }
        }
        return nil
    }

    /// Reads a sidecar `.yaml` file's text; an empty file is empty metadata.
    static func sidecar(_ text: String, path: String, theme: Theme) throws -> MetricMetadata {
        var metadata = MetricMetadata()
        guard let root = try YAML.parse(text, path: path), !root.isNull else { return metadata }
        guard let pairs = root.mappingPairs else {
            throw Diagnostic.error(path, line: root.line, column: root.column,
                                   "a metric sidecar must be a mapping of keys to values, e.g. `title: Steps`")
        }
        let problems = apply(pairs, to: &metadata, path: path, theme: theme)
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return metadata
    }
}
