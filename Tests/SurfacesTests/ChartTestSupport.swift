import Foundation
import Testing
@testable import Surfaces

/// Golden files for chart markup live in `Golden/charts/`; `CARDSTOCK_RECORD=1` rewrites them.
enum ChartGolden {
    static func directory(_ file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Golden/charts")
    }

    /// Compares `actual` with the golden file `name` (or records it).
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory().appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CARDSTOCK_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: directory(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "differs from Golden/charts/\(name); re-record with CARDSTOCK_RECORD=1 if intended", sourceLocation: sourceLocation)
    }
}

/// Sample series used by several chart tests.
enum ChartSamples {
    /// A week of resting heart rate with two missing days (index 2 and 5).
    static let week: [ChartSeriesPoint] = [
        ChartSeriesPoint(x: 0, y: 54), ChartSeriesPoint(x: 1, y: 53), ChartSeriesPoint(x: 2, y: nil),
        ChartSeriesPoint(x: 3, y: 52), ChartSeriesPoint(x: 4, y: 51), ChartSeriesPoint(x: 5, y: nil),
        ChartSeriesPoint(x: 6, y: 52),
    ]
    /// The previous week, complete.
    static let previousWeek: [ChartSeriesPoint] = [55, 56, 55, 54, 56, 55, 55].enumerated().map {
        ChartSeriesPoint(x: Double($0.offset), y: $0.element)
    }
    /// Day labels.
    static let ticks: [ChartTick] = ["Nov 23", "Nov 25", "Nov 27", "Nov 29"].enumerated().map {
        ChartTick(x: Double($0.offset * 2), label: $0.element)
    }
    /// Accessibility text.
    static func a11y(_ prefix: String) -> ChartAccessibility {
        ChartAccessibility(idPrefix: prefix, title: "Resting heart rate, Nov 23–29",
                           summary: "Resting heart rate 52 bpm this week, 3 lower than last week")
    }

    /// The `d` attribute of the dots path with class `cls`, or nil.
    static func dotData(_ html: String, class cls: String) -> String? {
        guard let r = html.range(of: "class=\"chart-dots \(cls)\" d=\"") else { return nil }
        let rest = html[r.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// The `d` attribute of the path with class `cls`, or nil.
    static func pathData(_ html: String, class cls: String) -> String? {
        guard let r = html.range(of: "class=\"chart-line \(cls)\" d=\"") else { return nil }
        let rest = html[r.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
