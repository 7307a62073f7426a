import HTMLSafety

/// Reads the days of a metric's period page: the rows (`<th scope=row>` day, `<td>` value) of the first
/// `<tbody>` of its values table, oldest first. Only a row with exactly one value cell is kept (a range
/// metric's table, with a low and a high per day, gives no bars).
enum PeriodTableReader {
    /// The days of the period page `html`, each with its value read as a number for the bar.
    static func days(_ html: [UInt8], language: String) -> [ReportDigest.Day] {
        var rows: [[String]] = []
        html.withUnsafeBufferPointer { bytes in
            var tokenizer = HTMLTokenizer(bytes)
            var inBody = false, cell: [UInt8]? = nil, row: [String] = []
            loop: while true {
                switch tokenizer.next() {
                case .startTag(let tag) where tag.name == "tbody": inBody = true
                case .endTag(let tag) where tag.name == "tbody" && inBody: break loop
                case .startTag(let tag) where inBody && (tag.name == "th" || tag.name == "td"): cell = []
                case .endTag(let tag) where inBody && (tag.name == "th" || tag.name == "td"):
                    row.append(ReportDigestReader.clean(String(decoding: cell ?? [], as: UTF8.self)))
                    cell = nil
                case .endTag(let tag) where inBody && tag.name == "tr":
                    rows.append(row)
                    row = []
                case .text(let range) where cell != nil:
                    cell! += HTMLCharacterReference.decodeAttribute(bytes[range]).bytes
                case .endOfFile: break loop
                default: continue
                }
            }
        }
        return rows.reversed().compactMap { row in
            guard row.count == 2 else { return nil }
            return ReportDigest.Day(label: row[0], value: row[1], amount: DigestNumber.amount(of: row[1], language: language))
        }
    }
}
