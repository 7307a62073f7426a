import Testing
@testable import HealthImport
@testable import Metrics

/// The import's sidecars choose a range chart for heart rate and stacked stages for sleep, when the files have those columns.
@Suite struct HealthChartKeyTests {
    @Test func heartRateChoosesRangeAndSleepWithStagesChoosesStacked() {
        let hr = HealthOutput.sidecar(.heartRate, unit: "bpm", columns: ["min_bpm", "mean_bpm", "max_bpm"])
        #expect(hr.hasSuffix("chart: range\nmin: min_bpm\nmax: max_bpm\n"))
        let sleep = HealthOutput.sidecar(.sleep, unit: "h", columns: ["asleep_h", "in_bed_h", "core_h", "deep_h", "rem_h", "awake_h"])
        #expect(sleep.hasSuffix("chart: stacked\nstack: [deep_h, core_h, rem_h, awake_h]\n"))
        let noStages = HealthOutput.sidecar(.sleep, unit: "h", columns: ["asleep_h", "in_bed_h"])
        #expect(!noStages.contains("chart:"))
        #expect(!HealthOutput.sidecar(.steps, unit: "steps", columns: nil).contains("chart:"))
    }

    @Test func theChartKeysAreMetadataTheSiteUnderstands() {
        var m = MetricMetadata()
        #expect(m.apply(key: "chart", value: .string("stacked")) == nil)
        #expect(m.apply(key: "stack", value: .list([.string("deep_h"), .string("core_h")])) == nil)
        #expect(m.stack == ["deep_h", "core_h"] && m.chart == .stacked)
        #expect(m.apply(key: "stack", value: .number(3)) == "`stack` must be a list of column names")
    }
}
