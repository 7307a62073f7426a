import Basics

extension IconLibrary {
    /// A message for an unknown icon name that lists the known names, for diagnostics:
    /// `unknown icon 'hart.fill'; known icons: chevron.right, heart.fill`.
    public func unknownIconMessage(_ name: String) -> String {
        "unknown icon '\(name)'; known icons: \(names.joined(separator: ", ")) (or add an SVG file with that name to the site's icons)"
    }

    /// The inner markup of a site's SVG icon file (what goes inside `<svg>`), or `nil` if the text
    /// has no `<svg …>…</svg>` root or contains active content (`<script`, `<foreignObject`,
    /// `on…=` handlers, `javascript:`), which icons never need.
    public static func iconBody(fromSVGFile text: String) -> String? {
        let bytes = Array(text.utf8)
        let lower = bytes.map { ($0 >= 65 && $0 <= 90) ? $0 | 0x20 : $0 }
        guard let open = find(Array("<svg".utf8), in: lower, from: 0),
              let openEnd = lower[open...].firstIndex(of: UInt8(ascii: ">")),
              let close = findLast(Array("</svg>".utf8), in: lower), close > openEnd else { return nil }
        let inner = Array(lower[(openEnd + 1)..<close])
        for bad in ["<script", "<foreignobject", "javascript:", "<iframe", "<svg"] where find(Array(bad.utf8), in: inner, from: 0) != nil {
            return nil
        }
        // Event handler attributes: whitespace, "on", letters, "=".
        var i = 0
        while i + 3 < inner.count {
            let ws = inner[i] == 0x20 || inner[i] == 0x09 || inner[i] == 0x0A || inner[i] == 0x0D || inner[i] == 0x2F
            if ws && inner[i + 1] == UInt8(ascii: "o") && inner[i + 2] == UInt8(ascii: "n") {
                var j = i + 3
                while j < inner.count && inner[j] >= 97 && inner[j] <= 122 { j += 1 }
                while j < inner.count && (inner[j] == 0x20 || inner[j] == 0x09) { j += 1 }
                if j > i + 3 && j < inner.count && inner[j] == UInt8(ascii: "=") { return nil }
            }
            i += 1
        }
        let body = String(decoding: bytes[(openEnd + 1)..<close], as: UTF8.self)
        return body
    }

    private static func find(_ needle: [UInt8], in hay: [UInt8], from start: Int) -> Int? {
        ByteSearch.firstIndex(of: needle, in: hay, from: start)
    }

    private static func findLast(_ needle: [UInt8], in hay: [UInt8]) -> Int? {
        ByteSearch.lastIndex(of: needle, in: hay)
    }
}
