import Testing
@testable import Metrics

@Suite struct MetadataKeyTests {
    @Test func appliesEveryKey() throws {
        var m = MetricMetadata()
        let values: [(String, MetricMetadata.Value)] = [
            ("title", .string("Steps")), ("unit", .string("steps")), ("icon", .string("figure.walk")),
            ("tint", .string("orange")), ("aggregation", .string("sum")), ("good", .string("higher")),
            ("goal", .number(10_000)), ("normal_range", .list([.number(5000), .number(12_000)])),
            ("column", .string("steps")), ("columns", .list([.string("steps")])), ("x", .string("day")),
            ("date_format", .string("%d/%m/%Y")), ("time_zone", .string("+01:00")),
        ]
        for (key, value) in values { #expect(m.apply(key: key, value: value) == nil, "\(key)") }
        #expect(m.title == "Steps")
        #expect(m.aggregation == .sum)
        #expect(m.goodDirection == .higher)
        #expect(m.goal == 10_000)
        #expect(m.normalRange == 5000...12_000)
        #expect(m.columns == ["steps"])
        #expect(m.dateFormat?.pattern == "%d/%m/%Y")
        #expect(m.timeZone?.secondsFromUTC(at: 0) == 3600)
    }

    @Test func rangesAsText() {
        var m = MetricMetadata()
        #expect(m.apply(key: "normal_range", value: .string("50-60")) == nil)
        #expect(m.normalRange == 50...60)
        #expect(m.apply(key: "normalRange", value: .string("-5 ... 5")) == nil)
        #expect(m.normalRange == -5...5)
        #expect(m.apply(key: "goal", value: .string("7.5")) == nil)
        #expect(m.goal == 7.5)
    }

    @Test func wrongValuesSayWhatToWrite() {
        var m = MetricMetadata()
        #expect(m.apply(key: "aggregation", value: .string("median")) == "`aggregation` must be one of sum, mean, last, min, max")
        #expect(m.apply(key: "good_direction", value: .string("up")) == "`good_direction` must be one of higher, lower, neither")
        #expect(m.apply(key: "normal_range", value: .list([.number(60), .number(50)])) != nil)
        #expect(m.apply(key: "time_zone", value: .string("Mars/Olympus")) != nil)
        #expect(m.apply(key: "date_format", value: .string("%q")) != nil)
        #expect(m.apply(key: "colour", value: .string("red"))?.hasPrefix("unknown metric key `colour`; known keys are title, unit") == true)
        #expect(MetricMetadata.isKey("timezone"))
        #expect(!MetricMetadata.isKey("file"))
    }
}
