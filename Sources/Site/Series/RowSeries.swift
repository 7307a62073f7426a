import POSIXFiles
import CommonMark
import Diagnostics
import Metrics

/// `repeat: rows`: one page per row of the data file named by `rows:` (a `.csv` with a header row, or a `.json`
/// array of objects), at `<template URL>/<slug>/`, the slug made from the `slug:` column (default: the first).
///
/// - The file is found like a metric block's `file:`: relative to the template's folder, then to the content
///   folder (a leading `/`: the content folder only); it is read once per build.
/// - Slugs (``slug(_:)``): lower-case letters and digits (any script) and `-`; a repeat gets `-2`, `-3`; an empty
///   one is the row's number.
/// - Order: when the rows have a date (the first column whose first row holds `YYYY-MM-DD`), pages go by that
///   date (stable), the pager from older to newer and the index newest first; otherwise file order for both.
/// - Each page's placeholders are its row's `{{row.<column>}}`; its index subtitle is the row's first date and
///   first number (with the unit a ```` ```row ```` block gives it).
enum RowSeries {
    /// The pages of a row series template, in pager order, and whether they are dated (the index lists them
    /// newest first) or not (the index lists them in file order).
    static func pages(of template: SourcePage, session: MetricBuildSession?, text: MetricText,
                      problems: inout [Diagnostic]) -> (pages: [(page: SourcePage, period: ReportPeriod?)], dated: Bool) {
        let meta = template.metadata
        let path = template.file.displayPath
        guard let (table, rowsPath) = rowsTable(of: template, session: session, problems: &problems) else {
            return ([], false)
        }
        var slugColumn = 0
        if let wanted = meta.slug {
            guard let index = table.column(named: wanted) else {
                let p = meta.slugPosition ?? meta.rowsPosition ?? meta.repeatPosition
                problems.append(.error(path, line: p?.line ?? 1, column: p?.column ?? 1,
                    "the rows file \(rowsPath) has no column '\(wanted)' for 'slug:'; its columns are: "
                    + table.columns.joined(separator: ", ")))
                return ([], false)
            }
            slugColumn = index
        }
        if table.rows.isEmpty {
            problems.append(.warning(rowsPath, line: table.headerLine, column: 1,
                "the rows file has no rows, so the series of \(path) has no pages yet; add one row per page"))
            return ([], false)
        }
        let (order, dated) = pageOrder(table)
        let slugs = slugs(table, slugColumn: slugColumn)
        let spec = RowBlockSpec.first(in: template.fences).flatMap {
            try? RowBlockSpec.parse($0.yaml, fenceLine: $0.line, fenceColumn: $0.column, path: path,
                                    columns: table.columns, rowsPath: rowsPath)
        }
        if let source = try? FileSystem.read(template.file.sourcePath) {
            problems += unknownPlaceholders(source, columns: table.columns, path: path, rowsPath: rowsPath)
        }
        var pages: [(page: SourcePage, period: ReportPeriod?)] = []
        pages.reserveCapacity(order.count)
        for k in order {
            let row = SeriesRow(columns: table.columns, cells: table.rows[k].cells, displayPath: rowsPath)
            let placeholders = SeriesPlaceholders.row(row, slug: slugs[k], text: text)
            var page = ReportSeriesExpansion.member(of: template, slug: slugs[k], placeholders: placeholders, period: nil)
            let day = row.firstDay
            if let day { page.metadata.date = day.description }
            page.role = .series(.member(SeriesMember(templatePath: template.file.relativePath, period: nil,
                                                     placeholders: placeholders, row: row,
                                                     subtitle: subtitle(row, day: day, slugColumn: slugColumn, spec: spec, text: text),
                                                     slugColumn: slugColumn)))
            pages.append((page, nil))
        }
        return (pages, dated)
    }

    /// The table of the rows file `template` names and the file's display path, or `nil` with the problem
    /// appended to `problems` (no metric support, not a table, not found, unreadable).
    private static func rowsTable(of template: SourcePage, session: MetricBuildSession?,
                                  problems: inout [Diagnostic]) -> (table: DataTable, rowsPath: String)? {
        let meta = template.metadata
        let path = template.file.displayPath
        let at = meta.rowsPosition ?? meta.repeatPosition
        func fail(_ message: String) {
            problems.append(.error(path, line: at?.line ?? 1, column: at?.column ?? 1, message))
        }
        guard let name = meta.rows else { return nil }  // reported with the front matter
        guard let session else {
            fail("'repeat: rows' needs Cardstock's metric support, which this build does not use")
            return nil
        }
        let lower = name.lowercased()
        guard lower.hasSuffix(".csv") || lower.hasSuffix(".json") else {
            fail("'\(name)' is not a CSV or JSON table; 'rows:' names a .csv file (a header row, then one row per page) "
                  + "or a .json file (an array of objects)")
            return nil
        }
        let tried = MetricCatalog.candidates(name, from: template.resolutionPath)
        guard let found = tried.first(where: { session.assets[$0] != nil }), let asset = session.assets[found] else {
            let shown = tried.isEmpty ? "none (the path leaves the content folder)" : tried.joined(separator: " or ")
            fail("rows file '\(name)' not found (looked for \(shown) in the content folder); check the name, "
                  + "or give its path from the content folder with a leading '/'")
            return nil
        }
        do {
            return (try DataTable.read(try FileSystem.read(asset.sourcePath), path: asset.displayPath), asset.displayPath)
        } catch let list as DiagnosticList {
            problems += list.items
        } catch {
            fail("cannot read the rows file \(asset.displayPath): \(error)")
        }
        return nil
    }

