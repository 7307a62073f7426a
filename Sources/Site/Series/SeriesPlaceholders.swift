import Localization
import Metrics

/// The `{{name}}` placeholders of a series template and their values for one of its pages: `{{period}}`
/// (`2026-W48`), `{{period.name}}` (`Week 48, 2026`, `2026年第48周`), `{{period.start}}`, `{{period.end}}`,
/// `{{period.range}}`, `{{period.year}}`, `{{period.week}}`; a row page's `{{row.<column>}}`.
///
/// Replaced in the template's title, description and Markdown text (spaces inside the braces are allowed:
/// `{{ period }}`). A placeholder the page has no value for stays as written. Values replaced into Markdown have
/// Markdown's punctuation escaped, so a value is always text and never becomes a link, emphasis or HTML.
struct SeriesPlaceholders: Sendable, Equatable {
    /// Values by placeholder name.
    var values: [String: String]

    /// The placeholders of `period` in the language of `text`.
    static func period(_ period: ReportPeriod, text: MetricText) -> SeriesPlaceholders {
        let week = ReportPeriod.isoWeek(of: period.start)
        var values = ["period": period.slug, "period.start": text.longLabel(period.start),
                      "period.end": text.longLabel(period.end),
                      "period.range": text.range(period.start, period.end, years: true),
                      "period.year": String(period.groupYear)]
        if period.kind == .week { values["period.week"] = String(week.week) }
        values["period.name"] = name(of: period, text: text)
        return SeriesPlaceholders(values: values)
    }

    /// The placeholders of a row page: `{{row.<column>}}` for every column of the file, the cell formatted as
    /// text reads it (see ``SeriesRow/text(of:text:)``; an empty cell is empty), and `{{row}}`, the page's slug.
    static func row(_ row: SeriesRow, slug: String, text: MetricText) -> SeriesPlaceholders {
        var values = ["row": slug]
        values.reserveCapacity(row.columns.count + 1)
        for (name, cell) in zip(row.columns, row.cells) where values["row." + name] == nil {
            values["row." + name] = SeriesRow.text(of: cell, text: text)
        }
        return SeriesPlaceholders(values: values)
    }

    /// A period's name as a reader says it: `Week 48, 2026`, `November 2026`, `Nov 24, 2026`, `2026`.
    static func name(of period: ReportPeriod, text: MetricText) -> String {
        switch period.kind {
        case .week:
            let week = ReportPeriod.isoWeek(of: period.start)
            return text("series.week_name", ["week": String(week.week), "year": String(week.year)])
        case .month:
            let c = period.start.components
            return CLDRMonthNames.monthYear(year: c.year, month: c.month,
                                            localeIdentifier: text.localizer.cldr?.localeIdentifier ?? "en")
        case .day:
            return text.longLabel(period.start)
        case .year:
            return String(period.start.components.year)
        case .range:
            return text.range(period.start, period.end, years: true)
        }
    }

    /// `text` with every known placeholder replaced by its value (as is: titles and descriptions are text).
    func apply(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        return String(decoding: replaced(Array(text.utf8), escaping: false), as: UTF8.self)
    }

    /// Markdown `bytes` with every known placeholder replaced by its value, Markdown punctuation escaped.
    func apply(markdown bytes: UnsafeRawBufferPointer) -> [UInt8] {
        replaced(Array(bytes), escaping: true)
    }

    private func replaced(_ bytes: [UInt8], escaping: Bool) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var i = 0
        let n = bytes.count
        while i < n {
            if bytes[i] == UInt8(ascii: "{"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "{"),
               let close = Self.closing(bytes, from: i + 2) {
                let name = Self.trimmed(bytes[(i + 2)..<close])
                if let value = values[name] {
                    Self.append(value, escaping: escaping, to: &out)
                    i = close + 2
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    /// Where the `}}` closing a placeholder opened before `from` is (on the same line, within 64 bytes).
    private static func closing(_ bytes: [UInt8], from: Int) -> Int? {
        var j = from
        while j + 1 < bytes.count, j < from + 64 {
            if bytes[j] == 10 { return nil }
            if bytes[j] == UInt8(ascii: "}") && bytes[j + 1] == UInt8(ascii: "}") { return j }
            j += 1
        }
        return nil
    }

    private static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        var s = slice
        while let f = s.first, f == 32 { s = s.dropFirst() }
        while let l = s.last, l == 32 { s = s.dropLast() }
        return String(decoding: s, as: UTF8.self)
    }

    private static let markdownPunctuation: Set<UInt8> = Set("\\`*_[]<>!#|~&".utf8)

    private static func append(_ value: String, escaping: Bool, to out: inout [UInt8]) {
        for byte in value.utf8 {
            if byte == 10 || byte == 13 { out.append(32); continue }  // a value never starts a new block
            if escaping && markdownPunctuation.contains(byte) { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
    }

    /// `text` without any `{{…}}` placeholder, spaces and separators trimmed at the ends (a series' index title
    /// from its template's title: `Weekly report – {{period}}` → `Weekly report`).
    static func stripped(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { rest = rest[open.lowerBound...]; break }
            rest = rest[close.upperBound...]
        }
        out += rest
        let trim: Set<Character> = [" ", "-", "–", "—", ":", "：", "·", ",", "，", "|", "/", "(", ")"]
        var chars = Substring(out)
        while let f = chars.first, trim.contains(f) { chars = chars.dropFirst() }
        while let l = chars.last, trim.contains(l) { chars = chars.dropLast() }
        // Collapse runs of spaces left where a placeholder was.
        var collapsed = ""
        var lastSpace = false
        for c in chars {
            if c == " " { if !lastSpace { collapsed.append(c) }; lastSpace = true } else { collapsed.append(c); lastSpace = false }
        }
        return collapsed
    }
}
