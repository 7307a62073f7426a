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

    /// Calories burned all day, resting included (Google Fit's `Calories (kcal)`, Fitbit's `calories`).
    static let energyBurned = HealthMetricKind(spec: .init(
        file: "energy-burned", healthType: "Calories (kcal)", shape: .cumulative, rule: .sum, column: "kcal", decimals: 0,
        unit: .kilocalories, family: .activity, metadata: meta("Energy burned", "kcal", "flame.fill", "orange", .sum)))
    /// Distance covered by any means (Google Fit's `Distance (m)`, Fitbit's `distance`), in kilometres.
    static let distance = HealthMetricKind(spec: .init(
        file: "distance", healthType: "Distance (m)", shape: .cumulative, rule: .sum, column: "km", decimals: 2,
        unit: .kilometres, family: .activity, metadata: meta("Distance", "km", "shoeprints.fill", "green", .sum)))
    /// Google Fit's move minutes.
    static let moveMinutes = HealthMetricKind(spec: .init(
        file: "move-minutes", healthType: "Move Minutes count", shape: .cumulative, rule: .sum, column: "minutes",
        decimals: 0, unit: .minutes, family: .activity, metadata: meta("Move minutes", "min", "figure.walk", "cyan", .sum)))
    /// Google Fit's heart points (one a minute of moderate activity, two of vigorous; the WHO's 150 a week).
    static let heartPoints = HealthMetricKind(spec: .init(
        file: "heart-points", healthType: "Heart Points", shape: .cumulative, rule: .sum, column: "points", decimals: 0,
        unit: .count, family: .activity, metadata: meta("Heart points", "pts", "heart.fill", "green", .sum)))
    /// Google Fit's heart minutes (minutes of moderate or vigorous activity).
    static let heartMinutes = HealthMetricKind(spec: .init(
        file: "heart-minutes", healthType: "Heart Minutes", shape: .cumulative, rule: .sum, column: "minutes", decimals: 0,
        unit: .minutes, family: .activity, metadata: meta("Heart minutes", "min", "heart.fill", "green", .sum)))
    /// Fitbit's active minutes: its fairly and very active minutes added up (what the Fitbit app shows).
    static let activeMinutes = HealthMetricKind(spec: .init(
        file: "active-minutes", healthType: "very_active_minutes + moderately_active_minutes", shape: .cumulative,
        rule: .sum, column: "minutes", decimals: 0, unit: .minutes, family: .activity,
        metadata: meta("Active minutes", "min", "figure.run", "green", .sum, goal: 30)))

    /// The kind a `--types` name means among `kinds` (the ones an importer writes): a file name or a Health alias.
    static func named(_ name: String, among kinds: [HealthMetricKind]) -> HealthMetricKind? {
        let n = name.lowercased()
        if let k = kinds.first(where: { $0.rawValue == n }) { return k }
        return HealthMetricKind(name: n).flatMap { k in kinds.contains(k) ? k : nil }
    }
}
