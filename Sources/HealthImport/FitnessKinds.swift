import Metrics

/// The metric files Google Fit and Fitbit imports write that Apple Health has no kind for: Google's move minutes and
/// heart points, Fitbit's active minutes, and the all-day energy and distance both count (Health splits them into
/// active and resting energy, and walking, cycling and swimming distance). The kinds they share with Health
/// (steps, heart rate, resting heart rate, body mass, sleep) are Health's own entries of ``HealthKindTable``.
enum FitnessKinds {
    private static func meta(_ title: String, _ unit: String, _ icon: String, _ tint: String, _ aggregation: Aggregation,
                             goal: Double? = nil) -> MetricMetadata {
        MetricMetadata(title: title, unit: unit, icon: icon, tint: tint, aggregation: aggregation, goodDirection: .higher, goal: goal)
    }

    /// A kind added up per day, in the Activity section.
    private static func summed(_ file: String, _ source: String, column: String, decimals: Int, unit: HealthUnit,
                               _ metadata: MetricMetadata) -> HealthMetricKind {
        HealthMetricKind(spec: .init(file: file, healthType: source, shape: .cumulative, rule: .sum, column: column,
                                     decimals: decimals, unit: unit, family: .activity, metadata: metadata))
    }

    /// Calories burned all day, resting included (Google Fit's `Calories (kcal)`, Fitbit's `calories`).
    static let energyBurned = summed("energy-burned", "Calories (kcal)", column: "kcal", decimals: 0, unit: .kilocalories,
                                     meta("Energy burned", "kcal", "flame.fill", "orange", .sum))
    /// Distance covered by any means (Google Fit's `Distance (m)`, Fitbit's `distance`), in kilometres.
    static let distance = summed("distance", "Distance (m)", column: "km", decimals: 2, unit: .kilometres,
                                 meta("Distance", "km", "shoeprints.fill", "green", .sum))
    /// Google Fit's move minutes.
    static let moveMinutes = summed("move-minutes", "Move Minutes count", column: "minutes", decimals: 0, unit: .minutes,
                                    meta("Move minutes", "min", "figure.walk", "cyan", .sum))
    /// Google Fit's heart points (one a minute of moderate activity, two of vigorous; the WHO's 150 a week).
    static let heartPoints = summed("heart-points", "Heart Points", column: "points", decimals: 0, unit: .count,
                                    meta("Heart points", "pts", "heart.fill", "green", .sum))
    /// Google Fit's heart minutes (minutes of moderate or vigorous activity).
    static let heartMinutes = summed("heart-minutes", "Heart Minutes", column: "minutes", decimals: 0, unit: .minutes,
                                     meta("Heart minutes", "min", "heart.fill", "green", .sum))
    /// Fitbit's active minutes: its fairly and very active minutes added up (what the Fitbit app shows).
    static let activeMinutes = summed("active-minutes", "very_active_minutes + moderately_active_minutes", column: "minutes",
                                      decimals: 0, unit: .minutes, meta("Active minutes", "min", "figure.run", "green", .sum, goal: 30))

    /// The kind a `--types` name means among `kinds` (the ones an importer writes): a file name or a Health alias.
    static func named(_ name: String, among kinds: [HealthMetricKind]) -> HealthMetricKind? {
        let n = name.lowercased()
        if let k = kinds.first(where: { $0.rawValue == n }) { return k }
        return HealthMetricKind(name: n).flatMap { k in kinds.contains(k) ? k : nil }
    }
}
