import Foundation
import Testing
import Metrics
@testable import HealthImport

/// Every metric kind's values on the small generated export (see Scripts/make-health-export.py).
@Suite struct HealthImportValuesTests {
    static let expected: [String: String] = [
        "steps.csv": "date,steps\n2026-11-23,3500\n2026-11-24,600\n2026-11-25,3000\n2026-11-26,9\n",
        "active-energy.csv": "date,kcal\n2026-11-23,250\n2026-11-24,10\n",
        "walking-running-distance.csv": "date,km\n2026-11-23,2.36\n",
        "resting-heart-rate.csv": "date,bpm\n2026-11-23,52\n2026-11-24,54\n2026-11-25,54\n",
        "heart-rate-variability.csv": "date,sdnn_ms\n2026-11-23,50\n2026-11-24,45\n",
        "heart-rate.csv": "date,min_bpm,mean_bpm,max_bpm\n2026-11-23,60,80,100\n2026-11-24,90,90,90\n",
        "vo2-max.csv": "date,ml_kg_min\n2026-11-23,45.2\n",
        "respiratory-rate.csv": "date,breaths_per_min\n2026-11-23,15\n",
        "blood-oxygen.csv": "date,spo2_pct\n2026-11-23,96\n2026-11-24,98.5\n",
        "body-mass.csv": "date,kg\n2026-11-23,70.4\n2026-11-24,72.57\n",
        "alcoholic-beverages.csv": "date,drinks\n2026-11-23,3\n2026-11-24,0.5\n",
        "mindful-minutes.csv": "date,minutes\n2026-11-23,15.5\n",
        "sleep-duration.csv": "date,asleep_h,in_bed_h,core_h,deep_h,rem_h,awake_h\n"
            + "2026-11-24,8,8.75,5.5,1.5,1,0.25\n2026-11-25,7,,,,,\n",
        "workouts.csv": "date,type,duration_min,distance_km,energy_kcal,avg_hr\n"
            + "2026-11-24T07:05:00+01:00,running,32.5,5.15,300,142\n"
            + "2026-11-24T19:00:00+01:00,yoga,45,,120,95\n"
            + "2026-11-25T18:00:00-05:00,cycling,60,20,450,\n",
    ]

    @Test func everyMetricFileHasExactValues() throws {
        let f = try Fixture()
        let source = try f.generate()
        let report = try HealthImporter.run(f.options(source))
        for (name, csv) in Self.expected.sorted(by: { $0.key < $1.key }) {
            #expect(f.read("content/metrics/" + name) == csv, "\(name)")
        }
        #expect(report.recordsSkipped == 2)
        // The unusable records are reported at their own lines (the blanked DTD keeps numbering).
        let lines = (f.read("export/export.xml") ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let abc = try #require(lines.firstIndex { $0.contains("value=\"abc\"") }) + 1
        let furlongs = try #require(lines.firstIndex { $0.contains("furlongs") }) + 1
        #expect(report.warnings.map { $0.location?.line ?? 0 } == [abc, furlongs])
        #expect(report.warnings.allSatisfy { $0.location?.path == source && $0.severity == .warning })
        #expect(report.warnings.last?.message.contains("`furlongs`") == true)
        #expect(report.empty.isEmpty)
        #expect(report.written.count == Self.expected.count * 2 + 3)
    }
}

/// The scaffold page for `cardstock init --example health`.
@Suite struct HealthExampleTests {
    @Test func indexPageUsesTheImportedFiles() throws {
        let f = try Fixture()
        var options = f.options(try f.generate())
        options.types = [.steps, .sleep, .workouts]
        let report = try HealthImporter.run(options)
        #expect(report.metricFiles == [.sleep, .steps, .workouts])
        #expect(report.workouts.map(\.fileName) == ["2026-11-24-running.md", "2026-11-24-yoga.md", "2026-11-25-cycling.md"])
        let page = HealthExample.indexPage(for: report)
        #expect(page.contains("## Activity {icon=figure.run tint=orange}\n\n```metric\nfile: metrics/steps.csv\nstyle: tinted\n```\n"))
        #expect(page.contains("file: metrics/workouts.csv"))
        #expect(page.contains("## Recovery {icon=bed.double.fill tint=indigo}\n\n```metric\nfile: metrics/sleep-duration.csv\n"))
        #expect(!page.contains("## Vitals"))
        #expect(page.contains("- [Cycling](workouts/2026-11-25-cycling.md) Wednesday · 20 km · 60 min\n"
                              + "- [Yoga](workouts/2026-11-24-yoga.md) Tuesday · 45 min\n"
                              + "- [Running](workouts/2026-11-24-running.md) Tuesday · 5.15 km · 33 min\n"))
    }
}
