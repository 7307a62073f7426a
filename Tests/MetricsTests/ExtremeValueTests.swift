import Diagnostics
import Testing
@testable import Metrics

/// Extreme numbers fed to every reader and formatter of the Metrics library: each either renders
/// correctly or is a diagnostic at the value's `path:line:column` — never a trap.
@Suite struct ExtremeValueTests {
    /// The diagnostics that parsing JSON text at `m.json` produces; empty when it parses.
    func jsonErrors(_ text: String) -> [String] {
        do {
            _ = try JSONMetricParser.parse(Array(text.utf8), path: "m.json")
            return []
        } catch let list as DiagnosticList {
            return list.sorted.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    static let valueRange = "values must be finite numbers between -1e300 and 1e300, or leave the cell empty for a missing value"
    static let dateRange = "dates must be between the years 1 and 9999 (as seconds since 1970-01-01: between -62135596800 and 253402300799)"

    // MARK: - CSV values

    @Test(arguments: ["1e308", "-1e308", "1e400", "-1e400", "1e301", "inf", "-inf", "+inf", "nan", "NaN", "Infinity",
                      String(repeating: "9", count: 400)])
    func csvValuesOutOfRangeAreErrorsAtTheCell(_ cell: String) {
        // The first row makes `v` a number column; the second row holds the extreme value.
        let errors = csvErrors("date,v\n2026-11-01,1\n2026-11-02,\(cell)\n")
        #expect(errors == ["m.csv:3:12: error: `\(cell.prefix(40))` in column `v` is out of range; " + Self.valueRange],
                "\(errors)")
    }

    @Test func numbersOutOfRangeInTheFirstRowAreErrorsToo() {
        // Not silently a text column: 1e400 is written as a number.
        #expect(csvErrors("date,v\n2026-11-01,1e400\n") == ["m.csv:2:12: error: `1e400` in column `v` is out of range; " + Self.valueRange])
        // A word such as `nan` first makes a text column (notes may say "NaN"); a later number reports it.
        let errors = csvErrors("date,v\n2026-11-01,nan\n2026-11-02,3\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("m.csv:2:12: error: `nan` in column `v` is not a number"), "\(errors)")
    }

    @Test func largeButValidCSVValuesAreRead() throws {
        let twentyDigits = "12345678901234567890"
        let s = try parseCSV("date,v\n2026-11-01,1e300\n2026-11-02,-1e300\n2026-11-03,-0\n2026-11-04,1e-300\n"
                             + "2026-11-05,\(twentyDigits)\n2026-11-06,\n2026-11-07,1e-400\n")
        #expect(s.values[0] == [1e300, -1e300, 0, 1e-300, 12_345_678_901_234_567_890.0, nil, 0])
        #expect(s.values[0][2]?.sign == .minus, "-0 is kept as written")
        // A 100-digit number is a number (no length limit), 1e99.
        let long = try parseCSV("date,v\n2026-11-01,1" + String(repeating: "0", count: 99) + "\n")
        #expect(long.values[0] == [1e99])
    }

    // MARK: - CSV rows

    @Test func shortRowsAreErrorsAtTheRow() {
        #expect(csvErrors("date,a,b\n2026-11-01,1,2\n2026-11-02,3\n") == [
            "m.csv:3:1: error: this row has 2 cells but the header has 3; add the missing cells "
                + "(an empty cell, as in `2026-11-23,,`, is a missing value)",
        ])
        #expect(csvErrors("date,a\n2026-11-02\n") == [
            "m.csv:2:1: error: this row has 1 cell but the header has 2; add the missing cells "
                + "(an empty cell, as in `2026-11-23,,`, is a missing value)",
        ])
        // Both kinds of broken rows in one file, each at its own line.
        let errors = csvErrors("date,a\n2026-11-01\n2026-11-02,1,2\n")
        #expect(errors.count == 2 && errors[0].hasPrefix("m.csv:2:1: error: this row has 1 cell")
                && errors[1].hasPrefix("m.csv:3:14: error: this row has 3 cells but the header has 2"), "\(errors)")
    }

    @Test func emptyTrailingCellsAndUnnamedTrailingHeaderCellsAreNotShort() throws {
        let s = try parseCSV("date,a,b\n2026-11-01,1,\n2026-11-02,,\n")
        #expect(s.values == [[1, nil], [nil, nil]])
        // `date,value,` (a trailing comma in the header) accepts rows without it.
        let t = try parseCSV("date,value,\n2026-11-01,5\n2026-11-02,6,\n")
        #expect(t.values.first == [5, 6])
    }

    // MARK: - Dates

    @Test(arguments: [("1e25", "1e+25"), ("-1e300", "-1e+300"), ("253402300800", "253402300800"),
                      ("-62135596801", "-62135596801"), ("-62135596800.5", "-62135596800.5")])
    func jsonNumericDatesOutOfRangeAreErrors(_ written: String, _ shown: String) {
        #expect(jsonErrors("[{\"date\": \(written), \"v\": 1}]")
                == ["m.json:1:11: error: the date `\(shown)` in column `date` is out of range; " + Self.dateRange])
    }

    @Test func jsonNumbersBeyondDoubleAreErrorsAtTheNumber() {
        for text in ["[{\"date\": 1e400, \"v\": 1}]", "[{\"date\": \"2026-11-01\", \"v\": -1e999}]"] {
            let errors = jsonErrors(text)
            #expect(errors.count == 1 && errors[0].contains("error: this number is too large for a 64-bit floating-point number"),
                    "\(errors)")
            #expect(errors.first?.hasPrefix(text.contains("date\": 1e400") ? "m.json:1:11:" : "m.json:1:30:") == true, "\(errors)")
        }
        #expect(jsonErrors("[{\"date\": \"2026-11-01\", \"v\": 1e308}]")
                == ["m.json:1:30: error: `1e+308` in column `v` is out of range; " + Self.valueRange])
    }

    @Test func datesAtTheEdgesOfTheRangeAreRead() throws {
        let file = try JSONMetricParser.parse(Array("[{\"date\": -62135596800, \"v\": 1}, {\"date\": 253402300799, \"v\": 2}]".utf8),
                                              path: "m.json")
        let zone = MetricTimeZone.utc
        #expect(file.series.times.map { zone.day(of: $0).description } == ["0001-01-01", "9999-12-31"])
        let s = try parseCSV("date,v\n0001-01-01,1\n9999-12-31T23:59:59,2\n")
        #expect(s.times == [-62_135_596_800, 253_402_300_799])
    }

    @Test func yearZeroIsOutOfRangeInEveryDateForm() throws {
        #expect(csvErrors("date,v\n0000-12-31,1\n") == ["m.csv:2:1: error: the date `0000-12-31` in column `date` is out of range; " + Self.dateRange])
        let format = try #require(DateFormat("%d/%m/%Y"))
        var metadata = MetricMetadata()
        metadata.dateFormat = format
        #expect(csvErrors("date,v\n31/12/0000,1\n", metadata)
                == ["m.csv:2:1: error: the date `31/12/0000` in column `date` is out of range; " + Self.dateRange])
    }

    @Test func emptyDatesAndValuesAreMissingOrErrors() {
        #expect(jsonErrors("[{\"date\": \"\", \"v\": 1}]").first?.hasPrefix("m.json:1:11: error: missing date in column `date`") == true)
        #expect(jsonErrors("[{\"date\": \"2026-11-01\", \"v\": \"\"}, {\"date\": \"2026-11-02\", \"v\": 2}]") == [])
        #expect(csvErrors("date,v\n,1\n").first?.hasPrefix("m.csv:2:1: error: missing date") == true)
    }

    @Test func dayConversionNeverTraps() {
        let zones: [MetricTimeZone?] = [.utc, MetricTimeZone(secondsFromUTC: 3600), MetricTimeZone(parsing: "Europe/Berlin")]
        for zone in zones.compactMap({ $0 }) {
            for t in [1e25, -1e300, Double.infinity, -Double.infinity, Double.nan, Double.greatestFiniteMagnitude] {
                let day = zone.day(of: t)
                #expect(day.daysSinceEpoch.magnitude <= 1_000_000_000_000)
                _ = day.description
                _ = zone.utc(fromLocal: t)
            }
        }
    }

    @Test func digitHelpersRefuseCountsThatCouldOverflow() {
        #expect(MetricTimeZone(parsing: "+" + String(repeating: "9", count: 20)) == nil)
        #expect(ReportPeriod(parsing: String(repeating: "9", count: 20)) == nil)
        #expect(ReportPeriod(parsing: "99999999999999999999-W01") == nil)
        #expect(CalendarDay(parsing: "99999-01-01") == nil)
    }

    // MARK: - Formatting

    @Test func numbersFormatAtEveryMagnitude() {
        #expect(MetricFormatting.number(1e308) == "1e+308")
        #expect(MetricFormatting.number(-1e308) == "-1e+308")
        #expect(MetricFormatting.number(.infinity) == "–")
        #expect(MetricFormatting.number(-.infinity) == "–")
        #expect(MetricFormatting.number(.nan) == "–")
        #expect(MetricFormatting.number(-0.0) == "0")
        #expect(MetricFormatting.number(1e-300) == "0")
        #expect(MetricFormatting.number(1e18) == "1,000,000,000,000,000,000")
        #expect(MetricFormatting.number(12_345_678_901_234_567_890.0) == "1.2345678901234567e+19")
        #expect(MetricFormatting.number(8432) == "8,432")
        #expect(MetricFormatting.signed(-.infinity) == "–")
        #expect(MetricFormatting.percent(1e300) == "+1e+300%")
        #expect(MetricFormatting.percent(.nan) == "–%")
        #expect(MetricFormatting.value(1e300, unit: "%") == "1e+300%")
    }

    // MARK: - Statistics and comparisons

    @Test func statisticsOfHugeValuesStayFinite() throws {
        let start = day(2026, 11, 23)
        let huge = dailySeries(start: start, [1.7e308, 1.7e308, -0.0, nil])
        let week = ReportPeriod.latest(days: 7, endingOn: start.adding(days: 3))
        let mean = try #require(huge.aggregate(column: 0, .mean, in: week))
        #expect(mean.isFinite && (mean - 1.7e308 / 3 * 2).magnitude < 1e295, "\(mean)")
        #expect(huge.aggregate(column: 0, .sum, in: week) == .infinity, "a sum beyond the range of Double is infinite")
        let summary = try #require(huge.summary(column: 0))
        #expect(summary.mean.isFinite && summary.max == 1.7e308 && summary.min == 0)
        #expect(MetricSeries.mean([1.7e308, 1.7e308, nil]) == 1.7e308)
        #expect(MetricSeries.mean([Double?]()) == nil)
        // Daily values of extreme series are computed without trapping.
        #expect(huge.dailyValues(column: 0, .sum, in: week).count == 7)
    }

    @Test func comparisonsThatOverflowHaveNoChange() {
        let period = ReportPeriod.latest(days: 7, endingOn: day(2026, 11, 29))
        let overflow = MetricComparison(current: 1.7e308, previous: -1.7e308, goodDirection: .higher, period: period,
                                        previousPeriod: period.previous)
        #expect(overflow.absoluteChange == nil && overflow.percentChange == nil && overflow.directionWord == nil)
        #expect(overflow.assessment == .neutral)
        #expect(overflow.sentence(unit: "steps") == "1.7e+308 steps in the 7 days to Nov 29")
        let infinite = MetricComparison(current: .infinity, previous: .infinity, goodDirection: .lower, period: period,
                                        previousPeriod: period.previous)
        #expect(infinite.absoluteChange == nil && infinite.sentence(unit: nil) == "– in the 7 days to Nov 29")
        let tiny = MetricComparison(current: 1e300, previous: 1e-300, goodDirection: .higher, period: period,
                                    previousPeriod: period.previous)
        #expect(tiny.percentChange == nil, "1e600 % is not a finite number")
        #expect(tiny.assessment == .improved)
        let plain = MetricComparison(current: 52, previous: 55, goodDirection: .lower, period: period, previousPeriod: period.previous)
        #expect(plain.percentChange.map { ($0 - -300.0 / 55).magnitude < 1e-12 } == true)
    }

    // MARK: - Metadata numbers

    @Test(arguments: [MetricMetadata.Value.string("1e400"), .string("inf"), .string("nan"), .number(.nan),
                      .number(.infinity), .number(1e301), .string(String(repeating: "9", count: 400))])
    func goalsOutOfRangeAreRejected(_ value: MetricMetadata.Value) {
        var metadata = MetricMetadata()
        #expect(metadata.apply(key: "goal", value: value) == "`goal` must be a number between -1e300 and 1e300, e.g. 10000")
        #expect(metadata.goal == nil)
        #expect(metadata.apply(key: "normal_range", value: .list([.number(0), value])) != nil)
        #expect(metadata.normalRange == nil)
    }

    @Test func goalsInRangeAreKept() {
        var metadata = MetricMetadata()
        #expect(metadata.apply(key: "goal", value: .string("-1e300")) == nil && metadata.goal == -1e300)
        #expect(metadata.apply(key: "normal_range", value: .string("-1e300...1e300")) == nil)
        #expect(metadata.normalRange == -1e300...1e300)
    }
}
