import Metrics

/// One workout from a `Workout` element and its `WorkoutStatistics` children.
struct HealthWorkout {
    /// The activity without its prefix: `Running`, `TraditionalStrengthTraining`.
    var activity: String
    /// When it started, with the offset it was recorded in.
    var start: HealthTime
    /// When it ended.
    var end: HealthTime
    /// Duration in minutes (from `duration`, else end − start).
    var durationMinutes: Double
    /// Distance in km, when recorded.
    var distanceKm: Double?
    /// The unit the export wrote the distance in (`mi`, `km`, `m`), which says what the phone uses.
    var distanceUnit: String?
    /// The unit system the workout is shown in (see ``WorkoutUnitSystem``).
    var system: WorkoutUnitSystem = .metric
    /// Energy in kcal, when recorded.
    var energyKcal: Double?
    /// Average heart rate in bpm, when recorded.
    var averageHeartRate: Double?
    /// The recording source.
    var source: String
    /// The route's GPX file in the export (`/workout-routes/route_2026-11-24_7.05am.gpx`, from the workout's
    /// `WorkoutRoute`/`FileReference`), when it has one.
    var routeFile: String?
    /// The route's points given inline (`<WorkoutRoute>` with `<Location>` children, exports of iOS 10 and 11).
    var inlineRoute: [RoutePoint] = []

    /// The most inline route points kept for one workout (ten hours at one a second).
    static let largestInlineRoute = 36_000

    /// Whether the workout has a route, in a GPX file or inline.
    var hasRoute: Bool { routeFile != nil || inlineRoute.count > 0 }

    /// Words of the activity, `TraditionalStrengthTraining` → [Traditional, Strength, Training].
    var words: [String] {
        var out: [String] = []
        var current = ""
        var previousLower = false
        for ch in activity {
            if ch.isUppercase, previousLower, !current.isEmpty {
                out.append(current)
                current = ""
            }
            current.append(ch)
            previousLower = ch.isLowercase || ch.isNumber
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// The `type` column and file-name part: `running`, `traditional-strength-training`.
    var slug: String { words.map { $0.lowercased() }.joined(separator: "-") }

    /// A title: `Running`, `Traditional strength training`.
    var title: String {
        let w = words
        guard let first = w.first else { return "Workout" }
        return ([first] + w.dropFirst().map { $0.lowercased() }).joined(separator: " ")
    }

    /// An icon that the site draws.
    var icon: String {
        switch activity {
        case "Running", "TrackAndField": return "figure.run"
        case "Walking", "Hiking": return "figure.walk"
        case "Cycling", "HandCycling": return "bicycle"
        case "Swimming", "WaterFitness": return "figure.pool.swim"
        case "TraditionalStrengthTraining", "FunctionalStrengthTraining", "CoreTraining", "CrossTraining":
            return "dumbbell.fill"
        case "Yoga", "MindAndBody", "Pilates", "Flexibility", "TaiChi", "Cooldown": return "figure.mind.and.body"
        default: return "flame.fill"
        }
    }

    /// A tint matching the icon's family.
    var tint: String {
        switch icon {
        case "bicycle": return "green"
        case "figure.pool.swim": return "blue"
        case "figure.mind.and.body": return "teal"
        case "dumbbell.fill": return "purple"
        default: return "orange"
        }
    }
}
