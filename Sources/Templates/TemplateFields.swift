/// An object built in code (a page's template context): named values kept in one array, each with a
/// short hash of its name. Cheaper than a dictionary for the handful of fields such objects have: adding a
/// field appends to the array, and a `{{name}}` lookup compares a few precomputed hashes instead of running
/// the dictionary's seeded hash over the name. Renders exactly like ``TemplateValue/object(_:)`` with the
/// same fields; names compare like dictionary keys (`String` equality).
package struct TemplateFields: Sendable {
    struct Field: Sendable {
        let key: String
        /// ``TemplateFields/hash(_:)`` of `key`.
        let hash: UInt32
        var value: TemplateValue
    }

    private(set) var fields: [Field] = []

    /// An empty object with room for `minimumCapacity` fields.
    package init(minimumCapacity: Int = 0) {
        fields.reserveCapacity(minimumCapacity)
    }

    /// The number of fields.
    package var count: Int { fields.count }

    /// The value named `key`; setting replaces it (or adds it at the end), setting `nil` removes it.
    package subscript(key: String) -> TemplateValue? {
        get { value(forKey: key, hash: Self.hash(key)) }
        set {
            let hash = Self.hash(key)
            if let i = index(of: key, hash: hash) {
                if let newValue { fields[i].value = newValue } else { fields.remove(at: i) }
            } else if let newValue {
                fields.append(Field(key: key, hash: hash, value: newValue))
            }
        }
    }

    /// The fields in the order they were added.
    package var pairs: [(key: String, value: TemplateValue)] { fields.map { ($0.key, $0.value) } }

    /// The value named `key`, whose ``hash(_:)`` is `hash`.
    func value(forKey key: String, hash: UInt32) -> TemplateValue? {
        index(of: key, hash: hash).map { fields[$0].value }
    }

    private func index(of key: String, hash: UInt32) -> Int? {
        for i in fields.indices {
            let candidate = fields[i].hash
            // A hash of 0 (a name that is not ASCII) matches anything: only `==` decides for such names,
            // since canonically equal names can have different bytes.
            if candidate == hash || candidate == 0 || hash == 0, fields[i].key == key { return i }
        }
        return nil
    }

    /// FNV-1a of an ASCII name, never 0; 0 for a name with other characters.
    static func hash(_ key: String) -> UInt32 {
        var key = key
        return key.withUTF8 { bytes -> UInt32 in
            var h: UInt32 = 0x811c_9dc5
            for byte in bytes {
                if byte >= 0x80 { return 0 }
                h = (h ^ UInt32(byte)) &* 0x0100_0193
            }
            return h | 1
        }
    }
}

extension TemplateFields {
    /// Distinct field names with their hashes worked out once, for objects made again and again with the same
    /// names (a page's context, once per page).
    package struct Names: Sendable {
        fileprivate let keys: [String]
        fileprivate let hashes: [UInt32]

        /// The names `keys`, which must all differ.
        package init(_ keys: [String]) {
            precondition(Set(keys).count == keys.count, "template field names must differ")
            self.keys = keys
            hashes = keys.map(TemplateFields.hash)
        }

        /// The number of names.
        package var count: Int { keys.count }
    }

    /// An object with the fields `names` (in their order) holding `values` (as many as names): the same as
    /// the dictionary literal of those pairs, without hashing the names again.
    package init(_ names: Names, values: [TemplateValue]) {
        precondition(values.count == names.keys.count, "one value per template field name")
        fields.reserveCapacity(values.count)
        for i in values.indices {
            fields.append(Field(key: names.keys[i], hash: names.hashes[i], value: values[i]))
        }
    }
}

extension TemplateFields: ExpressibleByDictionaryLiteral {
    /// Fields in the order written (a repeated key keeps its last value, in its first place).
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(minimumCapacity: elements.count)
        for (key, value) in elements { self[key] = value }
    }
}

extension TemplateFields: Equatable {
    /// Equal when both have the same names with equal values, in any order (like dictionaries).
    package static func == (lhs: TemplateFields, rhs: TemplateFields) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for field in lhs.fields where rhs.value(forKey: field.key, hash: field.hash) != field.value { return false }
        return true
    }
}
