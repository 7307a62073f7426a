import Metrics

/// A metric file the importer can write, named like the file it produces
/// (`steps` → `steps.csv` + `steps.yaml`). Pass these names to `--types`.
public enum HealthMetricKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `ActivitySummary` elements: each day's Activity rings, Move (kcal), Exercise (min) and Stand (h), with their goals.
    case activityRings = "activity-rings"
    /// `HKQuantityTypeIdentifierRestingHeartRate`: the day's value (mean if several), bpm.
    case restingHeartRate = "resting-heart-rate"
    /// `HKQuantityTypeIdentifierHeartRateVariabilitySDNN`: daily mean, ms.
    case heartRateVariability = "heart-rate-variability"
    /// `HKQuantityTypeIdentifierHeartRate`: daily minimum, mean and maximum, bpm.
    case heartRate = "heart-rate"
    /// `HKQuantityTypeIdentifierStepCount`: daily sum.
    case steps = "steps"
    /// `HKQuantityTypeIdentifierActiveEnergyBurned`: daily sum, kcal.
    case activeEnergy = "active-energy"
    /// `HKQuantityTypeIdentifierBasalEnergyBurned`: daily sum, kcal (Health's "Resting Energy").
    case basalEnergy = "basal-energy"
    /// `HKQuantityTypeIdentifierFlightsClimbed`: daily sum, floors.
    case flightsClimbed = "flights-climbed"
    /// `HKQuantityTypeIdentifierDistanceWalkingRunning`: daily sum, km.
    case walkingRunningDistance = "walking-running-distance"
    /// `HKQuantityTypeIdentifierVO2Max`: daily mean, mL/(kg·min).
    case vo2Max = "vo2-max"
    /// `HKQuantityTypeIdentifierRespiratoryRate`: daily mean, breaths/min.
    case respiratoryRate = "respiratory-rate"
    /// `HKQuantityTypeIdentifierOxygenSaturation`: daily mean, percent (fractions are scaled by 100).
    case bloodOxygen = "blood-oxygen"
    /// `HKQuantityTypeIdentifierBodyMass`: the day's last measurement, kg.
    case bodyMass = "body-mass"
    /// `HKQuantityTypeIdentifierNumberOfAlcoholicBeverages`: daily sum.
    case alcoholicBeverages = "alcoholic-beverages"
    /// `HKCategoryTypeIdentifierMindfulSession`: daily sum of session lengths, minutes.
    case mindfulMinutes = "mindful-minutes"
    /// `HKCategoryTypeIdentifierSleepAnalysis`: per night, hours asleep, in bed and per stage.
    case sleep = "sleep-duration"
    /// `Workout` elements: one row per workout, plus one Markdown page each.
    case workouts = "workouts"

    /// Kinds in file-name order.
    public static func < (a: HealthMetricKind, b: HealthMetricKind) -> Bool { a.rawValue < b.rawValue }

    /// Parses a `--types` name: the file name (`steps`, `sleep-duration`) or a short alias
    /// (`sleep`, `hrv`, `rhr`, `spo2`, `weight`, `vo2max`, `distance`, `energy`, `alcohol`, `mindful`).
    public init?(name: String) {
        let n = name.lowercased()
        if let k = HealthMetricKind(rawValue: n) { self = k; return }
        switch n {
        case "rings", "activity", "activity-summary": self = .activityRings
        case "sleep": self = .sleep
        case "hrv": self = .heartRateVariability
        case "rhr": self = .restingHeartRate
        case "spo2", "oxygen": self = .bloodOxygen
        case "weight": self = .bodyMass
        case "vo2max": self = .vo2Max
        case "distance": self = .walkingRunningDistance
        case "energy": self = .activeEnergy
        case "basal", "resting-energy": self = .basalEnergy
        case "flights", "floors": self = .flightsClimbed
        case "alcohol": self = .alcoholicBeverages
        case "mindful", "mindfulness": self = .mindfulMinutes
        case "workout": self = .workouts
        default: return nil
        }
    }

    /// The Health record type this kind reads (`Workout` for ``workouts``).
    public var healthType: String {
        switch self {
        case .activityRings: return "ActivitySummary"
        case .restingHeartRate: return "HKQuantityTypeIdentifierRestingHeartRate"
        case .heartRateVariability: return "HKQuantityTypeIdentifierHeartRateVariabilitySDNN"
        case .heartRate: return "HKQuantityTypeIdentifierHeartRate"
        case .steps: return "HKQuantityTypeIdentifierStepCount"
        case .activeEnergy: return "HKQuantityTypeIdentifierActiveEnergyBurned"
        case .basalEnergy: return "HKQuantityTypeIdentifierBasalEnergyBurned"
        case .flightsClimbed: return "HKQuantityTypeIdentifierFlightsClimbed"
        case .walkingRunningDistance: return "HKQuantityTypeIdentifierDistanceWalkingRunning"
        case .vo2Max: return "HKQuantityTypeIdentifierVO2Max"
        case .respiratoryRate: return "HKQuantityTypeIdentifierRespiratoryRate"
        case .bloodOxygen: return "HKQuantityTypeIdentifierOxygenSaturation"
        case .bodyMass: return "HKQuantityTypeIdentifierBodyMass"
        case .alcoholicBeverages: return "HKQuantityTypeIdentifierNumberOfAlcoholicBeverages"
        case .mindfulMinutes: return "HKCategoryTypeIdentifierMindfulSession"
        case .sleep: return "HKCategoryTypeIdentifierSleepAnalysis"
        case .workouts: return "Workout"
        }
    }

    /// The kinds Health adds up across sources by time (see ``PriorityMerge``), in slot order.
    static let cumulative: [HealthMetricKind] = [.steps, .walkingRunningDistance, .activeEnergy, .basalEnergy,
                                                 .flightsClimbed]

    /// This kind's index in ``cumulative``, `nil` for the other kinds.
    var cumulativeSlot: Int? { HealthMetricKind.cumulative.firstIndex(of: self) }

    /// How a day's samples become the row value, for the single-column daily kinds.
    var dailyRule: Aggregation {
        switch self {
        case .steps, .activeEnergy, .basalEnergy, .flightsClimbed, .walkingRunningDistance, .alcoholicBeverages,
             .mindfulMinutes: return .sum
        case .bodyMass: return .last
        default: return .mean
        }
    }

    /// The value column of the single-column daily kinds and the decimals it is shown with where the
    /// import itself shows a value (the `sources` note); the files keep up to 6 decimals (``HealthOutput/storedPlaces``).
    var column: (name: String, decimals: Int) {
        switch self {
        case .activityRings: return ("move", 0)
        case .restingHeartRate: return ("bpm", 1)
        case .heartRateVariability: return ("sdnn_ms", 1)
        case .heartRate: return ("mean_bpm", 1)
        case .steps: return ("steps", 0)
        case .activeEnergy: return ("kcal", 1)
        case .basalEnergy: return ("kcal", 1)
        case .flightsClimbed: return ("floors", 0)
        case .walkingRunningDistance: return ("km", 2)
        case .vo2Max: return ("ml_kg_min", 1)
        case .respiratoryRate: return ("breaths_per_min", 1)
        case .bloodOxygen: return ("spo2_pct", 1)
        case .bodyMass: return ("kg", 2)
        case .alcoholicBeverages: return ("drinks", 2)
        case .mindfulMinutes: return ("minutes", 1)
        case .sleep: return ("asleep_h", 2)
        case .workouts: return ("duration_min", 1)
        }
    }

    /// The metadata written to the YAML sidecar (`column`/`columns` are added by the writer).
    public var metadata: MetricMetadata {
        switch self {
        case .activityRings:
            return MetricMetadata(title: "Activity rings", unit: "kcal", icon: "flame.fill", tint: "red",
                                  aggregation: .sum, goodDirection: .higher, chart: .rings)
        case .restingHeartRate:
            return MetricMetadata(title: "Resting heart rate", unit: "bpm", icon: "heart.fill", tint: "red",
                                  aggregation: .mean, goodDirection: .lower, normalRange: 50...70)
        case .heartRateVariability:
            return MetricMetadata(title: "Heart rate variability", unit: "ms", icon: "waveform.path.ecg", tint: "blue",
                                  aggregation: .mean, goodDirection: .higher)
        case .heartRate:
            return MetricMetadata(title: "Heart rate", unit: "bpm", icon: "bolt.heart.fill", tint: "red",
                                  aggregation: .mean, goodDirection: .neither)
        case .steps:
            return MetricMetadata(title: "Steps", unit: "steps", icon: "figure.walk", tint: "orange",
                                  aggregation: .sum, goodDirection: .higher, goal: 8000)
        case .activeEnergy:
            return MetricMetadata(title: "Active energy", unit: "kcal", icon: "flame.fill", tint: "red",
                                  aggregation: .sum, goodDirection: .higher)
        case .basalEnergy:
            return MetricMetadata(title: "Resting energy", unit: "kcal", icon: "flame.fill", tint: "orange",
                                  aggregation: .sum, goodDirection: .neither)
        case .flightsClimbed:
            return MetricMetadata(title: "Flights climbed", unit: "floors", icon: "arrow.up.right", tint: "green",
                                  aggregation: .sum, goodDirection: .higher)
        case .walkingRunningDistance:
            return MetricMetadata(title: "Walking + running distance", unit: "km", icon: "shoeprints.fill",
                                  tint: "green", aggregation: .sum, goodDirection: .higher)
        case .vo2Max:
            return MetricMetadata(title: "VO2 max", unit: "mL/kg/min", icon: "lungs.fill", tint: "green",
                                  aggregation: .mean, goodDirection: .higher)
        case .respiratoryRate:
            return MetricMetadata(title: "Respiratory rate", unit: "breaths/min", icon: "lungs.fill", tint: "teal",
                                  aggregation: .mean, goodDirection: .neither, normalRange: 12...20)
        case .bloodOxygen:
            return MetricMetadata(title: "Blood oxygen", unit: "%", icon: "drop.fill", tint: "blue",
                                  aggregation: .mean, goodDirection: .higher, normalRange: 95...100)
        case .bodyMass:
            return MetricMetadata(title: "Body mass", unit: "kg", icon: "scalemass.fill", tint: "purple",
                                  aggregation: .last, goodDirection: .neither)
        case .alcoholicBeverages:
            return MetricMetadata(title: "Alcoholic beverages", unit: "drinks", icon: "wineglass", tint: "purple",
                                  aggregation: .sum, goodDirection: .lower)
        case .mindfulMinutes:
            return MetricMetadata(title: "Mindful minutes", unit: "min", icon: "figure.mind.and.body", tint: "teal",
                                  aggregation: .sum, goodDirection: .higher)
        case .sleep:
            return MetricMetadata(title: "Sleep", unit: "h", icon: "bed.double.fill", tint: "indigo",
                                  aggregation: .mean, goodDirection: .higher, goal: 8)
        case .workouts:
            return MetricMetadata(title: "Workout time", unit: "min", icon: "figure.run", tint: "orange",
                                  aggregation: .sum, goodDirection: .higher, goal: 150)
        }
    }
}
