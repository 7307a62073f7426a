/// Number formatting for progress lines, by hand (no `NumberFormatter`).
package enum NumberText {
    /// `1204` → `1,204`.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return value < 0 ? "-" + out : out
    }

    /// Seconds with two decimals: `0.8412` → `0.84`.
    package static func seconds(_ value: Double) -> String {
        let hundredths = Int((max(0, value) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `1 page`, `1,204 pages`.
    package static func pages(_ count: Int) -> String {
        "\(grouped(count)) \(count == 1 ? "page" : "pages")"
    }

    /// The summary line: `Built 1,204 pages in 0.84 s`.
    package static func summary(pages: Int, seconds: Double) -> String {
        "Built \(self.pages(pages)) in \(self.seconds(seconds)) s"
    }
}
