import Diagnostics

extension MetricMetadata {
    /// A metadata value as read from a YAML sidecar, a `metric` block or a JSON file.
    package enum Value: Sendable, Hashable {
        /// Text (YAML scalars that are not numbers, JSON strings).
        case string(String)
        /// A number.
        case number(Double)
        /// A sequence.
        case list([Value])
        /// A mapping (`compare:` items such as `{average: 4}`, and `labels:`).
        case mapping([String: Value])
    }

    /// The keys ``apply(key:value:)`` understands (snake case as written in files; `good_direction`,
    /// `normalRange`, `dateFormat`, `timeZone` and `timezone` are accepted as aliases).
    package static let keys: [String] = [
        "title", "unit", "icon", "tint", "aggregation", "good", "goal", "normal_range", "column", "columns", "x",
        "date_format", "time_zone", "chart", "min", "max", "stack", "compare", "same_within", "labels",
        "downloads", "plausible_min", "plausible_max",
    ]

    /// Whether `key` is `compare`, whose value may hold mappings (`{average: 4}`).
    package static func isComparisonKey(_ key: String) -> Bool { key == "compare" }

    /// Whether `key`'s value may be or hold mappings: `compare` and `labels` (`{deep_h: Deep}`).
    package static func takesMappings(_ key: String) -> Bool { key == "compare" || key == "labels" }

    /// Whether `key` is a metadata key (including aliases).
    package static func isKey(_ key: String) -> Bool { canonical(key) != nil }

    private static func canonical(_ key: String) -> String? {
        switch key {
        case "good_direction", "goodDirection": return "good"
        case "normalRange": return "normal_range"
        case "dateFormat": return "date_format"
        case "timeZone", "timezone": return "time_zone"
        case "sameWithin": return "same_within"
        default: return keys.contains(key) ? key : nil
        }
    }

    /// Sets one field from a key and value; returns what is wrong (a message for a diagnostic
    /// at the value's position) when the key is unknown or the value does not fit, `nil` on success.
    ///
    /// Numbers are accepted where text is expected (`unit: 1` becomes "1"); numeric text is accepted
    /// for `goal`. `normal_range` is `[low, high]` or text `low-high` / `low...high`.
    package mutating func apply(key: String, value: Value) -> String? {
        guard let name = MetricMetadata.canonical(key) else {
            return "unknown metric key `\(key)`\(Suggestion.didYouMean(key, among: MetricMetadata.keys)); known keys are " + MetricMetadata.keys.joined(separator: ", ")
        }
        if let field = MetricMetadata.textField(name) {
            guard let s = MetricMetadata.text(value) else { return field.problem }
            self[keyPath: field.path] = s
            return nil
        }
        switch name {
        case "unit":
            guard let s = MetricMetadata.text(value) else { return "`unit` must be text" }
            if let problem = MetricMetadata.pluralUnitProblem(s) { return problem }
            unit = s
        case "plausible_min", "plausible_max": return applyPlausibleBound(name, value)
        case "chart", "aggregation", "good", "date_format", "time_zone", "downloads":
            return applyChoice(name, key: key, value: value)
        case "goal", "normal_range", "same_within": return applyAmount(name, key: key, value: value)
        case "columns", "stack": return applyColumnList(name, value)
        case "compare":
            switch MetricComparisonKind.parseList(value) {
            case .success(let kinds): compare = kinds
            case .failure(let problem): return problem.message
            }
        case "labels": return applyLabels(value)
        default:
            break
        }
        return nil
    }

    /// The field a key whose value is one piece of text sets, and what is said when the value is not text;
    /// `nil` for the other keys.
    private static func textField(_ name: String) -> (path: WritableKeyPath<MetricMetadata, String?>, problem: String)? {
        switch name {
        case "title": return (\.title, "`title` must be text")
        case "icon": return (\.icon, "`icon` must be text")
        case "tint": return (\.tint, "`tint` must be text")
        case "x": return (\.x, "`x` must be the date column's name")
        case "column": return (\.column, "`column` must be a column name")
        case "min": return (\.minColumn, "`min` must be the name of the column of daily lowest values")
        case "max": return (\.maxColumn, "`max` must be the name of the column of daily highest values")
        default: return nil
        }
    }

