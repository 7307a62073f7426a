import Foundation
import Testing
import Metrics
@testable import HealthImport

/// The kinds beyond the first sixteen, on the small generated export (`more_kinds()` in
/// Scripts/make-health-export.py): each day's value computed by hand from the records there.
@Suite struct MoreKindsTests {
    /// Exercise: the Watch's 10 + 20 min count whole, the iPhone's 07:05–07:15 sample is half under the Watch's
    /// 07:00–07:10 one (5 of 10 min); 1200 s over 23:50–00:10 at −05:00 is 10 min on each side of midnight.
    /// Stand hours: the Watch's 3 samples (2 stood) outnumber the iPhone's 1. Cycling: the iPhone's 12 mi over
    /// 18:30–19:30 is half covered by the Watch (6 mi = 9.656064 km). Walking speed: the iPhone's 4.5 and
    /// 5.5 km/h outnumber the Watch's 1 m/s; 1.25 m/s = 4.5 km/h. Step length: mean of 70 cm and 0.72 m;
    /// 28 in = 71.12 cm. Six-minute walk 0.4 mi = 643.7376 m. Steadiness and body fat are fractions (× 100),
    /// body fat and BMI the day's last reading by time. 1.6 count/s = 96 bpm; 96.8 °F = 36 °C. Glucose: 5.5
    /// mmol/L at 180.15588 g/mol = 99.085734 mg/dL, mean with 100. Blood pressure: the mean of the day's
    /// correlations (120/80 and 130/84), not doubled by their records' top-level copies. Water: 250 mL +
    /// 0.5 L; 8 US fl oz = 236.5882365 mL. Dietary energy: 600 kcal + 2092 kJ (500 kcal).
    static let expected: [String: String] = [
        "exercise-time.csv": "date,minutes,sources\n2026-11-23,35,Apple Watch: 30; iPhone: 5\n"
            + "2026-11-24,10,Apple Watch: 10\n2026-11-25,10,Apple Watch: 10\n",
        "stand-time.csv": "date,minutes,sources\n2026-11-23,8,Apple Watch: 8\n",
        "stand-hours.csv": "date,hours\n2026-11-23,2\n2026-11-25,1\n",
        "cycling-distance.csv": "date,km,sources\n2026-11-25,29.656064,Apple Watch: 20; iPhone: 9.66\n",
        "swimming-distance.csv": "date,m,sources\n2026-11-24,1091.44,Apple Watch: 1091\n",
        "walking-speed.csv": "date,km_h\n2026-11-23,5\n2026-11-24,4.5\n",
        "step-length.csv": "date,cm\n2026-11-23,71\n2026-11-24,71.12\n",
        "six-minute-walk.csv": "date,m\n2026-11-23,550\n2026-11-24,643.7376\n",
        "walking-steadiness.csv": "date,pct\n2026-11-23,85\n",
        "walking-heart-rate.csv": "date,bpm\n2026-11-23,98\n2026-11-24,96\n",
        "heart-rate-recovery.csv": "date,bpm\n2026-11-24,25\n",
        "headphone-audio.csv": "date,dbaspl\n2026-11-23,75\n",
        "environmental-audio.csv": "date,dbaspl\n2026-11-23,70\n2026-11-25,55\n",
        "wrist-temperature.csv": "date,celsius\n2026-11-24,35.5\n2026-11-25,36\n",
        "blood-glucose.csv": "date,mg_dl\n2026-11-24,99.542867\n",
        "blood-pressure.csv": "date,systolic_mmhg,diastolic_mmhg\n2026-11-23,125,82\n2026-11-24,118,76\n",
        "body-fat.csv": "date,pct\n2026-11-23,21\n",
        "body-mass-index.csv": "date,bmi\n2026-11-23,22.4\n",
        "water.csv": "date,ml,sources\n2026-11-23,750,iPhone: 750\n2026-11-24,236.588237,iPhone: 237\n",
        "dietary-energy.csv": "date,kcal,sources\n2026-11-23,1100,iPhone: 1100\n",
        "daylight.csv": "date,minutes,sources\n2026-11-23,30,Apple Watch: 30\n2026-11-25,45,Apple Watch: 45\n",
    ]

    @Test func eachNewKindHasHandComputedDailyValues() throws {
        let f = try Fixture()
        let report = try HealthImporter.run(f.options(try f.generate()))
        for (name, csv) in Self.expected.sorted(by: { $0.key < $1.key }) {
            #expect(f.read("content/metrics/" + name) == csv, "\(name)")
        }
        #expect(report.empty == [.basalEnergy])
        let sidecar = f.read("content/metrics/blood-pressure.yaml") ?? ""
        #expect(sidecar.contains("unit: \"mmHg\"\n") && sidecar.hasSuffix("chart: range\nmin: diastolic_mmhg\nmax: systolic_mmhg\n"))
        #expect(f.read("content/metrics/exercise-time.yaml")?.contains("aggregation: sum\ngood: higher\ngoal: 30\n") == true)
        #expect(f.read("content/metrics/stand-hours.yaml")?.contains("goal: 12\n") == true)
        #expect(f.read("content/metrics/workouts.yaml")?.contains("goal: 30\n") == true) // a daily goal, not the weekly 150
    }

