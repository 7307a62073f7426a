import Metrics

/// Every metric file the importer writes for a Health type, one entry each: adding a kind is adding
/// an entry. Units, aggregation and goals are the Health app's (goals where Health has a default:
/// exercise 30 min and 12 stand hours a day; steps 8,000 and sleep 8 h are Cardstock's).
enum HealthKindTable {
    static let quantityPrefix = "HKQuantityTypeIdentifier"
    private static let q = quantityPrefix

    private static func meta(_ title: String, _ unit: String, _ icon: String, _ tint: String, _ aggregation: Aggregation,
                             _ good: GoodDirection, goal: Double? = nil, normal: ClosedRange<Double>? = nil,
                             plausible: ClosedRange<Double>? = nil) -> MetricMetadata {
        MetricMetadata(title: title, unit: unit, icon: icon, tint: tint, aggregation: aggregation, goodDirection: good,
                       goal: goal, normalRange: normal, plausibleMinimum: plausible?.lowerBound,
                       plausibleMaximum: plausible?.upperBound)
    }

    /// Plausible ranges (the sidecar's `plausible_min:`/`plausible_max:`): a value outside is read but warned about.
    /// Wide on purpose — they catch a sign or unit slip (negative steps, 1e9 steps), not an unusual day.
    private static let heartRateRange: ClosedRange<Double> = 20...300

    /// The built-in kinds.
    static let entries: [HealthKindSpec] = activity + heart + recovery + body + mobility + hearing + vitals + nutrition

    private static let activity: [HealthKindSpec] = [
        .init(file: "steps", healthType: q + "StepCount", shape: .cumulative, rule: .sum, column: "steps", decimals: 0,
              unit: .count, family: .activity, metadata: meta("Steps", "steps", "figure.walk", "orange", .sum, .higher, goal: 8000, plausible: 0...200_000)),
        .init(file: "active-energy", healthType: q + "ActiveEnergyBurned", aliases: ["energy", "move"], shape: .cumulative,
              rule: .sum, column: "kcal", decimals: 1, unit: .kilocalories, family: .activity,
              metadata: meta("Active energy", "kcal", "flame.fill", "red", .sum, .higher, plausible: 0...20_000)),
        .init(file: "exercise-time", healthType: q + "AppleExerciseTime", aliases: ["exercise"], shape: .cumulative,
              rule: .sum, column: "minutes", decimals: 0, unit: .minutes, family: .activity,
              metadata: meta("Exercise", "min", "figure.run", "green", .sum, .higher, goal: 30, plausible: 0...1440)),
        .init(file: "stand-hours", healthType: "HKCategoryTypeIdentifierAppleStandHour", aliases: ["stand"],
              shape: .categoryCount("HKCategoryValueAppleStandHourStood"), rule: .sum, column: "hours", decimals: 0,
              unit: .count, family: .activity, metadata: meta("Stand hours", "h", "person.fill", "cyan", .sum, .higher, goal: 12)),
        .init(file: "stand-time", healthType: q + "AppleStandTime", shape: .cumulative, rule: .sum, column: "minutes",
              decimals: 0, unit: .minutes, family: .activity, metadata: meta("Stand time", "min", "person.fill", "cyan", .sum, .higher)),
        .init(file: "walking-running-distance", healthType: q + "DistanceWalkingRunning", aliases: ["distance"],
              shape: .cumulative, rule: .sum, column: "km", decimals: 2, unit: .kilometres, family: .activity,
              metadata: meta("Walking + running distance", "km", "shoeprints.fill", "green", .sum, .higher)),
        .init(file: "cycling-distance", healthType: q + "DistanceCycling", aliases: ["cycling"], shape: .cumulative,
              rule: .sum, column: "km", decimals: 2, unit: .kilometres, family: .activity,
              metadata: meta("Cycling distance", "km", "bicycle", "green", .sum, .higher)),
        .init(file: "swimming-distance", healthType: q + "DistanceSwimming", aliases: ["swimming"], shape: .cumulative,
              rule: .sum, column: "m", decimals: 0, unit: .metres, family: .activity,
              metadata: meta("Swimming distance", "m", "figure.pool.swim", "blue", .sum, .higher)),
        .init(file: "flights-climbed", healthType: q + "FlightsClimbed", aliases: ["flights", "floors"], shape: .cumulative,
              rule: .sum, column: "floors", decimals: 0, unit: .count, family: .activity,
              metadata: meta("Flights climbed", "floors", "arrow.up.right", "green", .sum, .higher)),
        .init(file: "basal-energy", healthType: q + "BasalEnergyBurned", aliases: ["basal", "resting-energy"],
              shape: .cumulative, rule: .sum, column: "kcal", decimals: 1, unit: .kilocalories, family: .activity,
              metadata: meta("Resting energy", "kcal", "flame.fill", "orange", .sum, .neither)),
        .init(file: "daylight", healthType: q + "TimeInDaylight", aliases: ["time-in-daylight"], shape: .cumulative,
              rule: .sum, column: "minutes", decimals: 0, unit: .minutes, family: .activity,
              metadata: meta("Time in daylight", "min", "star.fill", "yellow", .sum, .higher)),
        // Not records: each day's ActivitySummary element with its own goals (ActivitySummaryTable).
        .init(file: "activity-rings", healthType: "ActivitySummary", aliases: ["rings", "activity", "activity-summary"],
              shape: .activitySummary, rule: .sum, column: "move", decimals: 0, unit: .kilocalories, family: .activity,
              metadata: MetricMetadata(title: "Activity rings", unit: "kcal", icon: "flame.fill", tint: "red",
                                       aggregation: .sum, goodDirection: .higher, chart: .rings)),
        // 30 min a day is Apple's default exercise goal (the weekly 150 min guideline is 5 of those days).
        .init(file: "workouts", healthType: "Workout", aliases: ["workout"], shape: .workouts, rule: .sum,
              column: "duration_min", decimals: 1, unit: .minutes, family: .activity,
              metadata: meta("Workout time", "min", "figure.run", "orange", .sum, .higher, goal: 30)),
    ]

