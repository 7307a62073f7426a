/// A value a template renders: the data model behind every `{{name}}` lookup.
///
/// Mirrors JSON. Truthiness for sections: `null`, `false`, `""` and `[]` are falsy;
/// numbers (including `0`) and objects (including `{}`, and empty ``TemplateFields``) are truthy.
package enum TemplateValue: Sendable, Equatable {
    /// No value; renders as the empty string and is falsy.
    case null
    /// A boolean; sections render once for `true`, never for `false`.
    case bool(Bool)
    /// An integer, rendered in decimal.
    case int(Int)
    /// A floating-point number, rendered in its shortest form (`1.21`, `85000` for `85000.0`).
    case double(Double)
    /// Text, HTML-escaped by `{{x}}` and raw in `{{{x}}}` / `{{&x}}`.
    case string(String)
    /// Text already encoded as UTF-8 bytes (valid UTF-8, such as a rendered page body): renders exactly like
    /// ``string(_:)`` with the same text, without being turned into a `String` first.
    case utf8([UInt8])
    /// A list; a section renders once per element.
    case list([TemplateValue])
    /// A hash; a section pushes it on the context stack.
    case object([String: TemplateValue])
    /// An object built in code, with its fields in one array: renders exactly like ``object(_:)`` with the
    /// same fields, but is cheaper to build and to look names up in (see ``TemplateFields``).
    /// `.fields` and `.object` values never compare equal to each other.
    case fields(TemplateFields)

    /// Whether a section over this value renders (and an inverted section does not).
    package var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let b): return b
        case .int, .double, .object, .fields: return true
        case .string(let s): return !s.isEmpty
        case .utf8(let bytes): return !bytes.isEmpty
        case .list(let items): return !items.isEmpty
        }
    }

    /// The value stored under `key` when this is an object (or fields), otherwise `nil`.
    package subscript(key: String) -> TemplateValue? {
        switch self {
        case .object(let fields): return fields[key]
        case .fields(let fields): return fields[key]
        default: return nil
        }
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// `nil` is ``TemplateValue/null``.
    package init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// `true` / `false` literals.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// Integer literals.
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// Floating-point literals.
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// String literals.
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// Array literals become lists.
    package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Dictionary literals become objects (a repeated key keeps its last value).
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(elements.count)
        for (key, value) in elements { fields[key] = value }
        self = .object(fields)
    }
}
