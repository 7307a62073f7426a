import Foundation
import Diagnostics
import Metrics

/// One JSON file of a Fitbit data export (`steps-2026-11-01.json`, `heart_rate-2026-11-24.json`, `sleep-2026-11-01.json`):
/// what it holds (the name before the date) and its array's objects, each with the line and column where it starts.
struct FitbitFile {
    /// An element of the file's top-level array, and where it starts (1-based).
    struct Element {
        var object: [String: Any]
        var line: Int
        var column: Int
    }

    /// The data type the file holds: `steps`, `heart_rate`, `sleep`, …
    let stem: String
    /// The path shown in messages.
    let path: String
    /// The array's elements that are objects.
    private(set) var elements: [Element] = []

    /// The data type of a file named `<stem>-YYYY-MM-DD.json`, or `nil` for any other name.
    static func stem(of name: String) -> String? {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        guard last.hasSuffix(".json"), last.utf8.count > 16 else { return nil }
        let base = last.dropLast(5)
        let date = String(base.suffix(10)), head = base.dropLast(10)
        guard head.hasSuffix("-"), GoogleFitImporter.isDate(date) else { return nil }
        return String(head.dropLast())
    }

    /// Parses `bytes`; throws a `DiagnosticList` at `path:line:col` when they are not JSON or not an array.
    init(_ bytes: [UInt8], stem: String, path: String) throws {
        self.stem = stem
        self.path = path
        let any: Any
        do {
            any = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            let (line, column) = FitbitFile.position(ofError: error, in: bytes)
            throw DiagnosticList([.error(path, line: line, column: column, "this is not valid JSON ("
                + ((error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)")
                + "); the export is damaged or cut short, download it again")])
        }
        guard let array = any as? [Any] else {
            throw DiagnosticList([.error(path, line: 1, column: 1, "a Fitbit data file holds a JSON array `[…]` of entries; "
                + "this one holds something else")])
        }
        let starts = FitbitFile.elementStarts(bytes)
        for (i, item) in array.enumerated() {
            guard let object = item as? [String: Any] else { continue }
            let (line, column) = i < starts.count ? FitbitFile.lineAndColumn(of: starts[i], in: bytes) : (1, 1)
            elements.append(Element(object: object, line: line, column: column))
        }
    }

    /// The byte offsets where the top-level array's elements start.
    static func elementStarts(_ b: [UInt8]) -> [Int] {
        var out: [Int] = [], depth = 0, inString = false, escaped = false, expectValue = false
        for (i, c) in b.enumerated() {
            if inString {
                if escaped { escaped = false } else if c == 0x5C { escaped = true } else if c == 0x22 { inString = false }
                continue
            }
            if depth == 1, expectValue, c != 0x20, c != 0x0A, c != 0x0D, c != 0x09, c != 0x5D {
                out.append(i)
                expectValue = false
            }
            switch c {
            case 0x22: inString = true
            case 0x5B, 0x7B:
                depth += 1
                if depth == 1 { expectValue = true }
            case 0x5D, 0x7D: depth -= 1
            case 0x2C where depth == 1: expectValue = true
            default: break
            }
        }
        return out
    }

    /// The line and column (in characters) of byte `offset`.
    static func lineAndColumn(of offset: Int, in b: [UInt8]) -> (Int, Int) {
        let before = b.prefix(max(0, min(offset, b.count)))
        let line = 1 + before.filter { $0 == 0x0A }.count
        let lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        let column = 1 + String(decoding: b[lineStart..<before.endIndex], as: UTF8.self).count
        return (line, column)
    }

    /// Where Foundation's JSON error points: `line L, column C`, or `around character N`, or the end of the file.
    static func position(ofError error: Error, in bytes: [UInt8]) -> (Int, Int) {
        let text = (error as NSError).userInfo["NSDebugDescription"] as? String ?? ""
        func number(after word: String) -> Int? {
            guard let r = text.range(of: word) else { return nil }
            return Int(text[r.upperBound...].prefix { $0.isNumber })
        }
        if let line = number(after: "line "), let column = number(after: "column ") { return (line, column) }
        if let character = number(after: "character ") { return lineAndColumn(of: character, in: bytes) }
        return lineAndColumn(of: bytes.count, in: bytes)
    }

    /// The local day of a Fitbit time: `11/24/26 07:05:00` (month/day/two-digit year) or `2026-11-24T07:05:00…`.
    static func day(_ text: String) -> CalendarDay? {
        if GoogleFitImporter.isDate(String(text.prefix(10))) { return CalendarDay(isoPrefix: text) }
        let parts = text.prefix { $0 != " " }.split(separator: "/")
        guard parts.count == 3, let m = Int(parts[0]), let d = Int(parts[1]), let y = Int(parts[2]) else { return nil }
        let year = parts[2].count == 2 ? 2000 + y : y
        guard parts[2].count == 2 || parts[2].count == 4 else { return nil }
        return CalendarDay(year: year, month: m, day: d)
    }

    /// A number given as a JSON number or as text (`"8432"`, `"1.25"`).
    static func number(_ any: Any?) -> Double? {
        if let n = any as? NSNumber { return n.doubleValue }
        if let s = any as? String { return DataTable.number(s) }
        return nil
    }
}
