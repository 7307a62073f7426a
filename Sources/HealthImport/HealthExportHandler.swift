import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Diagnostics
import Metrics

/// The SAX delegate: turns `Record` and `Workout` elements into daily buckets as they stream by.
///
/// Records nested in a `Correlation` are skipped (Health repeats them at top level). Records of
/// wanted types that cannot be used (unreadable date or number, unknown unit) are counted as
/// skipped and the first few are kept as warnings with their line.
final class HealthExportHandler: NSObject, XMLParserDelegate {
    private let kinds: Set<HealthMetricKind>
    private let path: String
    private let typeToKind: [String: HealthMetricKind]

    var sources = SourceTable()
    var daily: [HealthMetricKind: DailyAccumulator] = [:]
    /// Samples of the cumulative kinds, merged by time at the end (see ``PriorityMerge``).
    let cumulative: PieceSpool
    var sleep = SleepAccumulator()
    var workouts: [HealthWorkout] = []
    private(set) var recordsRead = 0
    private(set) var recordsImported = 0
    private(set) var recordsSkipped = 0
    private(set) var warnings: [Diagnostic] = []
    /// A problem that stops the import (not a Health export).
    private(set) var fatal: Diagnostic?
    /// The XML parse error reported by the parser, with its position.
    private(set) var parseError: Diagnostic?

    private var sawRoot = false
    private var correlationDepth = 0
    private var workout: HealthWorkout?
    private weak var parser: XMLParser?

    init(kinds: Set<HealthMetricKind>, path: String, spool: PieceSpool = PieceSpool()) {
        self.kinds = kinds
        self.path = path
        self.cumulative = spool
        var map: [String: HealthMetricKind] = [:]
        for k in kinds where k != .workouts { map[k.healthType] = k }
        self.typeToKind = map
    }

    /// Attaches the parser (for line numbers in warnings).
    func attach(_ parser: XMLParser) { self.parser = parser }

    private func skip(_ message: String) {
        recordsSkipped += 1
        if warnings.count < 20 {
            warnings.append(.warning(path, line: parser?.lineNumber ?? 0, column: parser?.columnNumber ?? 0, message))
        }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch element {
        case "Record":
            recordsRead += 1
            if correlationDepth == 0 { record(attributes) }
        case "Workout":
            recordsRead += 1
            startWorkout(attributes)
        case "WorkoutStatistics":
            workoutStatistics(attributes)
        case "Correlation":
            correlationDepth += 1
        case "HealthData":
            sawRoot = true
        default:
            if !sawRoot {
                fatal = .error(path, line: parser.lineNumber, column: parser.columnNumber,
                               "this is not an Apple Health export (the root element is <\(element)>, not <HealthData>); pass export.zip or apple_health_export/export.xml")
                parser.abortParsing()
            }
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        switch element {
        case "Correlation": correlationDepth = max(0, correlationDepth - 1)
        case "Workout": finishWorkout()
        default: break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        guard parseError == nil, fatal == nil else { return }
        let reason = XMLErrorText.describe(error)
        parseError = .error(path, line: parser.lineNumber, column: parser.columnNumber,
                            "malformed XML: \(reason); the export is damaged, export it again from the Health app")
    }

    // MARK: Records

    private func record(_ attributes: [String: String]) {
        // One pass over the attributes (small-string compares) instead of a hash lookup per key.
        var type: String?, startText: String?, endText: String?, sourceName = "", valueText: String?, unit = ""
        var device = ""
        for (key, value) in attributes {
            switch key {
            case "type": type = value
            case "startDate": startText = value
            case "endDate": endText = value
            case "sourceName": sourceName = value
            case "value": valueText = value
            case "unit": unit = value
            case "device": device = value
            default: break
            }
        }
        guard let type = type, let kind = typeToKind[type] else { return }
        guard let startText = startText, let start = HealthTime(startText),
              let endText = endText, let end = HealthTime(endText) else {
            return skip("\(type) record has an unreadable startDate/endDate; it was skipped")
        }
        let source = sources.index(of: sourceName, device: device)
        switch kind {
        case .sleep:
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
            if let slot = kind.cumulativeSlot {
                return addCumulative(slot: slot, type: type, start: start, end: end, value: value, source: source)
            }
            daily[kind, default: DailyAccumulator()].add(value, day: start.day, source: source, instant: start.instant)
        }
        recordsImported += 1
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
            parser?.abortParsing()
        }
    }

    // MARK: Workouts

    private func startWorkout(_ a: [String: String]) {
        workout = nil
        guard kinds.contains(.workouts) else { return }
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

    private func workoutStatistics(_ a: [String: String]) {
        guard var w = workout, let type = a["type"] else { return }
        let unit = a["unit"] ?? ""
        switch type {
        case "HKQuantityTypeIdentifierHeartRate":
            if let avg = a["average"].flatMap(Double.init) { w.averageHeartRate = HealthUnits.rate(avg, unit) }
        case "HKQuantityTypeIdentifierActiveEnergyBurned":
            if w.energyKcal == nil, let s = a["sum"].flatMap(Double.init) { w.energyKcal = HealthUnits.energy(s, unit) }
        case _ where type.hasPrefix("HKQuantityTypeIdentifierDistance"):
            if w.distanceKm == nil, let s = a["sum"].flatMap(Double.init) { w.distanceKm = HealthUnits.distance(s, unit) }
        default:
            return
        }
        workout = w
    }

    private func finishWorkout() {
        if let w = workout {
            workouts.append(w)
            recordsImported += 1
        }
        workout = nil
    }

    /// Whether the root element was seen.
    var sawHealthData: Bool { sawRoot }
}
