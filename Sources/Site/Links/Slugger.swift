/// Heading anchor ids following GitHub's rules, so links written for GitHub keep working.
///
/// The text is lowercased, every character that is not a letter, a number, a space, `-` or `_`
/// is dropped, and spaces become hyphens. Repeats on one page get `-1`, `-2`, … appended.
struct Slugger {
    private var used: [String: Int] = [:]

    /// A fresh slugger for one page.
    init() {}

    /// The base slug of a heading text, without the repeat suffix.
    static func slug(_ text: String) -> String {
        if let ascii = asciiSlug(text) { return ascii }
        var out = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                out.append("-")
            } else if scalar == "-" || scalar == "_" {
                out.append(scalar)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                out.append(scalar)
            } else if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// ``slug(_:)`` on UTF-8 bytes when the text is all ASCII (the common case); `nil` otherwise.
    private static func asciiSlug(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            for byte in bytes where byte >= 0x80 { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { out -> Int in
                var n = 0
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                         UInt8(ascii: "-"), UInt8(ascii: "_"):
                        out[n] = byte
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        out[n] = byte + 32
                    case UInt8(ascii: " "):
                        out[n] = UInt8(ascii: "-")
                    default:
                        continue
                    }
                    n += 1
                }
                return n
            }
        }
    }

    /// The unique slug for the next heading with this text.
    mutating func next(_ text: String) -> String {
        let base = Self.slug(text)
        if used.isEmpty { used.reserveCapacity(8) }
        // The common case, a slug not seen before on this page: one dictionary operation.
        guard let count = used.updateValue(0, forKey: base) else { return base }
        var n = count
        var candidate: String
        repeat {
            n += 1
            candidate = base + "-" + String(n)
        } while used[candidate] != nil
        used[base] = n
        used[candidate] = 0
        return candidate
    }
}
