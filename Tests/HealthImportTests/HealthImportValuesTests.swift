import Foundation
import Testing
import Metrics
@testable import HealthImport

/// Every metric kind's values on the small generated export (see Scripts/make-health-export.py).
@Suite struct HealthImportValuesTests {
    /// The small set's steps are instantaneous (start = end), so they hide nothing but same-moment
    /// readings of a lower-priority source (see ``PriorityMerge``): on the 23rd the Watch (08:00, 12:00,
    /// 18:00) and the iPhone (08:05, 12:05) both count, 3500 + 900 + 2400; on the 24th the iPhone's 09:00
    /// and 10:00 readings share the Watch's moments, its 23:30 (-05:00) one counts, 2000 + 300; on the
    /// 25th the Watch's 1000 + 2000 hide the iPhone's; on the 26th the two phones share 10:00 and
    /// Alice’s iPhone (first by name) counts. Values keep up to 6 decimals (160 lb = 72.5747792 kg).
    static let expected: [String: String] = [
        "steps.csv": "date,steps,sources\n"
            + "2026-11-23,6800,Apple Watch: 3500; iPhone: 3300\n"
            + "2026-11-24,2300,Apple Watch: 2000; iPhone: 300\n"
            + "2026-11-25,3000,Apple Watch: 3000\n"
            + "2026-11-26,9,iPhone: 9\n",
        "active-energy.csv": "date,kcal,sources\n2026-11-23,250,Apple Watch: 250\n2026-11-24,10,Apple Watch: 10\n",
        "walking-running-distance.csv": "date,km,sources\n2026-11-23,2.359344,Apple Watch: 2.36\n",
        "flights-climbed.csv": "date,floors,sources\n2026-11-23,3,iPhone: 3\n",
        "resting-heart-rate.csv": "date,bpm\n2026-11-23,52\n2026-11-24,54\n2026-11-25,54\n",
        "heart-rate-variability.csv": "date,sdnn_ms\n2026-11-23,50\n2026-11-24,45\n",
        "heart-rate.csv": "date,min_bpm,mean_bpm,max_bpm\n2026-11-23,60,80,100\n2026-11-24,90,90,90\n",
        "vo2-max.csv": "date,ml_kg_min\n2026-11-23,45.2\n",
        "respiratory-rate.csv": "date,breaths_per_min\n2026-11-23,15\n",
        "blood-oxygen.csv": "date,spo2_pct\n2026-11-23,96\n2026-11-24,98.5\n",
        "body-mass.csv": "date,kg\n2026-11-23,70.4\n2026-11-24,72.574779\n",
        "alcoholic-beverages.csv": "date,drinks\n2026-11-23,3\n2026-11-24,0.5\n",
        "mindful-minutes.csv": "date,minutes\n2026-11-23,15.5\n",
        "sleep-duration.csv": "date,asleep_h,in_bed_h,core_h,deep_h,rem_h,awake_h\n"
            + "2026-11-24,8,8.75,5.5,1.5,1,0.25\n2026-11-25,7,,,,,\n",
        // The night of the 24th's Watch stages, one row per sample, for its hypnogram (the 25th has no stages).
        "sleep-stages-night.csv": "date,awake_min,rem_min,core_min,deep_min\n"
            + "2026-11-23T22:30:00+01:00,,,30,\n2026-11-23T23:00:00+01:00,,,120,\n2026-11-24T01:00:00+01:00,,,,90\n"
            + "2026-11-24T02:30:00+01:00,,60,,\n2026-11-24T03:30:00+01:00,15,,,\n2026-11-24T03:45:00+01:00,,,180,\n",
        // The one ActivitySummary has a move value and no goals.
        "activity-rings.csv": "date,move,move_goal,exercise,exercise_goal,stand,stand_goal\n2026-11-23,250,,,,,\n",
        // The run records miles, the ride km: each distance in its own unit's column (a page shows one system).
        "workouts.csv": "date,slug,type,title,duration_min,distance_km,distance_mi,energy_kcal,avg_hr\n"
            + "2026-11-24T07:05:00+01:00,2026-11-24-running,running,Running,32.5,,3.2,300,142.4\n"
            + "2026-11-24T19:00:00+01:00,2026-11-24-yoga,yoga,Yoga,45,,,120,95\n"
            + "2026-11-25T18:00:00-05:00,2026-11-25-cycling,cycling,Cycling,60,20,,450,\n",
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
        #expect(report.empty == [.basalEnergy]) // the small set has no resting energy
        // Every metric file and sidecar, and the workouts' one series template (no page per workout).
        #expect(report.written.count == (Self.expected.count + MoreKindsTests.expected.count) * 2 + 1)
        #expect(f.listing("content/workouts").keys.sorted() == ["index.md"])
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
        #expect(report.workouts.map(\.pagePath) == ["2026-11-24-running/index.md", "2026-11-24-yoga/index.md",
                                                     "2026-11-25-cycling/index.md"])
        let page = HealthExample.indexPage(for: report)
        #expect(page.contains("## Activity {icon=figure.run tint=orange}\n\n```metric\nfile: metrics/steps.csv\nstyle: tinted\nempty: note\n```\n"))
        #expect(page.contains("\n**Week of Nov 23 – Nov 29, 2026** · every card shows this week"), "one period, with its year")
        #expect(page.contains("file: metrics/workouts.csv"))
        #expect(page.contains("## Recovery {icon=bed.double.fill tint=indigo}\n\n```metric\nfile: metrics/sleep-duration.csv\n"))
        #expect(!page.contains("## Vitals"))
        #expect(page.contains("- [Cycling](workouts/2026-11-25-cycling/index.md) Wednesday · 20 km · 1\u{A0}h\n"
                              + "- [Yoga](workouts/2026-11-24-yoga/index.md) Tuesday · 45\u{A0}min\n"
                              + "- [Running](workouts/2026-11-24-running/index.md) Tuesday · 3.2 mi · 33\u{A0}min\n"),
                "each workout in the units it was recorded in (the run in miles, the ride in km)")
    }
}
