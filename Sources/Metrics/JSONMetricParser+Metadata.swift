extension JSONMetricParser {
    /// Applies one metadata key of a JSON metric file (unknown keys are ignored); returns a problem
    /// description when the value is wrong.
    static func apply(key: String, value: JSONNode, to m: inout MetricMetadata) -> String? {
        guard MetricMetadata.isKey(key) else { return nil }
        guard let v = metadataValue(value, mappings: MetricMetadata.isComparisonKey(key)) else {
            return "`\(key)` must be text, a number or a list"
        }
        return m.apply(key: key, value: v)
    }

    private static func metadataValue(_ node: JSONNode, mappings: Bool = false) -> MetricMetadata.Value? {
        switch node.kind {
        case .string(let s): return .string(s)
        case .number(let d): return .number(d)
        case .array(let items):
            var out: [MetricMetadata.Value] = []
            for item in items {
                guard let v = metadataValue(item, mappings: mappings) else { return nil }
                out.append(v)
            }
            return .list(out)
        case .object(let pairs) where mappings:
            var out: [String: MetricMetadata.Value] = [:]
            for pair in pairs {
                guard let v = metadataValue(pair.value, mappings: mappings) else { return nil }
                out[pair.key] = v
            }
            return .mapping(out)
        default: return nil
        }
    }
}
