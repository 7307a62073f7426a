import Foundation
import Diagnostics
import Metrics

/// The SAX delegate: turns `Record` and `Workout` elements into daily buckets as they stream by.
///
/// Records nested in a `Correlation` are skipped (Health repeats them at top level). Records of
/// wanted types that cannot be used (unreadable date or number, unknown unit) are counted as
/// skipped and the first few are kept as warnings with their line.
final class HealthExportHandler: HealthSAXDelegate {
    /// What a record of one Health type feeds.
    private enum Route {
        case sleep
        /// A daily accumulator (index into ``dailyKinds``), values converted to the unit.
        case daily(Int, HealthUnit)
        /// A category's sample length in minutes into a daily accumulator.
        case minutes(Int)
        /// 1 for a category sample with this value, else 0, into a daily accumulator.
        case count(Int, String)
        /// A cumulative kind's slot (index into ``cumulativeKinds``).
        case cumulative(Int, HealthUnit)
        /// A systolic (true) or diastolic record outside a correlation.
        case pressure(systolic: Bool)
    }

    private let kinds: Set<HealthMetricKind>
    private let path: String
    private let routes: [String: Route]
    /// The kinds kept in daily accumulators (one source per day), in order.
    let dailyKinds: [HealthMetricKind]
    /// The kinds added up by time (see ``PriorityMerge``), in slot order.
    let cumulativeKinds: [HealthMetricKind]

    var sources = SourceTable()
    private(set) var daily: [DailyAccumulator]
    /// Samples of the cumulative kinds, merged by time at the end (see ``PriorityMerge``).
    let cumulative: PieceSpool
    var sleep = SleepAccumulator()
    var bloodPressure = BloodPressureAccumulator()
    var workouts: [HealthWorkout] = []
    /// The `ActivitySummary` days (the Activity rings).
    var activitySummaries = ActivitySummaryTable()
    /// The export's `<HealthData locale="en_US">`: its region chooses kilometre or mile splits.
    private(set) var exportLocale: String?
    /// The local day of the export's `<ExportDate value=…>`: the weeks before its week are complete.
    private(set) var exportDay: CalendarDay?
    /// The unit of each kind read by identifier: the first one its records have.
    private(set) var exportedUnits: [String: String] = [:]
    private(set) var recordsRead = 0
    private(set) var recordsImported = 0
    private(set) var recordsSkipped = 0
    /// Records and workouts of types not asked for, and records repeated inside a `Correlation`.
    private(set) var recordsNotImported = 0
    private(set) var warnings: [Diagnostic] = []
    /// A problem that stops the import (not a Health export).
    private(set) var fatal: Diagnostic?
    /// The XML parse error reported by the parser, with its position.
    private(set) var parseError: Diagnostic?
    /// The warning for an export cut short inside `<HealthData>` (read up to there), if it was.
    private(set) var truncation: Diagnostic?
    /// Whether `</HealthData>` was seen.
    private var rootClosed = false
    /// Every record type seen (records, correlations, `Workout`), with how many elements it had, in first-seen order.
    private(set) var typeNames: [String] = []
    private(set) var typeCounts: [Int] = []
    private var typeIndices: [String: Int] = [:]

    private var sawRoot = false
    private var correlationDepth = 0
    /// The blood pressure correlation being read: its day, source and the values of its records.
    private var reading: (time: HealthTime, source: Int, systolic: Double?, diastolic: Double?)?
    private var workout: HealthWorkout?
    /// Whether the open workout's distance and energy already come from its `WorkoutStatistics`.
    private var statisticsSet: (distance: Bool, energy: Bool) = (false, false)
    private weak var parser: HealthSAXParser?
    /// The last record type seen, its index in ``typeNames`` and its route (records come grouped by type).
    private var lastType: (bytes: [UInt8], name: String, index: Int, route: Route?) = ([], "", -1, nil)
    /// The last source name seen and its index (records come in runs of one source).
    private var lastSource: (bytes: [UInt8], index: Int) = ([], -1)

