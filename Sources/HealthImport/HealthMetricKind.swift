import Metrics

/// A metric file the importer can write, named like the file it produces
/// (`steps` → `steps.csv` + `steps.yaml`). Pass these names to `--types`.
///
/// The built-in kinds are the entries of ``HealthKindTable`` (one entry each: Health type, unit,
/// aggregation, goal, …); any other `HKQuantityTypeIdentifier…` is a kind too (``init(identifier:)``),
/// read with the unit the export has, summed when Health treats it as cumulative, else averaged.
package struct HealthMetricKind: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file name without extension (`steps`, `blood-pressure`, `waist-circumference`).
    package let rawValue: String
    /// What the kind reads and writes.
    let spec: HealthKindSpec

    init(spec: HealthKindSpec) {
        self.rawValue = spec.file
        self.spec = spec
    }

    /// The built-in kind with this file name, or `nil`.
    package init?(rawValue: String) {
        guard let spec = HealthKindTable.byFile[rawValue] else { return nil }
        self.init(spec: spec)
    }

    /// Parses a `--types` name: a file name (`steps`, `sleep-duration`), a short alias (`sleep`, `hrv`,
    /// `rhr`, `spo2`, `weight`, `vo2max`, `distance`, `energy`, `alcohol`, `mindful`, `exercise`, `stand`,
    /// `bp`, `glucose`, `water`, `daylight`, …) or a Health identifier (`HKQuantityTypeIdentifierWaistCircumference`).
    package init?(name: String) {
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
    package init?(identifier: String) {
        if let spec = HealthKindTable.byType[identifier] {
            self.init(spec: spec)
            return
        }
        guard let spec = HealthKindTable.generic(identifier) else { return nil }
        self.init(spec: spec)
    }

    /// Every built-in kind, in table order.
    package static let allCases: [HealthMetricKind] = HealthKindTable.entries.map(HealthMetricKind.init(spec:))

    /// Every name `init(name:)` knows besides Health identifiers: the file names, then the aliases.
    package static let names: [String] = HealthKindTable.entries.map(\.file) + HealthKindTable.entries.flatMap(\.aliases)

    /// The built-in kind of `file`; only for names in ``HealthKindTable`` (checked by the tests).
    static func builtIn(_ file: String) -> HealthMetricKind {
        HealthMetricKind(spec: HealthKindTable.byFile[file] ?? HealthKindTable.entries[0])
    }

    /// Kinds in file-name order.
    package static func < (a: HealthMetricKind, b: HealthMetricKind) -> Bool { a.rawValue < b.rawValue }
    package static func == (a: HealthMetricKind, b: HealthMetricKind) -> Bool { a.rawValue == b.rawValue }
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    package var description: String { rawValue }

    /// The Health record type this kind reads (`Workout` for ``workouts``).
    package var healthType: String { spec.healthType }

    /// Whether Health adds this kind up across sources by time (see ``PriorityMerge``).
    var isCumulative: Bool { spec.shape == .cumulative }

    /// How a day's samples become the row value, for the single-column daily kinds.
    var dailyRule: Aggregation { spec.rule }

    /// The value column and the decimals it is shown with where the import itself shows a value (the
    /// `sources` note); the files keep up to 6 decimals (``HealthOutput/storedPlaces``).
    var column: (name: String, decimals: Int) { (spec.column, spec.decimals) }

    /// The report section this kind belongs to.
    package var family: HealthKindFamily { spec.family }

    /// The metadata written to the YAML sidecar (`column`/`columns` are added by the writer).
    package var metadata: MetricMetadata { spec.metadata }

    /// Whether this kind is one of the table's (not read by identifier alone).
    package var isBuiltIn: Bool { HealthKindTable.byFile[rawValue] != nil }
}

/// The built-in kinds by name (one per ``HealthKindTable`` entry that code refers to).
extension HealthMetricKind {
    package static let activityRings = builtIn("activity-rings")
    package static let restingHeartRate = builtIn("resting-heart-rate")
    package static let heartRateVariability = builtIn("heart-rate-variability")
    package static let heartRate = builtIn("heart-rate")
    package static let steps = builtIn("steps")
    package static let activeEnergy = builtIn("active-energy")
    package static let basalEnergy = builtIn("basal-energy")
    package static let flightsClimbed = builtIn("flights-climbed")
    package static let walkingRunningDistance = builtIn("walking-running-distance")
    package static let vo2Max = builtIn("vo2-max")
    package static let respiratoryRate = builtIn("respiratory-rate")
    package static let bloodOxygen = builtIn("blood-oxygen")
    package static let bodyMass = builtIn("body-mass")
    package static let alcoholicBeverages = builtIn("alcoholic-beverages")
    package static let mindfulMinutes = builtIn("mindful-minutes")
    package static let sleep = builtIn("sleep-duration")
    package static let workouts = builtIn("workouts")
    package static let exerciseTime = builtIn("exercise-time")
    package static let standHours = builtIn("stand-hours")
    package static let bloodPressure = builtIn("blood-pressure")
}