    /// `value` as text: a string as it is, a number written out; `nil` for a list or a mapping.
    private static func text(_ value: Value) -> String? {
        switch value {
        case .string(let s): return s
        case .number(let d): return MetricFormatting.number(d, decimals: 6)
        case .list, .mapping: return nil
        }
    }

    /// Sets `plausible_min` or `plausible_max` (`name`); the pair must not be the wrong way round.
    private mutating func applyPlausibleBound(_ name: String, _ value: Value) -> String? {
        guard case .number(let bound) = value, MetricLimits.values.contains(bound) else {
            return "`\(name)` must be a number between " + MetricLimits.valueRangeText + ", e.g. `plausible_min: 0`"
        }
        if name == "plausible_min" { plausibleMinimum = bound } else { plausibleMaximum = bound }
        if let low = plausibleMinimum, let high = plausibleMaximum, low > high {
            return "`plausible_min` is above `plausible_max`; swap them"
        }
        return nil
    }

    /// Sets a key whose text names one of a fixed set of choices: `chart`, `aggregation`, `good`,
    /// `date_format`, `time_zone`, `downloads` (`name`, written `key`).
    private mutating func applyChoice(_ name: String, key: String, value: Value) -> String? {
        let s = MetricMetadata.text(value)
        switch name {
        case "chart":
            guard let s, let kind = ChartKind(rawValue: s) else { return "`chart` must be one of " + ChartKind.namesText }
            chart = kind
        case "aggregation":
            guard let s, let a = Aggregation(rawValue: s) else {
                return "`aggregation` must be one of sum, mean, last, min, max"
            }
            aggregation = a
        case "good":
            guard let s, let g = GoodDirection(rawValue: s) else { return "`\(key)` must be one of higher, lower, neither" }
            goodDirection = g
        case "date_format":
            guard let s, let f = DateFormat(s) else {
                return "`\(key)` must be a layout using %Y %y %m %d %H %M %S %b with a year, e.g. \"%d/%m/%Y\""
            }
            dateFormat = f
        case "time_zone":
            guard let s, let z = MetricTimeZone(parsing: s) else {
                return "`\(key)` must be UTC, an offset such as +01:00, a zone name such as Europe/Berlin, "
                    + "or recorded (each time counts on the date of the clock it was recorded with)"
            }
            timeZone = z
        default:
            guard case .string(let s) = value, let flag = MetricMetadata.flag(s) else {
                return "`downloads` must be true (publish lets readers download this metric's file) or false"
            }
            downloads = flag
        }
        return nil
    }

    /// Sets a key whose value is an amount: `goal`, `normal_range`, `same_within` (`name`, written `key`).
    private mutating func applyAmount(_ name: String, key: String, value: Value) -> String? {
        switch name {
        case "goal":
            guard let d = MetricMetadata.number(value) else {
                return "`goal` must be a number between " + MetricLimits.valueRangeText + ", e.g. 10000"
            }
            goal = d
        case "normal_range":
            guard let range = MetricMetadata.range(value, number: MetricMetadata.number) else {
                return "`\(key)` must be [low, high] with low ≤ high, numbers between " + MetricLimits.valueRangeText
                    + ", e.g. [50, 60]"
            }
            normalRange = range
        default:
            guard let threshold = MetricComparisonThreshold.parse(value) else {
                return "`\(key)` must be an amount in the metric's unit, 0 or more (e.g. 0.5), or a percentage of the "
                    + "value compared with (e.g. 5%)"
            }
            sameWithin = threshold
        }
        return nil
    }