    init(kinds: Set<HealthMetricKind>, path: String, spool: PieceSpool = PieceSpool()) {
        self.kinds = kinds
        self.path = path
        self.cumulative = spool
        var map: [String: Route] = [:]
        var dailyKinds: [HealthMetricKind] = []
        var cumulativeKinds: [HealthMetricKind] = []
        for k in kinds.sorted() {
            switch k.spec.shape {
            case .workouts, .activitySummary: continue  // their own elements, not records
            case .sleep: map[k.healthType] = .sleep
            case .cumulative:
                map[k.healthType] = .cumulative(cumulativeKinds.count, k.spec.unit)
                cumulativeKinds.append(k)
            case .bloodPressure:
                map[HealthKindTable.systolicType] = .pressure(systolic: true)
                map[HealthKindTable.diastolicType] = .pressure(systolic: false)
            case .daily, .range: map[k.healthType] = .daily(dailyKinds.count, k.spec.unit)
            case .categoryMinutes: map[k.healthType] = .minutes(dailyKinds.count)
            case .categoryCount(let value): map[k.healthType] = .count(dailyKinds.count, value)
            }
            if case .daily = map[k.healthType] { dailyKinds.append(k) }
            if case .minutes = map[k.healthType] { dailyKinds.append(k) }
            if case .count = map[k.healthType] { dailyKinds.append(k) }
        }
        self.routes = map
        self.dailyKinds = dailyKinds
        self.cumulativeKinds = cumulativeKinds
        self.daily = Array(repeating: DailyAccumulator(), count: dailyKinds.count)
    }

    /// The daily accumulator of `kind` (empty when the kind was not read).
    func daily(_ kind: HealthMetricKind) -> DailyAccumulator {
        dailyKinds.firstIndex(of: kind).map { daily[$0] } ?? DailyAccumulator()
    }

    /// The unit written for `kind`: the table's, or for a kind read by identifier the export's.
    func unitText(_ kind: HealthMetricKind) -> String? {
        kind.spec.unit == .exported ? exportedUnits[kind.rawValue] : kind.metadata.unit
    }

    /// Counts one element of `type` (see ``typeNames``).
    private func countType(_ type: String) -> Int {
        if let i = typeIndices[type] {
            typeCounts[i] += 1
            return i
        }
        typeIndices[type] = typeNames.count
        typeNames.append(type)
        typeCounts.append(1)
        return typeNames.count - 1
    }

    /// Attaches the parser (for line numbers in warnings).
    func attach(_ parser: HealthSAXParser) { self.parser = parser }

    /// Adds a warning about the whole export (a repaired defect).
    func warn(_ warning: Diagnostic) { warnings.append(warning) }

    private func skip(_ message: String) {
        recordsSkipped += 1
        if warnings.count < 20 {
            warnings.append(.warning(path, line: parser?.lineNumber ?? 0, column: parser?.columnNumber ?? 0, message))
        }
    }

    func startElement(_ element: XMLName, attributes: XMLAttributes) {
        if element.is("Record") {
            recordsRead += 1
            if correlationDepth == 0 { record(attributes) } else { correlationRecord(attributes.dictionary) }
        } else if element.is("Workout") {
            recordsRead += 1
            _ = countType("Workout")
            startWorkout(attributes.dictionary)
        } else if element.is("WorkoutStatistics") {
            if workout != nil { workoutStatistics(attributes.dictionary) }
        } else if element.is("FileReference") {
            if workout != nil, let path = attributes.dictionary["path"], path.hasSuffix(".gpx") { workout?.routeFile = path }
        } else if element.is("Location") {
            if workout != nil { routeLocation(attributes.dictionary) }
        } else if element.is("ActivitySummary") {
            recordsRead += 1
            _ = countType("ActivitySummary")
            guard kinds.contains(.activityRings) else { recordsNotImported += 1; return }
            if let problem = activitySummaries.add(attributes.dictionary) { skip(problem) } else { recordsImported += 1 }
        } else if element.is("Correlation") {
            correlationDepth += 1
            if correlationDepth == 1 { startCorrelation(attributes) }
        } else if element.is("ExportDate") {
            exportDay = attributes.dictionary["value"].flatMap(HealthTime.init)?.day
        } else if element.is("HealthData") {
            sawRoot = true
            exportLocale = attributes.dictionary["locale"]
        } else if !sawRoot {
            fatal = .error(path, line: parser?.lineNumber ?? 0, column: parser?.columnNumber ?? 0,
                           "this is not an Apple Health export (the root element is <\(element.string)>, not <HealthData>); pass export.zip or apple_health_export/export.xml")
            parser?.abort()
        }
    }

    func endElement(_ element: XMLName) {
        if element.is("HealthData") {
            rootClosed = true
        } else if element.is("Correlation") {
            correlationDepth = max(0, correlationDepth - 1)
            if correlationDepth == 0 { finishCorrelation() }
        } else if element.is("Workout") {
            finishWorkout()
        }
    }