    private static let heart: [HealthKindSpec] = [
        .init(file: "resting-heart-rate", healthType: q + "RestingHeartRate", aliases: ["rhr"], rule: .mean, column: "bpm",
              decimals: 1, unit: .perMinute, family: .heart,
              metadata: meta("Resting heart rate", "bpm", "heart.fill", "red", .mean, .lower, normal: 50...70,
                                plausible: heartRateRange)),
        .init(file: "heart-rate", healthType: q + "HeartRate", shape: .range, rule: .mean, column: "mean_bpm", decimals: 1,
              unit: .perMinute, family: .heart, metadata: meta("Heart rate", "bpm", "bolt.heart.fill", "red", .mean, .neither, plausible: heartRateRange)),
        .init(file: "heart-rate-variability", healthType: q + "HeartRateVariabilitySDNN", aliases: ["hrv"], rule: .mean,
              column: "sdnn_ms", decimals: 1, unit: .milliseconds, family: .heart,
              metadata: meta("Heart rate variability", "ms", "waveform.path.ecg", "blue", .mean, .higher)),
        .init(file: "walking-heart-rate", healthType: q + "WalkingHeartRateAverage", aliases: ["walking-hr"], rule: .mean,
              column: "bpm", decimals: 1, unit: .perMinute, family: .heart,
              metadata: meta("Walking heart rate average", "bpm", "bolt.heart.fill", "pink", .mean, .lower, plausible: heartRateRange)),
        .init(file: "heart-rate-recovery", healthType: q + "HeartRateRecoveryOneMinute", aliases: ["hrr"], rule: .mean,
              column: "bpm", decimals: 1, unit: .perMinute, family: .heart,
              metadata: meta("Heart rate recovery", "bpm", "heart.fill", "pink", .mean, .higher)),
        .init(file: "vo2-max", healthType: q + "VO2Max", aliases: ["vo2max", "cardio-fitness"], rule: .mean,
              column: "ml_kg_min", decimals: 1, unit: .vo2, family: .heart,
              metadata: meta("VO2 max", "mL/kg/min", "lungs.fill", "green", .mean, .higher)),
    ]

    private static let recovery: [HealthKindSpec] = [
        .init(file: "sleep-duration", healthType: "HKCategoryTypeIdentifierSleepAnalysis", aliases: ["sleep"], shape: .sleep,
              rule: .mean, column: "asleep_h", decimals: 2, unit: .minutes, family: .recovery,
              metadata: meta("Sleep", "h", "bed.double.fill", "indigo", .mean, .higher, goal: 8, plausible: 0...24)),
        .init(file: "mindful-minutes", healthType: "HKCategoryTypeIdentifierMindfulSession", aliases: ["mindful", "mindfulness"],
              shape: .categoryMinutes, rule: .sum, column: "minutes", decimals: 1, unit: .minutes, family: .recovery,
              metadata: meta("Mindful minutes", "min", "figure.mind.and.body", "teal", .sum, .higher)),
    ]

    private static let body: [HealthKindSpec] = [
        .init(file: "body-mass", healthType: q + "BodyMass", aliases: ["weight"], rule: .last, column: "kg", decimals: 2,
              unit: .kilograms, family: .body, metadata: meta("Body mass", "kg", "scalemass.fill", "purple", .last, .neither)),
        .init(file: "body-mass-index", healthType: q + "BodyMassIndex", aliases: ["bmi"], rule: .last, column: "bmi",
              decimals: 1, unit: .count, family: .body,
              metadata: meta("Body mass index", "BMI", "scalemass.fill", "purple", .last, .neither, normal: 18.5...25)),
        .init(file: "body-fat", healthType: q + "BodyFatPercentage", aliases: ["body-fat-percentage"], rule: .last,
              column: "pct", decimals: 1, unit: .percent, family: .body,
              metadata: meta("Body fat percentage", "%", "person.fill", "purple", .last, .neither)),
    ]