    /// The rows' indices in page order, by date (stable) when the rows have one, and whether they have one.
    private static func pageOrder(_ table: DataTable) -> (order: [Int], dated: Bool) {
        var order = Array(table.rows.indices)
        let dateColumn = table.rows[0].cells.indices.first { table.rows[0].cells[$0].day != nil }
        if let dateColumn {
            let days = table.rows.map { $0.cells[dateColumn].day }
            order.sort { a, b in
                let x = days[a]?.daysSinceEpoch ?? Int.min, y = days[b]?.daysSinceEpoch ?? Int.min
                return x != y ? x < y : a < b
            }
        }
        return (order, dateColumn != nil)
    }

    /// Each row's slug, made in file order (so a repeat's `-2` follows the file, whatever the page order); an
    /// empty one is the row's number.
    private static func slugs(_ table: DataTable, slugColumn: Int) -> [String] {
        var slugs = [String](repeating: "", count: table.rows.count)
        var used: Set<String> = []
        for (k, row) in table.rows.enumerated() {
            var base = slug(row.cells[slugColumn].text)
            if base.isEmpty { base = String(k + 1) }
            var candidate = base
            var n = 1
            while used.contains(candidate) {
                n += 1
                candidate = base + "-" + String(n)
            }
            used.insert(candidate)
            slugs[k] = candidate
        }
        return slugs
    }

    /// An error for every `{{row.<name>}}` of the template (front matter and text) whose column the rows file
    /// does not have (it would stay on every page as written).
    static func unknownPlaceholders(_ source: [UInt8], columns: [String], path: String, rowsPath: String) -> [Diagnostic] {
        let known = Set(columns)
        var out: [Diagnostic] = []
        var line = 1, lineStart = 0, i = 0
        let n = source.count
        while i + 1 < n, out.count < 20 {
            let byte = source[i]
            if byte == 10 {
                line += 1
                lineStart = i + 1
            } else if byte == UInt8(ascii: "{"), source[i + 1] == UInt8(ascii: "{") {
                var j = i + 2
                while j + 1 < n, j < i + 66, source[j] != 10, !(source[j] == UInt8(ascii: "}") && source[j + 1] == UInt8(ascii: "}")) {
                    j += 1
                }
                if j + 1 < n, source[j] == UInt8(ascii: "}"), source[j + 1] == UInt8(ascii: "}") {
                    let name = String(decoding: source[(i + 2)..<j], as: UTF8.self).withoutEndSpaces
                    if name.hasPrefix("row."), !known.contains(String(name.dropFirst(4))) {
                        let column = String(decoding: source[lineStart..<i], as: UTF8.self).count + 1
                        out.append(.error(path, line: line, column: column,
                            "\(rowsPath) has no column '\(name.dropFirst(4))' for '{{\(name)}}'; its columns are: "
                            + columns.joined(separator: ", ")))
                    }
                    i = j + 2
                    continue
                }
            }
            i += 1
        }
        return out
    }

    /// A row's subtitle in the index: its first date and its first number (`Nov 24, 2026 · 5.15 km`).
    static func subtitle(_ row: SeriesRow, day: CalendarDay?, slugColumn: Int, spec: RowBlockSpec?, text: MetricText) -> String {
        var parts: [String] = []
        if let day { parts.append(text.longLabel(day)) }
        let names = spec?.fields ?? row.columns
        for name in names {
            guard let i = row.columns.firstIndex(of: name), i != slugColumn, let number = row.cells[i].number else { continue }
            parts.append(text.value(number, unit: spec?.units[name]))
            break
        }
        return parts.joined(separator: " · ")
    }

    /// A URL segment from a cell: lower-case; letters and digits of any script (and their marks) kept; every
    /// other run of characters one `-`, none at the ends; at most 80 characters.
    static func slug(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingDash = false
        var count = 0
        for scalar in text.lowercased().unicodeScalars {
            let keep: Bool
            let mark: Bool
            if scalar.isASCII {
                keep = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
                mark = false
            } else {
                let p = scalar.properties
                mark = p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark
                keep = p.isAlphabetic || p.numericType != nil || mark
            }
            guard keep else {
                pendingDash = !out.isEmpty
                continue
            }
            // Characters are counted, not scalars: a mark belongs to the letter before it.
            if count >= maxSlugCharacters && !(mark && !pendingDash) { break }
            if pendingDash {
                out.append("-")
                count += 1
                pendingDash = false
            }
            out.append(scalar)
            if !mark { count += 1 }
        }
        return fittingFileName(String(out))
    }

    /// The most characters a slug keeps.
    static let maxSlugCharacters = 80
    /// The most UTF-8 bytes a slug may take: a folder name is at most 255 bytes on Linux file systems, and
    /// a repeat's `-2`, `-3`… must still fit.
    static let maxSlugBytes = 240

    /// `slug` when its UTF-8 fits ``maxSlugBytes``; otherwise its longest prefix of whole scalars that
    /// leaves room for `-` and 16 hex digits of a hash of the whole slug (so two long slugs that share
    /// their start stay apart, the same way on every build).
    static func fittingFileName(_ slug: String) -> String {
        guard slug.utf8.count > maxSlugBytes else { return slug }
        var hash = InputHash()
        hash.add(slug)
        let digits = String(hash.value, radix: 16)
        let suffix = "-" + String(repeating: "0", count: 16 - digits.count) + digits
        var prefix = String.UnicodeScalarView()
        var bytes = 0
        for scalar in slug.unicodeScalars {
            let size = String(scalar).utf8.count
            if bytes + size > maxSlugBytes - suffix.utf8.count { break }
            prefix.append(scalar)
            bytes += size
        }
        var kept = String(prefix)
        while kept.hasSuffix("-") { kept.removeLast() }
        return kept + suffix
    }
}

private extension String {
    /// Without spaces at either end.
    var withoutEndSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
