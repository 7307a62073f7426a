import Metrics

/// The report section a kind belongs to (`cardstock init --example health` groups its cards by it).
package enum HealthKindFamily: String, Sendable, CaseIterable {
    case activity = "Activity"
    case heart = "Heart"
    case recovery = "Recovery"
    case body = "Body"
    case mobility = "Mobility"
    case hearing = "Hearing"
    case vitals = "Vitals"
    case nutrition = "Nutrition"
    case other = "Other"
}

/// One metric file the importer writes: which Health records it reads, how it converts and adds them
/// up, and the sidecar's metadata. ``HealthKindTable`` holds one per built-in kind.
struct HealthKindSpec: Sendable {
    /// How records become rows.
    enum Shape: Sendable, Equatable {
        /// One value per day by ``HealthKindSpec/rule``, from one source per day (``SourceChoice``).
        case daily
        /// Added up across sources by time, the way Health does (``PriorityMerge``).
        case cumulative
        /// Daily minimum, mean and maximum.
        case range
        /// Sleep nights (``SleepAccumulator``).
        case sleep
        /// `Workout` elements.
        case workouts
        /// `HKCorrelationTypeIdentifierBloodPressure`: systolic and diastolic per day.
        case bloodPressure
        /// A category's sample lengths in minutes, summed (mindful sessions).
        case categoryMinutes
        /// A category's samples with this value, counted (stand hours: `…AppleStandHourStood`).
        case categoryCount(String)
        /// `ActivitySummary` elements: each day's rings with their goals (``ActivitySummaryTable``).
        case activitySummary
    }

    /// The file name without extension.
    var file: String
    /// The Health type read.
    var healthType: String
    /// Further `--types` names.
    var aliases: [String] = []
    var shape: Shape = .daily
    /// How a day's samples become the value (daily kinds).
    var rule: Aggregation
    /// The value column.
    var column: String
    /// Decimals of the `sources` note.
    var decimals: Int
    /// The unit values are converted to.
    var unit: HealthUnit
    var family: HealthKindFamily
    /// The sidecar's metadata.
    var metadata: MetricMetadata
}
