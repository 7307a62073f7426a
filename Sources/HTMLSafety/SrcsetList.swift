/// The image candidates of a `srcset` value (`a.png 1x, b.png 2x`), as the HTML standard splits them.
package enum SrcsetList {
    /// The URLs with their byte offsets inside the value.
    package static func urls(_ value: [UInt8]) -> [(bytes: [UInt8], offset: Int)] {
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D }
        var out: [(bytes: [UInt8], offset: Int)] = []
        var k = 0
        while k < value.count {
            while k < value.count, isSpace(value[k]) || value[k] == 0x2C { k += 1 }
            guard k < value.count else { break }
            let start = k
            while k < value.count, !isSpace(value[k]) { k += 1 }
            var end = k
            let endsItem = end > start && value[end - 1] == 0x2C
            while end > start, value[end - 1] == 0x2C { end -= 1 }
            out.append((Array(value[start..<end]), start))
            if endsItem { continue }
            // The descriptors, up to the comma that ends the candidate (parentheses protect commas).
            var depth = 0
            while k < value.count {
                let c = value[k]
                if c == 0x28 { depth += 1 } else if c == 0x29 { depth = max(0, depth - 1) }
                else if c == 0x2C, depth == 0 { break }
                k += 1
            }
        }
        return out
    }
}
