extension JSONMetricParser {
    /// Applies one metadata key of a JSON metric file (unknown keys are ignored); returns a problem
    /// description when the value is wrong.
    static func apply(key: String, value: JSONNode, to m: inout MetricMetadata) -> String? {
        guard MetricMetadata.isKey(key) else { return nil }
        guard let v = metadataValue(value) else {
            return "`\(key)` must be text, a number or a list"
        }
        return m.apply(key: key, value: v)
    }

    private static func metadataValue(_ node: JSONNode) -> MetricMetadata.Value? {
        switch node.kind {
        case .string(let s): return .string(s)
        case .number(let d): return .number(d)
        case .array(let items):
            var out: [MetricMetadata.Value] = []
            for item in items {
                guard let v = metadataValue(item) else { return nil }
                out.append(v)
            }
            return .list(out)
        default: return nil
        }
    }
}
