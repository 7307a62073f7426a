import Foundation
import Diagnostics
import Metrics

/// The SAX delegate: turns `Record` and `Workout` elements into daily buckets as they stream by.
///
/// Records nested in a `Correlation` are skipped (Health repeats them at top level). Records of
/// wanted types that cannot be used (unreadable date or number, unknown unit) are counted as
/// skipped and the first few are kept as warnings with their line.
final class HealthExportHandler: HealthSAXDelegate {
    private let kinds: Set<HealthMetricKind>
    private let path: String
    private let typeToKind: [String: HealthMetricKind]

    var sources = SourceTable()
    var daily: [HealthMetricKind: DailyAccumulator] = [:]
    /// Samples of the cumulative kinds, merged by time at the end (see ``PriorityMerge``).
    let cumulative: PieceSpool
    var sleep = SleepAccumulator()
    var workouts: [HealthWorkout] = []
    /// The `ActivitySummary` days (the Activity rings).
    var activitySummaries = ActivitySummaryTable()
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

    private var sawRoot = false
    private var correlationDepth = 0
    private var workout: HealthWorkout?
    /// Whether the open workout's distance and energy already come from its `WorkoutStatistics`.
    private var statisticsSet: (distance: Bool, energy: Bool) = (false, false)
    private weak var parser: HealthSAXParser?
    /// The last record type seen and what it maps to (records come grouped by type).
    private var lastType: (bytes: [UInt8], name: String, kind: HealthMetricKind?) = ([], "", nil)
    /// The last source name seen and its index (records come in runs of one source).
    private var lastSource: (bytes: [UInt8], index: Int) = ([], -1)

    init(kinds: Set<HealthMetricKind>, path: String, spool: PieceSpool = PieceSpool()) {
        self.kinds = kinds
        self.path = path
        self.cumulative = spool
        var map: [String: HealthMetricKind] = [:]
        for k in kinds where k != .workouts { map[k.healthType] = k }
        self.typeToKind = map
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
            if correlationDepth == 0 { record(attributes) } else { recordsNotImported += 1 }
        } else if element.is("Workout") {
            recordsRead += 1
            startWorkout(attributes.dictionary)
        } else if element.is("WorkoutStatistics") {
            if workout != nil { workoutStatistics(attributes.dictionary) }
        } else if element.is("ActivitySummary") {
            recordsRead += 1
            guard kinds.contains(.activityRings) else { recordsNotImported += 1; return }
            if let problem = activitySummaries.add(attributes.dictionary) { skip(problem) } else { recordsImported += 1 }
        } else if element.is("Correlation") {
            correlationDepth += 1
        } else if element.is("HealthData") {
            sawRoot = true
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

    private func record(_ attributes: XMLAttributes) {
        // One pass over libxml2's attribute buffers; only what is used becomes a Swift value.
        var typeAt = -1, startAt = -1, endAt = -1, sourceAt = -1, valueAt = -1, unitAt = -1, deviceAt = -1
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
        guard typeAt >= 0 else {
            recordsNotImported += 1
            return
        }
        let typeBytes = attributes.value(typeAt)
        if !typeBytes.elementsEqual(lastType.bytes) {
            let name = String(decoding: typeBytes, as: UTF8.self)
            lastType = (Array(typeBytes), name, typeToKind[name])
        }
        guard let kind = lastType.kind else {
            recordsNotImported += 1
            return
        }
        let type = lastType.name
        guard startAt >= 0, let start = HealthTime(bytes: attributes.value(startAt)),
              endAt >= 0, let end = HealthTime(bytes: attributes.value(endAt)) else {
            return skip("\(type) record has an unreadable startDate/endDate; it was skipped")
        }
        let valueText: String? = valueAt >= 0 ? attributes.string(valueAt) : nil
        let unit = unitAt >= 0 ? attributes.string(unitAt) : ""
        let source = sourceIndex(attributes, sourceAt: sourceAt, deviceAt: deviceAt)
        switch kind {
        case .sleep:
            guard ImportLimits.contains(SleepAccumulator.night(ending: end)) else {
                return skip("sleep record ends on a night outside the years 1–9999; it was skipped")
            }
            guard sleep.add(value: valueText ?? "", start: start, end: end, source: source) else {
                return skip("sleep record has an unknown value `\(valueText ?? "")`; it was skipped")
            }
        case .mindfulMinutes:
            let minutes = Double(max(0, end.instant - start.instant)) / 60
            daily[kind, default: DailyAccumulator()].add(minutes, day: start.day, source: source, instant: start.instant)
        default:
            guard let valueText = valueText, let raw = Double(valueText), raw.isFinite else {
                return skip("\(type) record has no numeric value; it was skipped")
            }
            guard let value = HealthUnits.convert(raw, unit: unit, for: kind) else {
                return skip("\(type) record has unit `\(unit)`, which cannot be converted to \(kind.metadata.unit ?? ""); it was skipped")
            }
            guard ImportLimits.contains(value) else {
                return skip("\(type) record has value \(valueText), which is not a number \(ImportLimits.valueText) "
                    + "as a metric file needs; it was skipped")
            }
            if let slot = kind.cumulativeSlot {
                return addCumulative(slot: slot, type: type, start: start, end: end, value: value, source: source)
            }
            daily[kind, default: DailyAccumulator()].add(value, day: start.day, source: source, instant: start.instant)
        }
        recordsImported += 1
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
            w.distanceKm = statisticsSet.distance ? (w.distanceKm ?? 0) + km : km
            statisticsSet.distance = true
        default:
            return
        }
        workout = w
    }

    private func finishWorkout() {
        if let w = workout {
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

    /// Whether the root element was seen.
    var sawHealthData: Bool { sawRoot }
}
