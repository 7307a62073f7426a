import Foundation
import Testing
@testable import Surfaces

/// WCAG 2 contrast of the colours the charts draw meaningful marks in (the tint's text variant and the
/// secondary colour) against the card, in light and dark: at least 3:1 for graphics (SC 1.4.11).
@Suite("Chart contrast")
struct ChartContrastTests {
    static func luminance(_ hex: String) -> Double? {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let v = UInt32(digits, radix: 16) else { return nil }
        func channel(_ c: UInt32) -> Double {
            let s = Double(c) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(v >> 16 & 0xFF) + 0.7152 * channel(v >> 8 & 0xFF) + 0.0722 * channel(v & 0xFF)
    }

    static func contrast(_ a: String, _ b: String) -> Double? {
        guard let la = luminance(a), let lb = luminance(b) else { return nil }
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    @Test("the luminance helper matches known WCAG ratios")
    func knownRatios() throws {
        let bw = try #require(Self.contrast("#000000", "#FFFFFF"))
        #expect(abs(bw - 21) < 0.01)
        let grey = try #require(Self.contrast("#767676", "#FFFFFF"))
        #expect(abs(grey - 4.54) < 0.02)
    }

    @Test("every system colour's text variant and the secondary colour reach 3:1 on the card in light and dark")
    func marksContrast() throws {
        let lightCard = "#FFFFFF", darkCard = "#1C1C1E"
        for (name, _, lightText, _, darkText) in StylesheetRules.palette {
            let l = try #require(Self.contrast(lightText, lightCard))
            let d = try #require(Self.contrast(darkText, darkCard))
            #expect(l >= 3, "\(name) text variant on the light card is \(l):1")
            #expect(d >= 3, "\(name) text variant on the dark card is \(d):1")
        }
        let tokens = StylesheetRules.tokens
        #expect(tokens.contains("--cs-card:#FFFFFF") && tokens.contains("--cs-card:#1C1C1E"))
        #expect(tokens.contains("--cs-secondary:#636366") && tokens.contains("--cs-secondary:#AEAEB2"))
        #expect(try #require(Self.contrast("#636366", lightCard)) >= 3)
        #expect(try #require(Self.contrast("#AEAEB2", darkCard)) >= 3)
    }

    @Test("meaningful marks use the tint's text variant or the secondary colour, never the 1.7:1 tertiary")
    func marksUseContrastingTokens() {
        let css = ChartStyles.css
        for rule in [".chart-range-current{stroke:var(--cs-tint-text)}", ".chart-layer{fill:var(--cs-tint-text)",
                     ".heat-4,.heat-met{fill:var(--cs-tint-text)}", ".goal-fill{stroke:var(--cs-tint-text)}",
                     ".chart-previous{stroke:var(--cs-secondary)", ".legend-previous{border-top:2px dashed var(--cs-secondary)}"] {
            #expect(css.contains(rule), "missing \(rule)")
        }
        #expect(!css.contains("stroke:var(--cs-tertiary)"))
    }
}