    /// Sets `columns` or `stack` (`name`): one column name or a list of them.
    private mutating func applyColumnList(_ name: String, _ value: Value) -> String? {
        var names: [String] = []
        switch value {
        case .string(let s): names = [s]
        case .number, .mapping: return "`\(name)` must be a list of column names"
        case .list(let items):
            for item in items {
                guard case .string(let s) = item else { return "`\(name)` must be a list of column names" }
                names.append(s)
            }
        }
        if name == "stack" { stack = names } else { columns = names }
        return nil
    }

    /// Sets `labels`: a mapping of column names to legend labels (text or numbers).
    private mutating func applyLabels(_ value: Value) -> String? {
        guard case .mapping(let pairs) = value else {
            return "`labels` must map column names to legend labels, e.g. `labels: {deep_h: Deep, core_h: Core}`"
        }
        var labels: [String: String] = [:]
        for (name, label) in pairs {
            switch label {
            case .string(let s) where !s.isEmpty: labels[name] = s
            case .number(let d): labels[name] = MetricFormatting.number(d, decimals: 6)
            default: return "the label of `\(name)` in `labels` must be text, e.g. `\(name): Deep`"
            }
        }
        self.labels = labels
        return nil
    }

    /// `true`/`yes`/`on` or `false`/`no`/`off` (any case), else `nil`.
    private static func flag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// A number value, or numeric text; `nil` for anything else, including `nan`, `inf` and numbers
    /// outside ``MetricLimits/values``.
    private static func number(_ v: Value) -> Double? {
        let d: Double?
        switch v {
        case .number(let n): d = n
        case .string(let s): d = Double(s.trimmingCharactersInSpaces())
        case .list, .mapping: d = nil
        }
        guard let d, MetricLimits.values.contains(d) else { return nil }
        return d
    }

    private static func range(_ value: Value, number: (Value) -> Double?) -> ClosedRange<Double>? {
        var low: Double?, high: Double?
        switch value {
        case .list(let items) where items.count == 2:
            low = number(items[0])
            high = number(items[1])
        case .string(let s):
            if let (a, b) = MetricMetadata.splitRange(s) {
                low = number(.string(a))
                high = number(.string(b))
            }
        default:
            break
        }
        guard let l = low, let h = high, l <= h else { return nil }
        return l...h
    }
}

extension MetricMetadata {
    /// Splits `low...high` or `low-high` (a leading minus belongs to `low`).
    static func splitRange(_ s: String) -> (String, String)? {
        let chars = Array(s)
        var i = 0
        while i < chars.count, chars[i] == " " { i += 1 }
        if i < chars.count, chars[i] == "-" || chars[i] == "+" { i += 1 }
        while i < chars.count {
            if chars[i] == ".", i + 2 < chars.count, chars[i + 1] == ".", chars[i + 2] == "." {
                return (String(chars[..<i]), String(chars[(i + 3)...]))
            }
            if chars[i] == "-" { return (String(chars[..<i]), String(chars[(i + 1)...])) }
            i += 1
        }
        return nil
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    func trimmingCharactersInSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}

// MARK: - Units with plural forms (numbers2)

extension MetricMetadata {
    /// Why `unit` is not a usable plural unit (`{n, plural, one {step} other {steps}}`), or `nil` when it is
    /// one or plain text. (The template itself is parsed by the site's localizer; this catches what an author
    /// most likely got wrong: a unit starting with `{` that is not a plural, or one without an `other` form.)
    static func pluralUnitProblem(_ unit: String) -> String? {
        guard unit.hasPrefix("{") else { return nil }
        let compact = unit.filter { !$0.isWhitespace }
        guard compact.contains(",plural,"), compact.contains("other{"), compact.hasSuffix("}}") else {
            return "a `unit` with plural forms is written `{n, plural, one {step} other {steps}}` (an `other` form is required); "
                + "a plain unit cannot start with `{`"
        }
        guard !unit.contains("#") else {
            return "a `unit`'s plural forms are the unit alone (`one {step}`): the number is written before it, so leave `#` out"
        }
        return nil
    }
}
