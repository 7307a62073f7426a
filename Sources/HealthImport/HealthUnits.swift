/// The unit a metric file is written in (Apple's unit for the quantity).
enum HealthUnit: Sendable, Equatable {
    /// Beats or breaths per minute.
    case perMinute
    case milliseconds
    /// A count (steps, floors, drinks, BMI).
    case count
    case kilocalories
    case kilometres
    case metres
    case centimetres
    case kilograms
    /// Percent (Health's fractions × 100).
    case percent
    /// mL/(kg·min).
    case vo2
    case minutes
    case kilometresPerHour
    /// dB(A) sound pressure level.
    case decibels
    case celsius
    case millimetresOfMercury
    case milligramsPerDecilitre
    case millilitres
    /// The unit the export writes (kinds read by identifier).
    case exported
}

/// Unit conversion of Health values into each metric file's unit.
///
/// The export writes every quantity in the unit the user chose on their phone (`unit` attribute);
/// the importer always writes one unit per file, Apple's: bpm, ms, kcal, km, kg, %, mL/kg/min, minutes, …
enum HealthUnits {
    /// `value` given in `unit` converted to `target`, or `nil` when the unit cannot be converted.
    /// ``HealthUnit/exported`` keeps the value as it is (the caller checks the unit).
    static func convert(_ value: Double, unit: String, to target: HealthUnit) -> Double? {
        switch target {
        case .perMinute: return rate(value, unit)
        case .milliseconds:
            switch unit {
            case "ms": return value
            case "s": return value * 1000
            default: return nil
            }
        case .count: return unit == "count" || unit.isEmpty ? value : nil
        case .kilocalories: return energy(value, unit)
        case .kilometres: return distance(value, unit)
        case .metres: return distance(value, unit).map { $0 * 1000 }
        case .centimetres: return distance(value, unit).map { $0 * 100_000 }
        case .kilograms: return mass(value, unit)
        case .vo2:
            // Apple writes `mL/min·kg`; the quantity is the same whichever way it is spelled.
            let u = unit.lowercased()
            return u.hasPrefix("ml/") && u.contains("kg") && u.contains("min") ? value : nil
        case .percent:
            // Health stores percentages (oxygen saturation, body fat, steadiness) as fractions (0.97) with unit `%`.
            guard unit == "%" else { return nil }
            return value <= 1 ? value * 100 : value
        case .minutes: return minutes(value, unit)
        case .kilometresPerHour: return speed(value, unit)
        case .decibels: return unit == "dBASPL" || unit == "dB" ? value : nil
        case .celsius: return celsius(value, unit)
        case .millimetresOfMercury: return unit == "mmHg" ? value : (unit == "kPa" ? value * 7.500_616_827 : nil)
        case .milligramsPerDecilitre: return glucose(value, unit)
        case .millilitres: return volume(value, unit)
        case .exported: return value
        }
    }

    /// `value` given in `unit` converted to `kind`'s unit, or `nil` when the unit cannot be converted.
    static func convert(_ value: Double, unit: String, for kind: HealthMetricKind) -> Double? {
        convert(value, unit: unit, to: kind.spec.unit)
    }

    /// `value` in `unit` expressed in `target` (another unit of the same quantity: length, mass, energy,
    /// time, volume, speed), for the kinds read by identifier whose file takes the first unit seen.
    static func convert(_ value: Double, unit: String, toExported target: String) -> Double? {
        if unit == target { return value }
        let scales: [(Double, String) -> Double?] = [distance, mass, energy, minutes, volume, speed]
        for scale in scales {
            if let v = scale(value, unit), let one = scale(1, target), one != 0 { return v / one }
        }
        return nil
    }

    /// Kilometres per hour from `km/hr`, `m/s`, `mi/hr` (`km/h`, `mph` too).
    static func speed(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "km/hr", "km/h": return value
        case "m/s": return value * 3.6
        case "mi/hr", "mph": return value * 1.609344
        default: return nil
        }
    }

    /// Degrees Celsius from `degC` or `degF`.
    static func celsius(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "degC": return value
        case "degF": return (value - 32) * 5 / 9
        case "K": return value - 273.15
        default: return nil
        }
    }

    /// mg/dL of glucose from `mg/dL` or mmol/L (Health writes `mmol<180.15588000005408>/L`, the molar mass in
    /// brackets).
    static func glucose(_ value: Double, _ unit: String) -> Double? {
        if unit == "mg/dL" { return value }
        if unit == "mmol/L" { return value * 18.015_588 }
        guard unit.hasPrefix("mmol<"), unit.hasSuffix(">/L"),
              let molar = Double(unit.dropFirst(5).dropLast(3)), molar > 0, molar < 10_000 else { return nil }
        return value * molar / 10
    }

    /// Millilitres from `mL`, `L`, `cL`, `dL`, `fl_oz_us`, `fl_oz_imp`, `cup_us` or `cup_imp`.
    static func volume(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "mL": return value
        case "cL": return value * 10
        case "dL": return value * 100
        case "L": return value * 1000
        case "fl_oz_us": return value * 29.573_529_562_5
        case "fl_oz_imp": return value * 28.413_062_5
        case "cup_us": return value * 236.588_236_5
        case "cup_imp": return value * 284.130_625
        default: return nil
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

    /// Kilometres from `km`, `m`, `cm`, `mm`, `in`, `mi`, `ft` or `yd`.
    static func distance(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "km": return value
        case "m": return value / 1000
        case "cm": return value / 100_000
        case "mm": return value / 1_000_000
        case "in": return value * 0.0000254
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
