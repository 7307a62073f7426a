import Escaping

/// HTML escaping for `{{name}}` interpolation: a thin front over the shared ``Escaping/HTMLEscaping``,
/// so templates and views escape in exactly the same way.
package enum HTMLEscape {
    /// Appends `text` to `out`, replacing `& < > " '` with entities.
    @inlinable
    package static func append(_ text: String, to out: inout [UInt8]) {
        HTMLEscaping.append(text, to: &out)
    }

    /// Appends `bytes` to `out`, replacing `& < > " '` with entities.
    @inlinable
    package static func append(bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        HTMLEscaping.append(bytes, to: &out)
    }

    /// `text` with `& < > " '` replaced by entities.
    package static func escape(_ text: String) -> String {
        HTMLEscaping.escaped(text)
    }
}
