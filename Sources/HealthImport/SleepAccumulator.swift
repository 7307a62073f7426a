import Metrics

/// One source's sleep samples for one night, in seconds per category.
struct SleepNight {
    /// Samples of the asleep/awake group (unspecified, core, deep, REM, awake).
    var asleepSamples = 0
    /// In-bed samples.
    var inBedSamples = 0
    var inBed = 0.0
    var unspecified = 0.0
    var core = 0.0
    var deep = 0.0
    var rem = 0.0
    var awake = 0.0
    /// Whether any core, deep or REM sample was seen (the source records stages).
    var hasStages = false
    /// The stage samples themselves (core, deep, REM, awake), in the order read, for the night's hypnogram.
    var stretches: [SleepStretch] = []

    /// Hours asleep: unspecified + core + deep + REM.
    var asleepHours: Double { (unspecified + core + deep + rem) / 3600 }
}

/// One stage sample of a night: its start and end (with the offsets they were recorded with) and its stage.
struct SleepStretch {
    /// The stages a hypnogram draws, as the stretch file's columns name them.
    enum Stage: Int, CaseIterable {
        case awake, rem, core, deep

        /// The stretch file's column of the stage: `awake_min`, `rem_min`, `core_min`, `deep_min`.
        var column: String { ["awake_min", "rem_min", "core_min", "deep_min"][rawValue] }

        /// The key of the stage's name in the built-in string tables (`sleep.deep`: Deep, 深度, Tief).
        var nameKey: String { ["sleep.awake", "sleep.rem", "sleep.core", "sleep.deep"][rawValue] }
    }

    var start: HealthTime
    var end: HealthTime
    var stage: Stage
}

/// Sleep per night and source.
///
/// A night is named after the morning it ends: a sample belongs to the local date of its end
/// time plus six hours, so anything ending after 18:00 counts toward the next morning's night
/// (a 22:30–23:00 sample and a 23:00–07:00 sample are both the night of the next date).
/// The in-bed group and the asleep/stages group choose their source separately (see
/// ``SourceChoice``): an iPhone often records time in bed while a Watch records the stages.
struct SleepAccumulator {
    private struct Key: Hashable {
        var night: Int
        var source: Int
    }

    private var cells: [Key: SleepNight] = [:]
    /// Whether any night records stages (then stage columns are written).
    private(set) var anyStages = false
    /// Whether any in-bed sample was seen (then `in_bed_h` is written).
    private(set) var anyInBed = false

    /// Whether no sample was added.
    var isEmpty: Bool { cells.isEmpty }

    /// The night a sample ending at `end` belongs to.
    static func night(ending end: HealthTime) -> CalendarDay {
        HealthTime(localSeconds: end.localSeconds + 6 * 3600, offset: end.offset).day
    }

    /// Adds a sample; returns `false` for a category value it does not know.
    mutating func add(value: String, start: HealthTime, end: HealthTime, source: Int) -> Bool {
        let seconds = Double(max(0, end.instant - start.instant))
        let key = Key(night: SleepAccumulator.night(ending: end).daysSinceEpoch, source: source)
        var night = cells[key] ?? SleepNight()
        let suffix = value.hasPrefix("HKCategoryValueSleepAnalysis") ? String(value.dropFirst(28)) : value
        switch suffix {
        case "InBed":
            night.inBed += seconds
            night.inBedSamples += 1
            anyInBed = true
        case "Asleep", "AsleepUnspecified":
            night.unspecified += seconds
            night.asleepSamples += 1
        case "AsleepCore":
            night.stretches.append(SleepStretch(start: start, end: end, stage: .core))
            night.core += seconds
            night.asleepSamples += 1
            night.hasStages = true
        case "AsleepDeep":
            night.stretches.append(SleepStretch(start: start, end: end, stage: .deep))
            night.deep += seconds
            night.asleepSamples += 1
            night.hasStages = true
        case "AsleepREM":
            night.stretches.append(SleepStretch(start: start, end: end, stage: .rem))
            night.rem += seconds
            night.asleepSamples += 1
            night.hasStages = true
        case "Awake":
            night.stretches.append(SleepStretch(start: start, end: end, stage: .awake))
            night.awake += seconds
            night.asleepSamples += 1
        default:
            return false
        }
        if night.hasStages { anyStages = true }
        cells[key] = night
        return true
    }

    /// Per night (ascending): the chosen asleep-group night and the chosen in-bed night.
    func nights(names: [String], since: CalendarDay?) -> [(night: CalendarDay, asleep: SleepNight?, inBed: SleepNight?)] {
        var asleep: [Int: [(source: Int, count: Int)]] = [:]
        var inBed: [Int: [(source: Int, count: Int)]] = [:]
        for (key, night) in cells {
            if let since = since, key.night < since.daysSinceEpoch { continue }
            if night.asleepSamples > 0 { asleep[key.night, default: []].append((key.source, night.asleepSamples)) }
            if night.inBedSamples > 0 { inBed[key.night, default: []].append((key.source, night.inBedSamples)) }
        }
        let all = Set(asleep.keys).union(inBed.keys).sorted()
        return all.map { n in
            let a = asleep[n].flatMap { SourceChoice.best($0, names: names) }.flatMap { cells[Key(night: n, source: $0)] }
            let b = inBed[n].flatMap { SourceChoice.best($0, names: names) }.flatMap { cells[Key(night: n, source: $0)] }
            return (CalendarDay(daysSinceEpoch: n), a, b)
        }
    }
}
