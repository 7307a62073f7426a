extension JSONMetricParser {
    /// Applies one metadata key of a JSON metric file; returns a problem description when the value is wrong.
    static func apply(key: String, value: JSONNode, to m: inout MetricMetadata) -> String? {
        func string() -> String? {
            if case .string(let s) = value.kind { return s }
            return nil
        }
        func number() -> Double? {
            if case .number(let d) = value.kind { return d }
            return nil
        }
        switch key {
        case "title": guard let s = string() else { return "`title` must be a string" }; m.title = s
        case "unit": guard let s = string() else { return "`unit` must be a string" }; m.unit = s
        case "icon": guard let s = string() else { return "`icon` must be a string" }; m.icon = s
        case "tint": guard let s = string() else { return "`tint` must be a string" }; m.tint = s
        case "x": guard let s = string() else { return "`x` must be the date column's name" }; m.x = s
        case "column": guard let s = string() else { return "`column` must be a column name" }; m.column = s
        case "aggregation":
            guard let s = string(), let a = Aggregation(rawValue: s) else {
                return "`aggregation` must be one of sum, mean, last, min, max"
            }
            m.aggregation = a
        case "good", "good_direction", "goodDirection":
            guard let s = string(), let g = GoodDirection(rawValue: s) else {
                return "`\(key)` must be one of higher, lower, neither"
            }
            m.goodDirection = g
        case "goal":
            guard let d = number() else { return "`goal` must be a number" }
            m.goal = d
        case "normal_range", "normalRange":
            guard case .array(let items) = value.kind, items.count == 2,
                  case .number(let low) = items[0].kind, case .number(let high) = items[1].kind, low <= high else {
                return "`\(key)` must be [low, high] with low ≤ high, e.g. [50, 60]"
            }
            m.normalRange = low...high
        case "columns":
            guard case .array(let items) = value.kind else { return "`columns` must be an array of column names" }
            var names: [String] = []
            for item in items {
                guard case .string(let s) = item.kind else { return "`columns` must be an array of column names" }
                names.append(s)
            }
            m.columns = names
        case "date_format", "dateFormat":
            guard let s = string(), let f = DateFormat(s) else {
                return "`\(key)` must be a layout using %Y %y %m %d %H %M %S %b, e.g. \"%d/%m/%Y\""
            }
            m.dateFormat = f
        case "time_zone", "timezone", "timeZone":
            guard let s = string(), let z = MetricTimeZone(parsing: s) else {
                return "`\(key)` must be UTC, an offset such as +01:00, or a zone name such as Europe/Berlin"
            }
            m.timeZone = z
        default:
            break
        }
        return nil
    }
}
