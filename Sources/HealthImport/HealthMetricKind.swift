import Metrics

/// A metric file the importer can write, named like the file it produces
/// (`steps` → `steps.csv` + `steps.yaml`). Pass these names to `--types`.
///
/// The built-in kinds are the entries of ``HealthKindTable`` (one entry each: Health type, unit,
/// aggregation, goal, …); any other `HKQuantityTypeIdentifier…` is a kind too (``init(identifier:)``),
/// read with the unit the export has, summed when Health treats it as cumulative, else averaged.
public struct HealthMetricKind: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file name without extension (`steps`, `blood-pressure`, `waist-circumference`).
    public let rawValue: String
    /// What the kind reads and writes.
    let spec: HealthKindSpec

    init(spec: HealthKindSpec) {
        self.rawValue = spec.file
        self.spec = spec
    }

    /// The built-in kind with this file name, or `nil`.
    public init?(rawValue: String) {
        guard let spec = HealthKindTable.byFile[rawValue] else { return nil }
        self.init(spec: spec)
    }

    /// Parses a `--types` name: a file name (`steps`, `sleep-duration`), a short alias (`sleep`, `hrv`,
    /// `rhr`, `spo2`, `weight`, `vo2max`, `distance`, `energy`, `alcohol`, `mindful`, `exercise`, `stand`,
    /// `bp`, `glucose`, `water`, `daylight`, …) or a Health identifier (`HKQuantityTypeIdentifierWaistCircumference`).
    public init?(name: String) {
        if name.hasPrefix(HealthKindTable.quantityPrefix) || name.hasPrefix("HKCategoryTypeIdentifier")
            || name.hasPrefix("HKCorrelationTypeIdentifier") {
            self.init(identifier: name)
            return
        }
        let n = name.lowercased()
        guard let spec = HealthKindTable.byFile[n] ?? HealthKindTable.byAlias[n] else { return nil }
        self.init(spec: spec)
    }

    /// The kind reading the Health type `identifier`: the built-in kind when one reads it, else (for an
    /// `HKQuantityTypeIdentifier…`) a kind named after it (`…WaistCircumference` → `waist-circumference`).
    public init?(identifier: String) {
        if let spec = HealthKindTable.byType[identifier] {
            self.init(spec: spec)
            return
        }
        guard let spec = HealthKindTable.generic(identifier) else { return nil }
        self.init(spec: spec)
    }

    /// Every built-in kind, in table order.
    public static let allCases: [HealthMetricKind] = HealthKindTable.entries.map(HealthMetricKind.init(spec:))

    /// Every name `init(name:)` knows besides Health identifiers: the file names, then the aliases.
    public static let names: [String] = HealthKindTable.entries.map(\.file) + HealthKindTable.entries.flatMap(\.aliases)

    /// The built-in kind of `file`; only for names in ``HealthKindTable`` (checked by the tests).
    static func builtIn(_ file: String) -> HealthMetricKind {
        HealthMetricKind(spec: HealthKindTable.byFile[file] ?? HealthKindTable.entries[0])
    }

    /// Kinds in file-name order.
    public static func < (a: HealthMetricKind, b: HealthMetricKind) -> Bool { a.rawValue < b.rawValue }
    public static func == (a: HealthMetricKind, b: HealthMetricKind) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public var description: String { rawValue }

    /// The Health record type this kind reads (`Workout` for ``workouts``).
    public var healthType: String { spec.healthType }

    /// Whether Health adds this kind up across sources by time (see ``PriorityMerge``).
    var isCumulative: Bool { spec.shape == .cumulative }

    /// How a day's samples become the row value, for the single-column daily kinds.
    var dailyRule: Aggregation { spec.rule }

    /// The value column and the decimals it is shown with where the import itself shows a value (the
    /// `sources` note); the files keep up to 6 decimals (``HealthOutput/storedPlaces``).
    var column: (name: String, decimals: Int) { (spec.column, spec.decimals) }

    /// The report section this kind belongs to.
    public var family: HealthKindFamily { spec.family }

    /// The metadata written to the YAML sidecar (`column`/`columns` are added by the writer).
    public var metadata: MetricMetadata { spec.metadata }

    /// Whether this kind is one of the table's (not read by identifier alone).
    public var isBuiltIn: Bool { HealthKindTable.byFile[rawValue] != nil }
}

/// The built-in kinds by name (one per ``HealthKindTable`` entry that code refers to).
extension HealthMetricKind {
    public static let activityRings = builtIn("activity-rings")
    public static let restingHeartRate = builtIn("resting-heart-rate")
    public static let heartRateVariability = builtIn("heart-rate-variability")
    public static let heartRate = builtIn("heart-rate")
    public static let steps = builtIn("steps")
    public static let activeEnergy = builtIn("active-energy")
    public static let basalEnergy = builtIn("basal-energy")
    public static let flightsClimbed = builtIn("flights-climbed")
    public static let walkingRunningDistance = builtIn("walking-running-distance")
    public static let vo2Max = builtIn("vo2-max")
    public static let respiratoryRate = builtIn("respiratory-rate")
    public static let bloodOxygen = builtIn("blood-oxygen")
    public static let bodyMass = builtIn("body-mass")
    public static let alcoholicBeverages = builtIn("alcoholic-beverages")
    public static let mindfulMinutes = builtIn("mindful-minutes")
    public static let sleep = builtIn("sleep-duration")
    public static let workouts = builtIn("workouts")
    public static let exerciseTime = builtIn("exercise-time")
    public static let standHours = builtIn("stand-hours")
    public static let bloodPressure = builtIn("blood-pressure")
}