    @Test func anyQuantityTypeIsImportedByItsIdentifier() throws {
        let f = try Fixture()
        let source = try f.generate()
        var options = f.options(source)
        options.types = Set(["HKQuantityTypeIdentifierWaistCircumference", "HKQuantityTypeIdentifierDietaryProtein"]
            .compactMap(HealthMetricKind.init(name:)))
        let report = try HealthImporter.run(options)
        #expect(report.metricFiles.map(\.rawValue) == ["dietary-protein", "waist-circumference"])
        // Discrete: the day's mean in the first unit the export has (0.81 m → 81 cm).
        #expect(f.read("content/metrics/waist-circumference.csv") == "date,value\n2026-11-23,80\n2026-11-24,81\n")
        let waist = f.read("content/metrics/waist-circumference.yaml") ?? ""
        #expect(waist.contains("title: \"Waist circumference\"\nunit: \"cm\"\n") && waist.contains("aggregation: mean\n"))
        // Cumulative (Apple adds dietary quantities up): summed by source priority like steps.
        #expect(f.read("content/metrics/dietary-protein.csv") == "date,value,sources\n2026-11-23,70,iPhone: 70\n")
        let protein = f.read("content/metrics/dietary-protein.yaml") ?? ""
        #expect(protein.contains("unit: \"g\"\n") && protein.contains("aggregation: sum\n"))
        // A built-in kind's identifier is that kind; a category type or nonsense is not a kind.
        #expect(HealthMetricKind(name: "HKQuantityTypeIdentifierStepCount") == .steps)
        #expect(HealthMetricKind(name: "HKCategoryTypeIdentifierHandwashingEvent") == nil)
        #expect(HealthMetricKind(name: "HKQuantityTypeIdentifier") == nil)
        #expect(HealthMetricKind(name: "HKQuantityTypeIdentifier../x") == nil)
    }

    @Test func theSummaryListsEveryTypeFoundWithItsCount() throws {
        let f = try Fixture()
        var options = f.options(try f.generate())
        options.types = [.steps, .bloodPressure]
        let report = try HealthImporter.run(options)
        let counts = Dictionary(report.typesFound.map { ($0.type, $0.records) }) { a, _ in a }
        #expect(counts["HKQuantityTypeIdentifierStepCount"] == 17)
        #expect(counts["HKQuantityTypeIdentifierWaistCircumference"] == 2)
        #expect(counts["HKCategoryTypeIdentifierHandwashingEvent"] == 1)
        #expect(counts["HKCorrelationTypeIdentifierBloodPressure"] == 3)
        #expect(counts["Workout"] == 4)
        let text = report.description
        #expect(text.contains("    HKQuantityTypeIdentifierStepCount: 17 records → steps.csv\n"))
        #expect(text.contains("    HKQuantityTypeIdentifierBloodPressureSystolic: 3 records → blood-pressure.csv\n"))
        #expect(text.contains("    HKQuantityTypeIdentifierVO2Max: 1 record, not imported (add it with --types vo2-max)\n"))
        #expect(text.contains("    HKQuantityTypeIdentifierHeartRate: 6 records, not imported (add it with --types heart-rate)\n"))
        #expect(text.contains("    HKQuantityTypeIdentifierWaistCircumference: 2 records, not imported "
            + "(add it with --types HKQuantityTypeIdentifierWaistCircumference)\n"))
        #expect(text.contains("    HKCategoryTypeIdentifierHandwashingEvent: 1 record, not imported (Cardstock does not read this type)"))
        // Every type in the generated export is listed.
        let xml = f.read("export/export.xml") ?? ""
        var inXML = Set<String>()
        for part in xml.components(separatedBy: " type=\"").dropFirst() {
            if let end = part.firstIndex(of: "\"") { inXML.insert(String(part[..<end])) }
        }
        let listed = Set(report.typesFound.map(\.type))
        #expect(inXML.subtracting(listed).isEmpty)
    }

    @Test func bloodPressureWithoutCorrelationsUsesTheRecords() throws {
        let f = try Fixture()
        let body = HealthXML.record("BloodPressureSystolic", HealthXML.phone, "2026-11-23 08:00:00 +0100", "2026-11-23 08:00:00 +0100", "120", unit: "mmHg")
            + HealthXML.record("BloodPressureDiastolic", HealthXML.phone, "2026-11-23 08:00:00 +0100", "2026-11-23 08:00:00 +0100", "10.666", unit: "kPa")
            + HealthXML.record("BloodPressureSystolic", HealthXML.phone, "2026-11-24 08:00:00 +0100", "2026-11-24 08:00:00 +0100", "110", unit: "mmHg")
        try HealthXML.run(body, in: f) { $0.types = [.bloodPressure] }
        // 10.666 kPa = 80.0015 mmHg; the 24th has no diastolic value.
        #expect(f.read("content/metrics/blood-pressure.csv") == "date,systolic_mmhg,diastolic_mmhg\n2026-11-23,120,80.001579\n2026-11-24,110,\n")
    }

    @Test func theTableNamesEachKindOnce() {
        let all = HealthMetricKind.allCases
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(Set(all.map(\.healthType)).count == all.count)
        let named: [HealthMetricKind] = [.restingHeartRate, .heartRateVariability, .heartRate, .steps, .activeEnergy, .basalEnergy,
                                         .flightsClimbed, .walkingRunningDistance, .vo2Max, .respiratoryRate, .bloodOxygen,
                                         .bodyMass, .alcoholicBeverages, .mindfulMinutes, .sleep, .workouts, .exerciseTime,
                                         .standHours, .bloodPressure]
        #expect(Set(named.map(\.rawValue)).count == named.count, "each name is its own table entry")
        for kind in all {
            #expect(HealthMetricKind(name: kind.rawValue) == kind)
            #expect(HealthMetricKind(identifier: kind.healthType) == kind)
            let cumulative = HealthKindTable.isCumulative(kind.healthType)
            if kind.healthType.hasPrefix(HealthKindTable.quantityPrefix), kind != .alcoholicBeverages {
                #expect(kind.isCumulative == cumulative, "\(kind): Apple's aggregation style")
            }
        }
        #expect(HealthKindTable.words("VO2Max") == ["VO2", "Max"])
        #expect(HealthKindTable.words("HeartRateVariabilitySDNN") == ["Heart", "Rate", "Variability", "SDNN"])
    }
}

