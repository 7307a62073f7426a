import Escaping

/// HTML escaping for `{{name}}` interpolation: a thin front over the shared ``Escaping/HTMLEscaping``,
/// so templates and views escape in exactly the same way.
public enum HTMLEscape {
    /// Appends `text` to `out`, replacing `& < > " '` with entities.
    @inlinable
    public static func append(_ text: String, to out: inout [UInt8]) {
        HTMLEscaping.append(text, to: &out)
    }

    /// Appends `bytes` to `out`, replacing `& < > " '` with entities.
    @inlinable
    public static func append(bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        HTMLEscaping.append(bytes, to: &out)
    }

    /// `text` with `& < > " '` replaced by entities.
    public static func escape(_ text: String) -> String {
        HTMLEscaping.escaped(text)
    }
}
