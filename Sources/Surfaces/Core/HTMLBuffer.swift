import Escaping
/// A growable UTF-8 byte buffer that HTML is rendered into.
///
/// This is the ONE place where text is escaped: ``writeEscaped(_:)`` for text content and
/// ``writeAttribute(_:_:)`` for attribute values. Everything else writes trusted, library-made markup.
public struct HTMLBuffer: Sendable {
    /// The bytes written so far (UTF-8).
    public var bytes: [UInt8]

    /// Creates an empty buffer, optionally reserving room for `capacity` bytes.
    public init(capacity: Int = 0) {
        bytes = []
        if capacity > 0 { bytes.reserveCapacity(capacity) }
    }

    /// Reserves room for at least `capacity` bytes.
    public mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Empties the buffer, keeping its storage for the next page.
    public mutating func removeAll(keepingCapacity: Bool = true) {
        bytes.removeAll(keepingCapacity: keepingCapacity)
    }

    /// The number of bytes written.
    public var count: Int { bytes.count }

    /// The contents decoded as a `String`.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes trusted, library-generated markup (never user text).
    @inlinable
    public mutating func write(_ markup: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    /// Writes a trusted string verbatim. Only for library-made markup and vetted tokens
    /// (class names, tag names); user text must go through ``writeEscaped(_:)``.
    @inlinable
    public mutating func writeRaw(_ markup: String) {
        let done: Void? = markup.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if done == nil { bytes.append(contentsOf: markup.utf8) }
    }

    /// Writes one byte.
    @inlinable
    public mutating func write(byte: UInt8) {
        bytes.append(byte)
    }

    /// Writes a non-negative decimal integer.
    public mutating func write(int value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var v = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            repeat {
                raw[n] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
                n += 1
            } while v > 0
            while n > 0 {
                n -= 1
                bytes.append(raw[n])
            }
        }
    }

    /// Writes `text` as HTML text content, escaping `& < > " '`.
    public mutating func writeEscaped(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
        if done == nil {
            var copy = text
            copy.withUTF8 { appendEscaped($0) }
        }
    }

    /// Writes UTF-8 bytes as HTML text content, escaping `& < > " '`.
    public mutating func writeEscaped(bytes utf8: UnsafeBufferPointer<UInt8>) {
        appendEscaped(utf8)
    }

    /// Writes ` name="value"` with the value escaped. `name` must be a library-chosen,
    /// already-validated attribute name.
    public mutating func writeAttribute(_ name: StaticString, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        write(name)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
        writeEscaped(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a library-made attribute prefix such as ` href="`, the escaped value, and `"`.
    @usableFromInline mutating func writeAttribute(prefix: StaticString, _ value: String) {
        write(prefix)
        writeEscaped(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes ` name="value"` for a dynamic attribute name that has been validated against an allow-list.
    @usableFromInline mutating func writeAttribute(validatedName name: String, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        writeRaw(name)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
        writeEscaped(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The one escaping point (shared with templates and the rest of Cardstock): `Escaping.HTMLEscaping`.
    private mutating func appendEscaped(_ src: UnsafeBufferPointer<UInt8>) {
        HTMLEscaping.append(src, to: &bytes)
    }
}