    func parseError(code: Int, line: Int, column: Int, atEnd: Bool) {
        guard parseError == nil, fatal == nil, truncation == nil else { return }
        if atEnd, sawRoot, !rootClosed {
            // The file ends inside <HealthData>: what was read is kept (the last element is lost).
            truncation = .warning(path, line: line > 0 ? line : parser?.lineNumber ?? 0,
                                  column: column > 0 ? column : parser?.columnNumber ?? 0,
                                  "the export ends early, in the middle of an element (it is truncated); "
                                  + "everything before this point was imported, the unfinished element was skipped")
            return
        }
        let reason = XMLErrorText.describe(code: code)
        parseError = .error(path, line: line > 0 ? line : parser?.lineNumber ?? 0,
                            column: column > 0 ? column : parser?.columnNumber ?? 0,
                            "malformed XML: \(reason); the export is damaged, export it again from the Health app")
    }

    // MARK: Records

    /// Where a record's used attributes are among libxml2's attribute buffers (-1: absent).
    private struct RecordAttributes {
        var typeAt = -1, startAt = -1, endAt = -1, sourceAt = -1, valueAt = -1, unitAt = -1, deviceAt = -1

        /// One pass over the buffers; only what is used becomes a Swift value later.
        @inline(__always) init(_ attributes: XMLAttributes) {
            for i in 0..<attributes.count {
                let name = attributes.name(i)
                switch name.bytes[0] {
                case UInt8(ascii: "t"): if name.is("type") { typeAt = i }
                case UInt8(ascii: "s"):
                    if name.is("startDate") { startAt = i } else if name.is("sourceName") { sourceAt = i }
                case UInt8(ascii: "e"): if name.is("endDate") { endAt = i }
                case UInt8(ascii: "v"): if name.is("value") { valueAt = i }
                case UInt8(ascii: "u"): if name.is("unit") { unitAt = i }
                case UInt8(ascii: "d"): if name.is("device") { deviceAt = i }
                default: break
                }
            }
        }
    }

    private func record(_ attributes: XMLAttributes) {
        let a = RecordAttributes(attributes)
        guard a.typeAt >= 0 else {
            recordsNotImported += 1
            return
        }
        let typeBytes = attributes.value(a.typeAt)
        if !typeBytes.elementsEqual(lastType.bytes) {
            let name = String(decoding: typeBytes, as: UTF8.self)
            lastType = (Array(typeBytes), name, countType(name), routes[name])
        } else {
            typeCounts[lastType.index] += 1
        }
        guard let route = lastType.route else {
            recordsNotImported += 1
            return
        }
        let type = lastType.name
        guard a.startAt >= 0, let start = HealthTime(bytes: attributes.value(a.startAt)),
              a.endAt >= 0, let end = HealthTime(bytes: attributes.value(a.endAt)) else {
            return skip("\(type) record has an unreadable startDate/endDate; it was skipped")
        }
        let valueText: String? = a.valueAt >= 0 ? attributes.string(a.valueAt) : nil
        let unit = a.unitAt >= 0 ? attributes.string(a.unitAt) : ""
        let source = sourceIndex(attributes, sourceAt: a.sourceAt, deviceAt: a.deviceAt)
        switch route {
        case .sleep:
            guard ImportLimits.contains(SleepAccumulator.night(ending: end)) else {
                return skip("sleep record ends on a night outside the years 1–9999; it was skipped")
            }
            guard sleep.add(value: valueText ?? "", start: start, end: end, source: source) else {
                return skip("sleep record has an unknown value `\(valueText ?? "")`; it was skipped")
            }
        case .minutes(let i):
            let minutes = Double(max(0, end.instant - start.instant)) / 60
            daily[i].add(minutes, day: start.day, source: source, instant: start.instant)
        case .count(let i, let counted):
            daily[i].add(valueText == counted ? 1 : 0, day: start.day, source: source, instant: start.instant)
        case .daily(let i, let target):
            guard let value = quantity(valueText, unit: unit, to: target, type: type, kind: { self.dailyKinds[i] }) else { return }
            daily[i].add(value, day: start.day, source: source, instant: start.instant)
        case .cumulative(let slot, let target):
            guard let value = quantity(valueText, unit: unit, to: target, type: type, kind: { self.cumulativeKinds[slot] }) else { return }
            return addCumulative(slot: slot, type: type, start: start, end: end, value: value, source: source)
        case .pressure(let systolic):
            guard let value = quantity(valueText, unit: unit, to: .millimetresOfMercury, type: type, kind: { .bloodPressure }) else { return }
            bloodPressure.addLoose(value, systolic: systolic, day: start.day, source: source, instant: start.instant)
        }
        recordsImported += 1
    }

