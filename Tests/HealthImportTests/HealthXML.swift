import Foundation
@testable import HealthImport

/// Small hand-written exports for the counting and time-zone rules: records as the Health app
/// writes them (sourceName, device, unit, `YYYY-MM-DD HH:MM:SS ±HHMM` dates).
enum HealthXML {
    static let watch = "Alice’s Apple Watch"
    static let phone = "Alice’s iPhone"
    static let app = "Pedometer++"

    static func device(_ source: String) -> String {
        switch source {
        case watch: return "&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1&gt;"
        case phone: return "&lt;&lt;HKDevice: 0x2&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,2&gt;"
        default: return ""
        }
    }

    /// A `Record` element.
    static func record(_ type: String, _ source: String, _ start: String, _ end: String, _ value: String,
                       unit: String = "count") -> String {
        let d = device(source)
        return " <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"\(source)\" sourceVersion=\"17.1\""
            + (d.isEmpty ? "" : " device=\"\(d)\"")
            + " unit=\"\(unit)\" creationDate=\"\(end)\" startDate=\"\(start)\" endDate=\"\(end)\" value=\"\(value)\"/>\n"
    }

    /// A step sample on `day` from `from` to `to` (`HH:MM`) at `offset` (`+0100`).
    static func steps(_ source: String, _ day: String, _ from: String, _ to: String, _ value: Int,
                      offset: String = "+0100") -> String {
        record("StepCount", source, "\(day) \(from):00 \(offset)", "\(day) \(to):00 \(offset)", "\(value)")
    }

    /// A whole export around `body`.
    static func export(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_GB\">\n"
            + " <ExportDate value=\"2026-11-29 10:00:00 +0100\"/>\n" + body + "</HealthData>\n"
    }

    /// Imports `body` (wrapped by ``export(_:)``) with `configure`d options; returns the fixture.
    @discardableResult
    static func run(_ body: String, in f: Fixture, _ configure: (inout HealthImportOptions) -> Void = { _ in }) throws
        -> HealthImportReport {
        try f.write("in/export.xml", export(body))
        var options = f.options(f.root + "/in/export.xml")
        configure(&options)
        return try HealthImporter.run(options)
    }
}

extension HealthXML {
    /// A `Workout` element with a duration in minutes and optional energy (kcal).
    static func workout(_ activity: String, _ start: String, _ end: String, minutes: String, kcal: String? = nil,
                        source: String = watch) -> String {
        let energy = kcal.map { " totalEnergyBurned=\"\($0)\" totalEnergyBurnedUnit=\"kcal\"" } ?? ""
        return " <Workout workoutActivityType=\"HKWorkoutActivityType\(activity)\" duration=\"\(minutes)\" durationUnit=\"min\"\(energy)"
            + " sourceName=\"\(source)\" startDate=\"\(start)\" endDate=\"\(end)\">\n </Workout>\n"
    }

    /// A sleep sample.
    static func sleep(_ source: String, _ start: String, _ end: String, _ stage: String) -> String {
        " <Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"\(source)\" startDate=\"\(start)\" "
            + "endDate=\"\(end)\" value=\"HKCategoryValueSleepAnalysis\(stage)\"/>\n"
    }
}
