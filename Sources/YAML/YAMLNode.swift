/// One YAML value with the whole-file position where it starts (1-based line and column).
package struct YAMLNode: Sendable {
    /// The value: a scalar, a sequence or a mapping.
    package var value: YAMLValue
    /// 1-based whole-file line (the `lineOffset` given to ``YAML/parse(_:path:lineOffset:)`` is added).
    package var line: Int
    /// 1-based column (libyaml counts characters).
    package var column: Int

    /// Creates a node.
    package init(value: YAMLValue, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }
}

/// How a scalar was written, which decides how it may be read: only plain scalars are
/// read as numbers, booleans or null; quoted and block scalars are always text.
package enum ScalarStyle: Sendable, Hashable {
    /// `value`
    case plain
    /// `'value'`
    case singleQuoted
    /// `"value"`
    case doubleQuoted
    /// `|` block
    case literal
    /// `>` block
    case folded
}

/// The content of a ``YAMLNode``.
package indirect enum YAMLValue: Sendable {
    /// A scalar's text (escapes decoded, blocks folded) and how it was written.
    case scalar(String, style: ScalarStyle)
    /// `- a` items or `[a, b]`, in order.
    case sequence([YAMLNode])
    /// `key: value` pairs in source order. Keys are scalars and unique (checked by the parser).
    case mapping([(key: YAMLNode, value: YAMLNode)])
}