    private static let mobility: [HealthKindSpec] = [
        .init(file: "walking-speed", healthType: q + "WalkingSpeed", rule: .mean, column: "km_h", decimals: 2,
              unit: .kilometresPerHour, family: .mobility,
              metadata: meta("Walking speed", "km/h", "figure.walk", "orange", .mean, .higher)),
        .init(file: "step-length", healthType: q + "WalkingStepLength", aliases: ["walking-step-length"], rule: .mean,
              column: "cm", decimals: 1, unit: .centimetres, family: .mobility,
              metadata: meta("Step length", "cm", "shoeprints.fill", "orange", .mean, .higher)),
        .init(file: "six-minute-walk", healthType: q + "SixMinuteWalkTestDistance", rule: .mean, column: "m", decimals: 0,
              unit: .metres, family: .mobility, metadata: meta("Six-minute walk", "m", "figure.walk", "orange", .mean, .higher)),
        .init(file: "walking-steadiness", healthType: q + "AppleWalkingSteadiness", aliases: ["steadiness"], rule: .mean,
              column: "pct", decimals: 1, unit: .percent, family: .mobility,
              metadata: meta("Walking steadiness", "%", "figure.walk", "orange", .mean, .higher)),
    ]

    private static let hearing: [HealthKindSpec] = [
        .init(file: "headphone-audio", healthType: q + "HeadphoneAudioExposure", aliases: ["headphone"], rule: .mean,
              column: "dbaspl", decimals: 1, unit: .decibels, family: .hearing,
              metadata: meta("Headphone audio levels", "dB", "waveform.path.ecg", "blue", .mean, .lower)),
        .init(file: "environmental-audio", healthType: q + "EnvironmentalAudioExposure", aliases: ["noise"], rule: .mean,
              column: "dbaspl", decimals: 1, unit: .decibels, family: .hearing,
              metadata: meta("Environmental sound levels", "dB", "waveform.path.ecg", "blue", .mean, .lower)),
    ]

    private static let vitals: [HealthKindSpec] = [
        .init(file: "respiratory-rate", healthType: q + "RespiratoryRate", rule: .mean, column: "breaths_per_min",
              decimals: 1, unit: .perMinute, family: .vitals,
              metadata: meta("Respiratory rate", "breaths/min", "lungs.fill", "teal", .mean, .neither, normal: 12...20)),
        .init(file: "blood-oxygen", healthType: q + "OxygenSaturation", aliases: ["spo2", "oxygen"], rule: .mean,
              column: "spo2_pct", decimals: 1, unit: .percent, family: .vitals,
              metadata: meta("Blood oxygen", "%", "drop.fill", "blue", .mean, .higher, normal: 95...100, plausible: 50...100)),
        .init(file: "wrist-temperature", healthType: q + "AppleSleepingWristTemperature", aliases: ["temperature"],
              rule: .mean, column: "celsius", decimals: 2, unit: .celsius, family: .vitals,
              metadata: meta("Wrist temperature", "°C", "thermometer", "indigo", .mean, .neither)),
        .init(file: "blood-pressure", healthType: "HKCorrelationTypeIdentifierBloodPressure", aliases: ["bp"],
              shape: .bloodPressure, rule: .mean, column: "systolic_mmhg", decimals: 0, unit: .millimetresOfMercury,
              family: .vitals, metadata: meta("Blood pressure", "mmHg", "heart.fill", "red", .mean, .lower)),
        .init(file: "blood-glucose", healthType: q + "BloodGlucose", aliases: ["glucose"], rule: .mean, column: "mg_dl",
              decimals: 0, unit: .milligramsPerDecilitre, family: .vitals,
              metadata: meta("Blood glucose", "mg/dL", "drop.fill", "red", .mean, .neither, normal: 70...140)),
    ]

    private static let nutrition: [HealthKindSpec] = [
        .init(file: "water", healthType: q + "DietaryWater", shape: .cumulative, rule: .sum, column: "ml", decimals: 0,
              unit: .millilitres, family: .nutrition, metadata: meta("Water", "mL", "drop.fill", "cyan", .sum, .higher)),
        .init(file: "dietary-energy", healthType: q + "DietaryEnergyConsumed", aliases: ["calories-eaten"],
              shape: .cumulative, rule: .sum, column: "kcal", decimals: 0, unit: .kilocalories, family: .nutrition,
              metadata: meta("Dietary energy", "kcal", "leaf.fill", "green", .sum, .neither)),
        .init(file: "alcoholic-beverages", healthType: q + "NumberOfAlcoholicBeverages", aliases: ["alcohol"], rule: .sum,
              column: "drinks", decimals: 2, unit: .count, family: .nutrition,
              metadata: meta("Alcoholic beverages", "drinks", "wineglass", "purple", .sum, .lower)),
    ]

    static let byFile: [String: HealthKindSpec] = Dictionary(entries.map { ($0.file, $0) }) { a, _ in a }
    static let byType: [String: HealthKindSpec] = Dictionary(entries.map { ($0.healthType, $0) }) { a, _ in a }
    static let byAlias: [String: HealthKindSpec] = Dictionary(entries.flatMap { e in e.aliases.map { ($0, e) } }) { a, _ in a }
}
