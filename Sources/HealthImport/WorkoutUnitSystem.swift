/// The unit system a workout is shown in: the one the phone that recorded it uses, so a page never mixes
/// kilometres and miles. Decided once per workout (``init(distanceUnit:locale:)``) and used for its distance,
/// pace, splits, speed and elevation on its page, its route page and the report's workout row.
///
/// The metric files stay machine-readable: a workout's distance goes into the column named by its system's unit
/// (`distance_km` or `distance_mi`), whose unit never changes.
enum WorkoutUnitSystem: String, Sendable, Equatable, CaseIterable {
    /// Kilometres, metres, km/h.
    case metric
    /// Miles, feet, mph.
    case imperial

    /// The regions whose road distances are in miles (CLDR's `unitPreferenceData`, length/road: US, GB) and
    /// the other regions of CLDR's US measurement system (LR, MM).
    static let mileRegions: Set<String> = ["US", "GB", "LR", "MM"]

    /// The system of a distance unit the export wrote (`mi`, `yd`, `ft` imperial; `km`, `m`, `cm` metric).
    init?(exportedUnit unit: String?) {
        switch unit {
        case "mi", "yd", "ft", "in": self = .imperial
        case "km", "m", "cm", "mm": self = .metric
        default: return nil
        }
    }

    /// The system of an export's `locale` (`en_US`, `zh_CN`, `en-GB`): imperial in ``mileRegions``, else metric.
    init(locale: String?) {
        let parts = (locale ?? "").split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst()
        let region = parts.first { $0.count == 2 && $0.allSatisfy(\.isLetter) }.map { $0.uppercased() }
        self = region.map { Self.mileRegions.contains($0) } == true ? .imperial : .metric
    }

    /// A workout's system: the unit its distance was recorded in (its `WorkoutStatistics`, else the `Workout`'s
    /// `totalDistanceUnit`: what the phone uses), else the export's locale.
    init(distanceUnit: String?, locale: String?) {
        self = Self(exportedUnit: distanceUnit) ?? Self(locale: locale)
    }

    /// The distance unit's symbol: `km`, `mi`.
    var distanceName: String { self == .metric ? "km" : "mi" }

    /// Metres in one distance unit.
    var distanceMetres: Double { self == .metric ? 1000 : 1609.344 }

    /// The workouts table's distance column in this system (its unit is in its name).
    var distanceColumn: String { self == .metric ? "distance_km" : "distance_mi" }

    /// The elevation unit's symbol: `m`, `ft`.
    var elevationName: String { self == .metric ? "m" : "ft" }

    /// Metres in one elevation unit.
    var elevationMetres: Double { self == .metric ? 1 : 0.3048 }

    /// The speed unit's symbol: `km/h`, `mph`.
    var speedName: String { self == .metric ? "km/h" : "mph" }

    /// The length of a split: a kilometre or a mile.
    var splitUnit: RouteSplits.Unit { self == .metric ? .kilometre : .mile }

    /// `kilometres` in this system's distance unit.
    func distance(kilometres: Double) -> Double { kilometres * 1000 / distanceMetres }

    /// `metres` of elevation in this system's unit, rounded to a whole one: `30 m`, `98 ft`.
    func elevationText(metres: Double) -> String { "\(Int((metres / elevationMetres).rounded())) \(elevationName)" }
}
