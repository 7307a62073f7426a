import Testing
@testable import Surfaces

@Suite("MetricCard")
struct MetricCardTests {
    static let model = MetricCardModel(
        title: "Resting Heart Rate", icon: "heart.fill", tint: .red, valueText: "52", unitText: "bpm",
        changeText: "3 bpm lower than last week", changeDirection: .down, assessment: .improved,
        sparkline: ChartSamples.week, previousSparkline: ChartSamples.previousWeek, asOfText: "As of Nov 29",
        destination: "/metrics/resting-heart-rate/",
        chartSummary: "Resting heart rate 52 bpm this week, 3 lower than last week", style: .hero)

    @Test("a hero card matches its golden markup")
    func golden() throws {
        // Stand-in icons keep this golden independent of the built-in drawings.
        let icons = IconLibrary(icons: ["heart.fill": "<path d=\"M1 1h22v22H1z\"/>", "chevron.right": "<path d=\"M9 4l8 8-8 8\"/>",
                                        "arrow.down": "<path d=\"M12 4v16\"/>"])
        try ChartGolden.check(html(MetricCard(Self.model), environment: EnvironmentValues(iconLibrary: icons)), "metric-card.html")
    }

    @Test("the whole card is one link to the metric page, with the stylesheet's chevron")
    func linkWrapsCard() {
        let out = html(MetricCard(Self.model))
        #expect(out.hasPrefix("<a class=\"metric-card hero-card tint-red\" href=\"/metrics/resting-heart-rate/\">"))
        #expect(out.hasSuffix("</a>"))
        #expect(occurrences(of: "<a ", in: out) == 1)
        #expect(out.contains("<span class=\"metric-card-title\">Resting Heart Rate</span></div>"), "the built-in chevron is drawn by the stylesheet")
        #expect(!out.contains("chevron"))
        #expect(out.contains("<span class=\"metric-value\">52</span>\u{A0}<span class=\"metric-unit\">bpm</span>"))
        #expect(out.contains("<div class=\"metric-as-of\">As of Nov 29</div>"))
    }

    @Test("the change line has an arrow and words, coloured by assessment")
    func changeLine() {
        let out = html(MetricCard(Self.model))
        #expect(out.contains("<div class=\"metric-change change-improved\"><svg class=\"icon\" aria-hidden=\"true\""))
        #expect(out.contains("<span>3 bpm lower than last week</span>"))
        var worse = Self.model
        worse.assessment = .worsened
        worse.changeDirection = .up
        worse.changeText = "4 bpm higher than last week"
        let worseOut = html(MetricCard(worse))
        #expect(worseOut.contains("metric-change change-worsened"))
        var none = Self.model
        none.changeText = nil
        #expect(!html(MetricCard(none)).contains("metric-change"))
        #expect(MetricCard.arrowIcon(.up) == "arrow.up" && MetricCard.arrowIcon(.down) == "arrow.down" && MetricCard.arrowIcon(.flat) == "minus")
    }

    @Test("the sparkline is an accessible image with ids from the destination")
    func sparklineAccessibility() {
        let out = html(MetricCard(Self.model))
        #expect(out.contains("<svg class=\"chart sparkline\" viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\" role=\"img\" aria-labelledby=\"metric-metrics-resting-heart-rate-spark-title metric-metrics-resting-heart-rate-spark-desc\">"))
        #expect(out.contains("<desc id=\"metric-metrics-resting-heart-rate-spark-desc\">Resting heart rate 52 bpm this week, 3 lower than last week</desc>"))
        var empty = Self.model
        empty.sparkline = [ChartSeriesPoint(x: 0, y: nil)]
        empty.previousSparkline = []
        #expect(!html(MetricCard(empty)).contains("sparkline"))
    }

    @Test("user text is escaped everywhere, unsafe destinations lose their href")
    func escaping() {
        var evil = Self.model
        evil.title = "<script>alert(1)</script>"
        evil.valueText = "\"52\""
        evil.unitText = "b&m"
        evil.asOfText = "<b>"
        evil.destination = "javascript:alert(1)"
        let out = html(MetricCard(evil))
        #expect(!out.contains("<script>"))
        #expect(out.contains("<span class=\"metric-card-title\">&lt;script&gt;alert(1)&lt;/script&gt;</span>"))
        #expect(out.contains("&quot;52&quot;") && out.contains("b&amp;m") && out.contains("&lt;b&gt;"))
        #expect(!out.contains("href="))
        #expect(out.contains("<title id=\"metric-javascript-alert-1-spark-title\">&lt;script&gt;alert(1)&lt;/script&gt; trend</title>"))
    }

    @Test("card styles and tints map to classes; modifiers land on the link")
    func styles() {
        var regular = Self.model
        regular.style = .regular
        regular.tint = .blue
        #expect(html(MetricCard(regular)).hasPrefix("<a class=\"metric-card regular-card tint-blue\""))
        var tinted = Self.model
        tinted.style = .tinted
        #expect(html(MetricCard(tinted).font(.body)).hasPrefix("<a class=\"metric-card tinted-card tint-red font-body\""))
        // Box modifiers sit outside the card (the modifier onion): a wrapper element.
        #expect(html(MetricCard(tinted).padding()).hasPrefix("<div class=\"p-16\"><a class=\"metric-card tinted-card tint-red\""))
        var custom = Self.model
        custom.idPrefix = "rhr card"
        #expect(html(MetricCard(custom)).contains("aria-labelledby=\"rhrcard-spark-title rhrcard-spark-desc\""))
    }

    @Test("the chart inside the card does not inherit an outer tint class")
    func tintScope() {
        let out = html(MetricCard(Self.model).tint(.green))
        #expect(!out.contains("tint-green"))
        #expect(out.contains("<svg class=\"chart sparkline\" viewBox"))
    }
}