/// `cardstock import` also writes a page of metric cards into the metrics folder, so a site without its own
/// page on them links every imported metric.
@Suite struct MetricsPageTests {
    @Test func thePageHasACardForEveryImportedMetricAndKeepsTheUsersOwn() throws {
        let f = try Fixture()
        var options = f.options(try f.generate())
        options.metricsPage = true
        let report = try HealthImporter.run(options)
        let page = try #require(f.read("content/metrics/index.md"))
        #expect(page.hasPrefix("---\n" + HealthOutput.marker + "\ntitle: Health\n"))
        for kind in report.metricFiles {
            #expect(page.contains("\nfile: \(kind.rawValue).csv\n"), "\(kind)")
        }
        #expect(page.contains("## Hearing {icon=waveform.path.ecg tint=blue}"))
        #expect(page.contains("](../workouts/2026-11-25-cycling/index.md)"))
        #expect(try HealthImporter.run(options).unchanged.contains(f.root + "/content/metrics/index.md"))
        try f.write("content/metrics/index.md", "# My metrics\n")
        let again = try HealthImporter.run(options)
        #expect(again.keptPages == [f.root + "/content/metrics/index.md"])
        #expect(f.read("content/metrics/index.md") == "# My metrics\n")
    }
}

/// The health report summarises one week: the latest complete ISO week with data.
@Suite struct HealthReportPeriodTests {
    func days(_ list: [(Int, Int)]) -> Set<CalendarDay> {
        Set(list.compactMap { CalendarDay(year: 2026, month: $0.0, day: $0.1) })
    }

    @Test func theLatestCompleteWeekWithData() {
        // Thursday 26 November is in an unfinished week: the week before (16–22 November, W47) has data.
        #expect(HealthExample.reportPeriod(days([(11, 10), (11, 18), (11, 26)])) == "2026-W47")
        // A Sunday closes its week.
        #expect(HealthExample.reportPeriod(days([(11, 10), (11, 22)])) == "2026-W47")
        // Empty weeks are passed over.
        #expect(HealthExample.reportPeriod(days([(11, 3), (11, 26)])) == "2026-W45")
        // Only the unfinished week has data: that week.
        #expect(HealthExample.reportPeriod(days([(11, 23), (11, 26)])) == "2026-W48")
        #expect(HealthExample.reportPeriod([]) == nil)
        // Exported later (Friday 4 December): the week of Thursday 26 November is complete.
        let exported = CalendarDay(year: 2026, month: 12, day: 4)
        #expect(HealthExample.reportPeriod(days([(11, 10), (11, 18), (11, 26)]), exportDay: exported) == "2026-W48")
        // Exported on Thursday 26 November: that week is not.
        #expect(HealthExample.reportPeriod(days([(11, 10), (11, 18), (11, 26)]), exportDay: CalendarDay(year: 2026, month: 11, day: 26)) == "2026-W47")
        #expect(CalendarDay(isoPrefix: "2026-11-24T07:05:00+01:00") == CalendarDay(year: 2026, month: 11, day: 24))
        #expect(CalendarDay(isoPrefix: "2026-1-24") == nil)
    }

    @Test func theReportPageNamesThePeriod() throws {
        let f = try Fixture()
        let report = try HealthImporter.run(f.options(try f.generate()))
        #expect(HealthExample.indexPage(for: report).contains("\ntint: red\nperiod: 2026-W48\n---\n"))
    }
}
