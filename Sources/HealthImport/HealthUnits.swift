/// Unit conversion of Health values into each metric file's unit.
///
/// The export writes every quantity in the unit the user chose on their phone (`unit` attribute);
/// the importer always writes one unit per file: bpm, ms, kcal, km, kg, %, mL/kg/min, minutes.
enum HealthUnits {
    /// `value` given in `unit` converted for `kind`, or `nil` when the unit cannot be converted.
    static func convert(_ value: Double, unit: String, for kind: HealthMetricKind) -> Double? {
        switch kind {
        case .activityRings:
            return nil // not records: ActivitySummaryTable reads its elements' own attributes
        case .restingHeartRate, .heartRate, .respiratoryRate:
            return rate(value, unit)
        case .heartRateVariability:
            switch unit {
            case "ms": return value
            case "s": return value * 1000
            default: return nil
            }
        case .steps, .alcoholicBeverages, .flightsClimbed:
            return unit == "count" || unit.isEmpty ? value : nil
        case .activeEnergy, .basalEnergy:
            return energy(value, unit)
        case .walkingRunningDistance:
            return distance(value, unit)
        case .vo2Max:
            // Apple writes `mL/min·kg`; the quantity is the same whichever way it is spelled.
            let u = unit.lowercased()
            return u.hasPrefix("ml/") && u.contains("kg") && u.contains("min") ? value : nil
        case .bloodOxygen:
            // Health stores oxygen saturation as a fraction (0.97) with unit `%`.
            guard unit == "%" else { return nil }
            return value <= 1 ? value * 100 : value
        case .bodyMass:
            return mass(value, unit)
        case .mindfulMinutes, .sleep, .workouts:
            return minutes(value, unit)
        }
    }

    /// Beats (or breaths) per minute from `count/min`, `count/s` or `Hz`.
    static func rate(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "count/min", "bpm", "": return value
        case "count/s", "Hz": return value * 60
        default: return nil
        }
    }

    /// Kilocalories from `kcal`, `Cal`, `cal`, `kJ` or `J`.
    static func energy(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "kcal", "Cal": return value
        case "cal": return value / 1000
        case "kJ": return value / 4.184
        case "J": return value / 4184
        default: return nil
        }
    }

    /// Kilometres from `km`, `m`, `cm`, `mi`, `ft` or `yd`.
    static func distance(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "km": return value
        case "m": return value / 1000
        case "cm": return value / 100_000
        case "mi": return value * 1.609344
        case "ft": return value * 0.0003048
        case "yd": return value * 0.0009144
        default: return nil
        }
    }

    /// Kilograms from `kg`, `g`, `lb` or `st`.
    static func mass(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "kg": return value
        case "g": return value / 1000
        case "lb": return value * 0.45359237
        case "st": return value * 6.35029318
        default: return nil
        }
    }

    /// Minutes from `min`, `s`, `h`/`hr`, `ms` or `d`.
    static func minutes(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "min": return value
        case "s": return value / 60
        case "ms": return value / 60_000
        case "h", "hr": return value * 60
        case "d": return value * 1440
        default: return nil
        }
    }
}
