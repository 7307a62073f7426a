import Basics
import Diagnostics

/// Accumulates samples for a ``MetricSeries`` while a parser reads a file, collecting errors.
///
/// Shared by the CSV and JSON parsers. A value column that was not named in the metadata is
/// decided by its first non-empty cell: a number makes it a value column (and later non-numbers
/// are errors), anything else makes it a text column that is ignored.
struct SeriesBuilder {
    enum ColumnState { case undecided, numeric, ignored }

    /// Most errors reported for one file before the parser stops.
    static let errorLimit = 20

    let path: String
    let metadata: MetricMetadata
    let timeZone: MetricTimeZone
    private(set) var names: [String] = []
    private(set) var required: [Bool] = []
    private(set) var states: [ColumnState] = []
    /// For ignored columns: where their first text cell was, reported if a number shows up later.
    private var firstText: [(line: Int, column: Int, text: String)?] = []
    private(set) var values: [[Double?]] = []
    private(set) var times: [Double] = []
    /// Under `time_zone: recorded`, each row's written UTC offset in seconds (``MetricSeries/recordedOffsets``).
    private(set) var offsets: [Int] = []
    /// The offset of the date ``parseDate(_:_:columnName:line:column:)`` read last (0 without one).
    private var lastOffset = 0
    private(set) var isSorted = true
    var diagnostics: [Diagnostic] = []
    /// Values outside the plausible range (``MetricSeries/warnings``), at most ``warningLimit``.
    private(set) var warnings: [Diagnostic] = []
    /// Implausible values beyond ``warningLimit`` (counted, told in one last warning).
    private var unshownWarnings = 0

    /// Most plausibility warnings shown for one file.
    static let warningLimit = 20

    init(path: String, metadata: MetricMetadata) {
        self.path = path
        self.metadata = metadata
        self.timeZone = metadata.timeZone ?? .utc
    }

    /// Whether the error limit was reached.
    var isFull: Bool { diagnostics.count >= SeriesBuilder.errorLimit }

    /// Records an error at `line:column`.
    mutating func error(line: Int, column: Int, _ message: String) {
        if !isFull { diagnostics.append(.error(path, line: line, column: column, message)) }
    }

    /// Adds a value column; earlier rows get missing values. Returns its slot.
    mutating func addColumn(_ name: String, required: Bool) -> Int {
        names.append(name)
        self.required.append(required)
        states.append(required ? .numeric : .undecided)
        firstText.append(nil)
        values.append([Double?](repeating: nil, count: times.count))
        return names.count - 1
    }

    /// Reserves room for about `rows` samples.
    mutating func reserve(_ rows: Int) {
        times.reserveCapacity(rows)
        for i in values.indices { values[i].reserveCapacity(rows) }
    }

    /// Starts a sample at a UTC instant; every column starts missing.
    @inline(__always)
    mutating func beginRow(time: Double) {
        if let last = times.last, time < last { isSorted = false }
        times.append(time)
        if timeZone.keepsRecordedClock { offsets.append(lastOffset) }
        lastOffset = 0
        for i in values.indices { values[i].append(nil) }
    }

    /// Reads a cell's text as the current row's value in `slot`; empty text is a missing value.
    @inline(__always)
    mutating func setCell(slot: Int, _ p: UnsafePointer<UInt8>, _ n: Int, line: Int, column: Int) {
        if n == 0 { return }
        let number = NumberParsing.parse(p, n)
        if let v = number, states[slot] == .ignored || MetricLimits.values.contains(v) {
            setValue(slot: slot, v, line: line, column: column)
            return
        }
        let text = String(decoding: UnsafeBufferPointer(start: p, count: min(n, 40)), as: UTF8.self)
        if number != nil {
            // Finite, but outside the value range (`1e308`): reported as written.
            reportOutOfRange(slot: slot, text: text, line: line, column: column)
            return
        }
        switch (NumberParsing.problem(p, n), states[slot]) {
        case (.notANumber, _), (.notFinite, .undecided), (.notFinite, .ignored), (.outOfRange, .ignored):
            // `nan` or `Infinity` may be a word in a text column; such a column is ignored anyway.
            setNonNumeric(slot: slot, text: text, line: line, column: column)
        case (.notFinite, .numeric), (.outOfRange, .undecided), (.outOfRange, .numeric):
            reportOutOfRange(slot: slot, text: text, line: line, column: column)
        }
    }

