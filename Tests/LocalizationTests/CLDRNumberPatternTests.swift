import Testing
@testable import Localization
@testable import Metrics
@testable import Site

/// Numbers written from ``CLDRNumberPattern`` (symbols read from ICU once) are the bytes ICU itself writes.
@Suite("CLDR number patterns against ICU")
struct CLDRNumberPatternTests {
    static let languages = ["de", "fr", "es", "ja", "zh-CN", "zh-TW", "de-CH", "it", "pt-BR", "pl", "ru", "tr", "hi", "en-IN", "ar", "ar-EG", "fa", "ko", "sv"]

    /// Deterministic values over many magnitudes, signs and fractions (and the halves that test rounding).
    static let values: [Double] = {
        var generator = SplitMix(seed: 42)
        var out: [Double] = [0, 1, 5, 9.995, 10.05, 0.125, 3.425, 113.5, 999.5, 1234, 12_345, 123_456, 1_234_567, 99_999.99, 1e15]
        for _ in 0..<3000 {
            let magnitude = Double(generator.next() % 13) - 3
            var value = Double(generator.next() % 1_000_000) / 1_000_000 * pow10(magnitude)
            if generator.next() % 4 == 0 { value = (value * 1000).rounded() / 1000 + 0.0005 }
            out.append(generator.next() % 3 == 0 ? -value : value)
        }
        return out
    }()

    static func pow10(_ e: Double) -> Double { var r = 1.0; var i = 0.0; while i < abs(e) { r *= 10; i += 1 }; return e < 0 ? 1 / r : r }

    @Test(arguments: languages)
    func numbersEqualICU(_ language: String) throws {
        let formats = CLDRFormats(localeIdentifier: language)
        let pattern = try #require(formats.pattern, "\(language): ICU's numbers not read")
        for value in Self.values {
            for places in [0, 1, 2] {
                guard let d = MetricFormatting.digits(value, decimals: places) else { continue }
                let ours = pattern.format(whole: d.whole, fraction: d.fraction, negative: d.negative)
                var icu = formats.icuNumber(value, maximumFractionDigits: places)
                // ICU keeps the sign of a value that rounds to zero (`-0`); Cardstock writes `0`, as in English.
                if !d.negative, value < 0 { icu = formats.icuNumber(0, maximumFractionDigits: places) }
                #expect(ours == icu, "\(language) \(value) at \(places): \(ours) ≠ \(icu)")
            }
            if value.magnitude < 1e6, let d = MetricFormatting.digits(value, decimals: 1), d.negative == (value < 0) {
                let ours = pattern.format(whole: d.whole, fraction: d.fraction, negative: d.negative, style: .percent(signed: true))
                let icu = formats.percent(value, maximumFractionDigits: 1, signed: true)
                let zero = d.whole.allSatisfy { $0 == 48 } && d.fraction.allSatisfy { $0 == 48 }
                if !zero { #expect(ours == icu, "\(language) \(value)%: \(ours) ≠ \(icu)") }
            }
        }
        for count in [0, 7, 1095, 12_345, 1_000_000, -4562] {
            #expect(pattern.format(whole: Array(String(count.magnitude).utf8), fraction: [], negative: count < 0) == formats.count(count))
        }
    }

    @Test func theGroupingRulesAreReadFromICU() throws {
        let spanish = try #require(CLDRFormats(localeIdentifier: "es").pattern)
        #expect(spanish.minimumGroupingDigits == 2 && spanish.group == ".")
        let indian = try #require(CLDRFormats(localeIdentifier: "hi").pattern)
        #expect(indian.primaryGroup == 3 && indian.secondaryGroup == 2)
        let persian = try #require(CLDRFormats(localeIdentifier: "fa").pattern)
        #expect(persian.digits[1] == "\u{6F1}")  // Persian digits (Arabic-Indic extended)
    }
}

/// A small deterministic generator for test values.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
