/// One of a Gadgetbridge database's per-device sample tables the import reads, found by its name and columns.
///
/// Gadgetbridge (its `GBDaoGenerator` schema) writes a table per device family. Activity samples
/// (`MI_BAND_ACTIVITY_SAMPLE`, `HUAMI_EXTENDED_ACTIVITY_SAMPLE`, `XIAOMI_ACTIVITY_SAMPLE`, `PEBBLE_HEALTH_ACTIVITY_SAMPLE`,
/// …) hold `TIMESTAMP` (Unix seconds), `DEVICE_ID`, `USER_ID` and, for most devices, `STEPS` and `HEART_RATE` per
/// minute. All-day heart rate tables of newer devices (`COLMI_HEART_RATE_SAMPLE`, `CMF_HEART_RATE_SAMPLE`) hold
/// `TIMESTAMP` in milliseconds and `HEART_RATE`. Tables of single readings or daily figures (`…_HEART_RATE_MANUAL_SAMPLE`,
/// `…_HEART_RATE_MAX_SAMPLE`, `…_HEART_RATE_RESTING_SAMPLE`) are not read: their values are not per-minute samples.
struct GadgetbridgeSampleTable: Equatable {
    /// The table's name as the database spells it.
    let name: String
    /// Whether it has a `STEPS` column.
    let hasSteps: Bool
    /// Whether it has a `HEART_RATE` column.
    let hasHeartRate: Bool

    /// The table `name` with `columns` if it is a sample table the import reads, else `nil`.
    init?(name: String, columns: [String]) {
        let upper = name.uppercased()
        guard upper.hasSuffix("_ACTIVITY_SAMPLE") || upper.hasSuffix("_HEART_RATE_SAMPLE") else { return nil }
        let names = Set(columns.map { $0.uppercased() })
        guard names.contains("TIMESTAMP"), names.contains("DEVICE_ID") else { return nil }
        self.name = name
        hasSteps = names.contains("STEPS")
        hasHeartRate = names.contains("HEART_RATE")
        if !hasSteps && !hasHeartRate { return nil }
    }

    /// `name` as a quoted SQL identifier.
    var quotedName: String { GadgetbridgeSampleTable.quoted(name) }

    /// The query reading its samples: timestamp, device, steps and heart rate (`NULL` where the table has no such
    /// column). Ordered by the first two, the table's primary key, so SQLite reads it in its stored order.
    var samplesQuery: String {
        "SELECT TIMESTAMP AS t, DEVICE_ID AS d, \(hasSteps ? "STEPS" : "NULL") AS s, "
            + "\(hasHeartRate ? "HEART_RATE" : "NULL") AS h FROM \(quotedName)"
    }

    /// `identifier` in double quotes, its own double quotes doubled.
    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// Heart rates Gadgetbridge's charts show (its default bounds, 10 to 250 bpm): 255 (Mi Band's "no reading"),
    /// 0 and -1 (`ActivitySample.NOT_MEASURED`) and anything else outside are not readings.
    static let heartRates: ClosedRange<Int64> = 10...250

    /// Timestamps at or above this are milliseconds (as seconds they would be after the year 5000).
    static let millisecondsFrom: Int64 = 100_000_000_000
}
