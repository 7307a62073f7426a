/// The plain-text version of a report email: readable on its own in any mail client (and read aloud), in the
/// page's words. Headings are underlined, cards give their figure, change lines and notes, then one line per
/// day with a bar of `█` (at most 20) after the page's value.
enum EmailTextRenderer {
    /// The text of `digest`.
    static func render(_ digest: ReportDigest) -> String {
        var lines: [String] = [digest.title, String(repeating: "=", count: max(3, width(digest.title)))]
        if !digest.header.isEmpty { lines.append(digest.header) }
        for section in digest.sections {
            lines.append("")
            if !section.heading.isEmpty {
                lines += [section.heading, String(repeating: "-", count: max(3, width(section.heading))), ""]
            }
            for block in section.blocks { lines += render(block) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func render(_ block: ReportDigest.Block) -> [String] {
        switch block {
        case .paragraph(let text): return [text, ""]
        case .row(let title, let detail): return ["* " + title + (detail.isEmpty ? "" : " - " + detail)]
        case .card(let card):
            var lines = [card.title + ": " + card.figure]
            lines += card.changes.map { "  " + $0 }
            lines += card.notes.map { "  " + $0 }
            let labelWidth = card.days.map { width($0.label) }.max() ?? 0
            let valueWidth = card.days.map { width($0.value) }.max() ?? 0
            let top = card.days.compactMap(\.amount).max() ?? 0
            for day in card.days {
                var line = "  " + pad(day.label, labelWidth) + "  " + pad(day.value, valueWidth, leading: true)
                if let amount = day.amount, top > 0, amount > 0 {
                    line += "  " + String(repeating: "█", count: max(1, Int((amount / top * 20).rounded())))
                }
                lines.append(line)
            }
            return lines + [""]
        }
    }

    /// The columns `text` takes in a fixed-width font: 2 for East Asian wide characters, 1 otherwise.
    static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0xFFE0...0xFFE6).contains(v)
            return total + (wide ? 2 : 1)
        }
    }

    private static func pad(_ text: String, _ columns: Int, leading: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, columns - width(text)))
        return leading ? fill + text : text + fill
    }
}