    /// Sets a numeric value for the current row; a value outside ``MetricLimits/values`` is an
    /// error at `line:column`.
    mutating func setValue(slot: Int, _ v: Double, line: Int, column: Int) {
        if states[slot] != .ignored, !MetricLimits.values.contains(v) {
            reportOutOfRange(slot: slot, text: SeriesBuilder.plainText(v), line: line, column: column)
            return
        }
        if let low = metadata.plausibleMinimum, v < low { implausible(v, bound: "plausible_min", low, line: line, column: column) }
        if let high = metadata.plausibleMaximum, v > high { implausible(v, bound: "plausible_max", high, line: line, column: column) }
        switch states[slot] {
        case .numeric: break
        case .undecided: states[slot] = .numeric
        case .ignored:
            // A column that began with text but holds numbers later: the text cell is the mistake.
            if let first = firstText[slot] {
                reportNotNumber(slot: slot, text: first.text, line: first.line, column: first.column)
                firstText[slot] = nil
            }
            return
        }
        values[slot][values[slot].count - 1] = v
    }

    /// Records a non-numeric, non-empty value in `slot`: the first one of an undecided column makes
    /// it a text column; in a numeric column it is an error.
    mutating func setNonNumeric(slot: Int, text: String, line: Int, column: Int) {
        switch states[slot] {
        case .ignored: return
        case .undecided:
            states[slot] = .ignored
            firstText[slot] = (line, column, text)
        case .numeric:
            reportNotNumber(slot: slot, text: text, line: line, column: column)
        }
    }

    /// A number that cannot be a value (`nan`, `inf`, `1e400`, `-2e300`): an error in any column,
    /// so a column is never silently dropped because its first value was out of range.
    private mutating func reportOutOfRange(slot: Int, text: String, line: Int, column: Int) {
        error(line: line, column: column,
              "`\(text)` in column `\(names[slot])` is out of range; values must be finite numbers between "
              + MetricLimits.valueRangeText + ", or leave the cell empty for a missing value")
    }

    private mutating func reportNotNumber(slot: Int, text: String, line: Int, column: Int) {
        error(line: line, column: column,
              "`\(text)` in column `\(names[slot])` is not a number; write a plain number such as 8432 or 7.5 "
              + "(no units or thousands separators), or leave the cell empty for a missing value")
    }

    /// Converts a date cell into a UTC instant, recording an error (and returning `nil`) when unreadable.
    @inline(__always)
    mutating func parseDate(_ p: UnsafePointer<UInt8>, _ n: Int, columnName: String, line: Int, column: Int) -> Double? {
        if n == 0 {
            error(line: line, column: column,
                  "missing date in column `\(columnName)`; every row needs a date such as 2026-11-23")
            return nil
        }
        let cellText = { String(decoding: UnsafeBufferPointer(start: p, count: min(n, 40)), as: UTF8.self) }
        if let format = metadata.dateFormat {
            if let local = format.parse(p, n) {
                guard MetricLimits.dates.contains(local) else { return dateOutOfRange(cellText(), columnName, line, column) }
                return timeZone.utc(fromLocal: local)
            }
        } else if let parsed = ISO8601Reader.read(p, count: n) {
            guard MetricLimits.dates.contains(parsed.localSeconds) else {
                return dateOutOfRange(cellText(), columnName, line, column)
            }
            if let offset = parsed.offset {
                lastOffset = Int(offset)
                return timeZone.keepsRecordedClock ? parsed.localSeconds : parsed.localSeconds - Double(offset)
            }
            return timeZone.utc(fromLocal: parsed.localSeconds)
        }
        let text = cellText()
        if let format = metadata.dateFormat {
            error(line: line, column: column,
                  "cannot read date `\(text)` in column `\(columnName)`: it does not match date_format `\(format.pattern)`; "
                  + "fix the cell or the date_format setting")
        } else if let why = DateProblem.explain(text) {
            error(line: line, column: column, "cannot read date `\(text)` in column `\(columnName)`: \(why)")
        } else {
            error(line: line, column: column,
                  "cannot read date `\(text)` in column `\(columnName)`; use ISO 8601 such as 2026-11-23, "
                  + "2026-11-23T07:30 or 2026-11-23T07:30:00+01:00, or set date_format (e.g. %d/%m/%Y)")
        }
        return nil
    }

