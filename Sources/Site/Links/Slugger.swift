/// Heading anchor ids following GitHub's rules, so links written for GitHub keep working.
///
/// The text is lowercased, every character that is not a letter, a number, a space, `-` or `_`
/// is dropped, and spaces become hyphens. Repeats on one page get `-1`, `-2`, … appended.
struct Slugger {
    /// Slugs handed out so far with their repeat counter, searched linearly while there are few
    /// (a page has a handful of headings: no hashing, one small array).
    private var recent: [(slug: String, count: Int)] = []
    /// The same once there are more than ``linearLimit`` (then `recent` is empty).
    private var used: [String: Int] = [:]
    private static let linearLimit = 24

    /// A fresh slugger for one page.
    init() {}

    /// A fresh slugger with room for `expected` headings.
    init(expected: Int) {
        if expected > 0 { recent.reserveCapacity(min(expected, Self.linearLimit)) }
    }

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
        guard let repeats = count(of: base) else {
            add(base)
            return base
        }
        var candidate = base
        var n = repeats
        repeat {
            n += 1
            candidate = base + "-" + String(n)
        } while count(of: candidate) != nil
        setCount(n, for: base)
        add(candidate)
        return candidate
    }

    /// Records `slug`, known not to be handed out yet, with no repeats: appended without a search while the
    /// list is short.
    private mutating func add(_ slug: String) {
        if used.isEmpty && recent.count < Self.linearLimit {
            recent.append((slug, 0))
        } else {
            setCount(0, for: slug)
        }
    }

    private func count(of slug: String) -> Int? {
        if used.isEmpty {
            for entry in recent where entry.slug == slug { return entry.count }
            return nil
        }
        return used[slug]
    }

    private mutating func setCount(_ count: Int, for slug: String) {
        if used.isEmpty {
            if let i = recent.firstIndex(where: { $0.slug == slug }) {
                recent[i].count = count
                return
            }
            if recent.count < Self.linearLimit {
                recent.append((slug, count))
                return
            }
            used.reserveCapacity(recent.count * 2 + 2)
            for entry in recent { used[entry.slug] = entry.count }
            recent = []
        }
        used[slug] = count
    }
}
