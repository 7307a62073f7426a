import Testing
@testable import Surfaces

/// Axis labels at the ends of the scale: compact names for large axes, decimals for small steps, U+2212.
@Suite("Chart axis numbers")
struct ChartAxisNumberTests {
    func labels(_ values: [Double]) -> [String] {
        let scale = ChartScale(xs: (0, 1), values: values, includeZero: true, tickCount: 5, nice: true)
        let largest = scale.yTicks.map(\.magnitude).max() ?? 0
        return scale.yTicks.map { ChartLabelFormat.label($0, step: scale.yStep, largest: largest) }
    }

    @Test("a 1.5e12 axis reads 0.5T … 1.5T, never 1500000000k")
    func trillions() {
        let shown = labels([0, 1.5e12])
        #expect(shown.allSatisfy { $0 == "0" || $0.hasSuffix("T") }, "\(shown)")
        #expect(!shown.contains { $0.contains("k") })
        #expect(ChartLabelFormat.label(1.5e12, step: 5e11, largest: 1.5e12) == "1.5T")
    }

    @Test("millions and billions get M and B; thousands keep k as before")
    func compactUnits() {
        #expect(ChartLabelFormat.label(1_500_000, step: 500_000, largest: 2_000_000) == "1.5M")
        #expect(ChartLabelFormat.label(2.5e9, step: 5e8, largest: 3e9) == "2.5B")
        #expect(ChartLabelFormat.label(15_000, step: 5_000, largest: 20_000) == "15k")
        #expect(ChartLabelFormat.label(12_500, step: 2_500, largest: 20_000) == "12.5k")
        // Ticks too close for one decimal of the unit fall back to the next smaller unit.
        #expect(ChartLabelFormat.label(1_005_000, step: 5_000, largest: 1_010_000) == "1005k")
        #expect(ChartLabelFormat.label(10_050, step: 50, largest: 10_100) == "10050")
        #expect(ChartLabelFormat.label(0, step: 5e11, largest: 1.5e12) == "0")
    }

    @Test("small steps are written in decimals down to 10^-5, then in powers of ten")
    func smallSteps() {
        #expect(ChartLabelFormat.label(0.00012, step: 0.00002, largest: 0.00016) == "0.00012")
        #expect(ChartLabelFormat.label(0.0025, step: 0.0005, largest: 0.004) == "0.0025")
        #expect(ChartLabelFormat.label(5e-10, step: 1e-10, largest: 1e-9) == "5e-10")
        let shown = labels([0.0001, 0.00013])
        #expect(shown.allSatisfy { !$0.contains("e") } && Set(shown).count == shown.count, "\(shown)")
    }

    @Test("negative labels start with U+2212; zero has no sign; coordinates keep the hyphen")
    func minus() {
        #expect(ChartLabelFormat.label(-5, step: 5, largest: 10) == "\u{2212}5")
        #expect(ChartLabelFormat.label(-1_500_000, step: 500_000, largest: 2_000_000) == "\u{2212}1.5M")
        #expect(ChartLabelFormat.label(-0.00001, step: 1, largest: 10) == "0")
        var buffer = HTMLBuffer(capacity: 8)
        buffer.write(number: -12.5, decimals: 2)
        #expect(buffer.string == "-12.5")
    }
}