    /// A record's value converted to `target` (for a kind read by identifier: to the first unit its records
    /// have), or `nil` after counting the record as skipped. `kind` is only looked at for those kinds and for the
    /// warning, so the common path copies nothing.
    private func quantity(_ text: String?, unit: String, to target: HealthUnit, type: String,
                          kind: () -> HealthMetricKind) -> Double? {
        guard let text = text, let raw = Double(text), raw.isFinite else {
            skip("\(type) record has no numeric value; it was skipped")
            return nil
        }
        var converted: Double?
        var shown = kind().metadata.unit ?? ""
        if target != .exported {
            converted = HealthUnits.convert(raw, unit: unit, to: target)
        } else {
            let key = kind().rawValue
            let first = exportedUnits[key] ?? unit
            exportedUnits[key] = first
            converted = HealthUnits.convert(raw, unit: unit, toExported: first)
            shown = first
        }
        guard let value = converted else {
            skip("\(type) record has unit `\(unit)`, which cannot be converted to \(shown); it was skipped")
            return nil
        }
        guard ImportLimits.contains(value) else {
            skip("\(type) record has value \(text), which is not a number \(ImportLimits.valueText) "
                 + "as a metric file needs; it was skipped")
            return nil
        }
        return value
    }

    // MARK: Correlations

    private func startCorrelation(_ attributes: XMLAttributes) {
        reading = nil
        let a = attributes.dictionary
        let type = a["type"] ?? ""
        _ = countType(type)
        guard type == kinds.first(where: { $0.spec.shape == .bloodPressure })?.healthType else { return }
        guard let s = a["startDate"], let start = HealthTime(s) else {
            return skip("\(type) correlation has an unreadable startDate; it was skipped")
        }
        let source = sources.index(of: a["sourceName"] ?? "", device: a["device"] ?? "")
        reading = (start, source, nil, nil)
    }

    /// A record inside a correlation: a blood pressure reading's systolic or diastolic value.
    private func correlationRecord(_ a: [String: String]) {
        guard var r = reading, let type = a["type"] else {
            recordsNotImported += 1
            return
        }
        let systolic = type == HealthKindTable.systolicType
        guard systolic || type == HealthKindTable.diastolicType else {
            recordsNotImported += 1
            return
        }
        guard let value = a["value"].flatMap(Double.init), value.isFinite,
              let mmHg = HealthUnits.convert(value, unit: a["unit"] ?? "", to: .millimetresOfMercury),
              ImportLimits.contains(mmHg) else {
            return skip("\(type) record has no value in mmHg; it was skipped")
        }
        if systolic { r.systolic = mmHg } else { r.diastolic = mmHg }
        reading = r
        recordsImported += 1
    }

    private func finishCorrelation() {
        guard let r = reading else { return }
        reading = nil
        guard let s = r.systolic, let d = r.diastolic else {
            return skip("blood pressure correlation lacks a systolic or diastolic value; it was skipped")
        }
        bloodPressure.addReading(systolic: s, diastolic: d, day: r.time.day, source: r.source, instant: r.time.instant)
    }

    /// The index of the record's source; the `device` text is read only while the source's kind is unknown.
    private func sourceIndex(_ attributes: XMLAttributes, sourceAt: Int, deviceAt: Int) -> Int {
        let bytes = sourceAt >= 0 ? attributes.value(sourceAt) : UnsafeBufferPointer(start: nil, count: 0)
        if lastSource.index >= 0, bytes.elementsEqual(lastSource.bytes), sources.devices[lastSource.index] != .other {
            return lastSource.index
        }
        let device = deviceAt >= 0 ? attributes.string(deviceAt) : ""
        let index = sources.index(of: String(decoding: bytes, as: UTF8.self), device: device)
        lastSource = (Array(bytes), index)
        return index
    }

    private func addCumulative(slot: Int, type: String, start: HealthTime, end: HealthTime, value: Double, source: Int) {
        guard end.instant >= start.instant else {
            return skip("\(type) record ends before it starts; it was skipped")
        }
        guard end.instant - start.instant <= CumulativePiece.longestSample else {
            return skip("\(type) record spans more than 7 days, which no device records; it was skipped")
        }
        do {
            try CumulativePiece.split(slot: slot, start: start, end: end, value: value, source: source) {
                try cumulative.append($0)
            }
            recordsImported += 1
        } catch {
            let message = (error as? SpillError)?.message ?? "\(error)"
            fatal = .error(path, message)
            parser?.abort()
        }
    }

