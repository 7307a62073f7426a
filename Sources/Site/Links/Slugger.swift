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

    /// The unique slug for the next heading with this text.
    mutating func next(_ text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        if let count = used[base] {
            var n = count
            repeat {
                n += 1
                candidate = base + "-" + String(n)
            } while used[candidate] != nil
            used[base] = n
        }
        used[candidate] = used[candidate] ?? 0
        return candidate
    }
}
