import CLibXML2
import Foundation

/// An element name in libxml2's buffer (valid during the callback).
struct XMLName {
    let bytes: UnsafePointer<xmlChar>

    init(_ bytes: UnsafePointer<xmlChar>) { self.bytes = bytes }

    /// Whether the name is `text` (ASCII).
    @inline(__always)
    func `is`(_ text: StaticString) -> Bool {
        strcmp(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self),
               UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }

    /// The name as a string.
    var string: String { String(cString: bytes) }
}

/// An element's attributes in libxml2's buffers (valid during the callback): per attribute its
/// local name, prefix, namespace, and the start and end of its value, entities already replaced.
struct XMLAttributes {
    private let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    /// The number of attributes.
    let count: Int

    init(_ base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) {
        self.base = base
        self.count = base == nil ? 0 : count
    }

    /// The name of attribute `i`.
    @inline(__always)
    func name(_ i: Int) -> XMLName { XMLName(base![5 * i]!) }

    /// The value bytes of attribute `i`.
    @inline(__always)
    func value(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let start = base![5 * i + 3]!, end = base![5 * i + 4]!
        return UnsafeBufferPointer(start: start, count: end - start)
    }

    /// The value of attribute `i` as a string.
    func string(_ i: Int) -> String { String(decoding: value(i), as: UTF8.self) }

    /// All attributes as a dictionary (for the rare elements that use many of them).
    var dictionary: [String: String] {
        var out: [String: String] = [:]
        out.reserveCapacity(count)
        for i in 0..<count { out[name(i).string] = string(i) }
        return out
    }
}