    // MARK: Workouts

    private func startWorkout(_ a: [String: String]) {
        workout = nil
        statisticsSet = (false, false)
        guard kinds.contains(.workouts) else {
            recordsNotImported += 1
            return
        }
        guard let s = a["startDate"], let start = HealthTime(s), let e = a["endDate"], let end = HealthTime(e) else {
            return skip("Workout has an unreadable startDate/endDate; it was skipped")
        }
        var activity = a["workoutActivityType"] ?? "Other"
        if activity.hasPrefix("HKWorkoutActivityType") { activity = String(activity.dropFirst(21)) }
        var minutes = Double(max(0, end.instant - start.instant)) / 60
        if let d = a["duration"].flatMap(Double.init), let m = HealthUnits.minutes(d, a["durationUnit"] ?? "min") {
            minutes = m
        }
        var w = HealthWorkout(activity: activity, start: start, end: end, durationMinutes: minutes,
                              source: a["sourceName"] ?? "")
        if let d = a["totalDistance"].flatMap(Double.init), d > 0 {
            w.distanceKm = HealthUnits.distance(d, a["totalDistanceUnit"] ?? "km")
            w.distanceUnit = a["totalDistanceUnit"] ?? "km"
        }
        if let e = a["totalEnergyBurned"].flatMap(Double.init), e > 0 {
            w.energyKcal = HealthUnits.energy(e, a["totalEnergyBurnedUnit"] ?? "kcal")
        }
        workout = w
    }

    /// A `WorkoutStatistics` child (iOS 16+): its totals win over the `Workout`'s own attributes; the
    /// distances of several types (a multisport workout) are added up.
    private func workoutStatistics(_ a: [String: String]) {
        guard var w = workout, let type = a["type"] else { return }
        let unit = a["unit"] ?? ""
        switch type {
        case "HKQuantityTypeIdentifierHeartRate":
            if let avg = a["average"].flatMap(Double.init) { w.averageHeartRate = HealthUnits.rate(avg, unit) }
        case "HKQuantityTypeIdentifierActiveEnergyBurned":
            guard let s = a["sum"].flatMap(Double.init), s.isFinite, let kcal = HealthUnits.energy(s, unit) else { return }
            w.energyKcal = kcal
            statisticsSet.energy = true
        case _ where type.hasPrefix("HKQuantityTypeIdentifierDistance"):
            guard let s = a["sum"].flatMap(Double.init), s.isFinite, let km = HealthUnits.distance(s, unit) else { return }
            if !statisticsSet.distance { w.distanceUnit = unit }
            w.distanceKm = statisticsSet.distance ? (w.distanceKm ?? 0) + km : km
            statisticsSet.distance = true
        default:
            return
        }
        workout = w
    }

    private func finishWorkout() {
        if var w = workout {
            w.system = WorkoutUnitSystem(distanceUnit: w.distanceUnit, locale: exportLocale)
            let values = [w.durationMinutes, w.distanceKm, w.energyKcal, w.averageHeartRate].compactMap { $0 }
            guard values.allSatisfy(ImportLimits.contains) else {
                workout = nil
                return skip("Workout has a duration, distance, energy or heart rate that is not a number "
                    + "\(ImportLimits.valueText); it was skipped")
            }
            workouts.append(w)
            recordsImported += 1
        }
        workout = nil
    }

    /// A `Location` of a route given inline (`<WorkoutRoute>` of older exports, before the GPX files): a point
    /// of the open workout's ``HealthWorkout/inlineRoute``, up to ``HealthWorkout/largestInlineRoute`` points.
    private func routeLocation(_ a: [String: String]) {
        guard let lat = a["latitude"].flatMap(Double.init), let lon = a["longitude"].flatMap(Double.init),
              (-90...90).contains(lat), (-180...180).contains(lon),
              (workout?.inlineRoute.count ?? 0) < HealthWorkout.largestInlineRoute else { return }
        let elevation = a["altitude"].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        let time = a["date"].flatMap(HealthTime.init).map { Double($0.instant) }
        workout?.inlineRoute.append(RoutePoint(latitude: lat, longitude: lon, elevation: elevation, time: time))
    }

    /// Whether the root element was seen.
    var sawHealthData: Bool { sawRoot }
}