    /// Checks a date given as seconds since 1970-01-01 UTC (JSON numbers): the instant, or `nil`
    /// with an error at `line:column` when it is outside ``MetricLimits/dates``.
    mutating func checkDate(seconds: Double, columnName: String, line: Int, column: Int) -> Double? {
        guard MetricLimits.dates.contains(seconds) else {
            return dateOutOfRange(SeriesBuilder.plainText(seconds), columnName, line, column)
        }
        return seconds
    }

    /// A number as a JSON file may have spelled it, for messages: `253402300800`, `1e+25`, `-0.5`.
    static func plainText(_ v: Double) -> String {
        if v == v.rounded(), v.magnitude < 1e15 { return String(Int64(v)) }
        return String(v)
    }

    private mutating func dateOutOfRange(_ text: String, _ columnName: String, _ line: Int, _ column: Int) -> Double? {
        error(line: line, column: column,
              "the date `\(text)` in column `\(columnName)` is out of range; " + MetricLimits.dateRangeText)
        return nil
    }

    /// Finishes: drops text columns, sorts samples by time (stable), or throws the collected errors.
    /// Warns that `value` is below `min:` or above `max:` (read all the same: it may be real).
    private mutating func implausible(_ value: Double, bound key: String, _ bound: Double, line: Int, column: Int) {
        guard warnings.count < Self.warningLimit else { unshownWarnings += 1; return }
        let relation = key == "plausible_min" ? "below" : "above"
        warnings.append(.warning(path, line: line, column: column,
            "\(SeriesBuilder.plainText(value)) is \(relation) the plausible \(key == "plausible_min" ? "minimum" : "maximum") "
            + "(`\(key): \(SeriesBuilder.plainText(bound))`); check the value, or change `\(key):` in the metric's sidecar"))
    }

    func finish(name: String) throws -> MetricSeries {
        if !diagnostics.isEmpty { throw DiagnosticList(diagnostics) }
        var keptNames: [String] = []
        var keptValues: [[Double?]] = []
        for i in names.indices where states[i] != .ignored {
            keptNames.append(names[i])
            keptValues.append(values[i])
        }
        var series = MetricSeries(name: name, columns: keptNames, times: times, values: keptValues, timeZone: timeZone)
        series.warnings = warnings
        if timeZone.keepsRecordedClock { series.recordedOffsets = offsets }
        if unshownWarnings > 0 {
            series.warnings.append(.warning(path, "\(unshownWarnings) more values are outside the plausible range (`plausible_min:`, `plausible_max:`)"))
        }
        if !isSorted {
            let order = times.indices.sorted { a, b in
                times[a] < times[b] || (times[a] == times[b] && a < b)
            }
            series.times = order.map { times[$0] }
            series.values = keptValues.map { column in order.map { column[$0] } }
            if timeZone.keepsRecordedClock { series.recordedOffsets = order.map { offsets[$0] } }
        }
        return series
    }

    /// The metric name for a file path: its last component without extension.
    static func defaultName(for path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = file.lastIndex(of: "."), dot != file.startIndex { return String(file[..<dot]) }
        return file
    }

    /// Whether a header names a date column by convention.
    static func isDateName(_ name: String) -> Bool {
        switch name.lowercased() {
        case "date", "time", "timestamp", "day", "datetime": return true
        default: return false
        }
    }
}
