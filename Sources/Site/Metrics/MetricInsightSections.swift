import Surfaces

/// The Highlights and Trends sections of a metric overview: up to three highlight cards (the section is left
/// out when there are none) and the trend card.
struct MetricInsightSections: View {
    /// The highlight cards.
    var highlights: [MetricInsightModel]
    /// The trend card.
    var trend: MetricInsightModel?
    /// The page's language.
    var text: MetricText

    /// The sections.
    var body: some View {
        if !highlights.isEmpty {
            Section {
                Element(tag: "div", classes: ["insights"]) {
                    ForEach(highlights.indices, id: \.self) { i in MetricInsightCard(highlights[i]) }
                }
            } header: {
                SectionHeader(.horizontal, title: text("insight.highlights"), systemImage: "sparkles").id("highlights")
            }
        }
        Section {
            if let trend { MetricInsightCard(trend) }
        } header: {
            SectionHeader(.horizontal, title: text("insight.trends"), systemImage: "chart.line.uptrend.xyaxis").id("trends")
        }
    }
}
