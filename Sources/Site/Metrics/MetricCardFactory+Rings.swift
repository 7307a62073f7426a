import Metrics
import Surfaces

/// The card of a `chart: rings` metric: the Activity rings of the period's last day with data, titled
/// by that day, described by the three rings' words (see ``MetricPageContent/ringDays(_:in:text:moveUnit:)``).
extension MetricCardFactory {
    /// Sets `model.chart` to the rings, `model.chartTitle` and `model.chartSummary`; a period without a
    /// ring value leaves the card's chart empty (its empty sentence).
    func applyRings(to model: inout MetricCardModel) {
        let days = MetricPageContent.ringDays(file.series, in: period, text: text, moveUnit: file.metadata.unit)
        guard let last = days.last(where: { $0.rings.contains { $0.value != nil } }) else {
            model.chart = .rings([])
            return
        }
        model.chart = .rings(last.rings)
        model.chartTitle = text("rings.title", ["title": title, "date": text.shortLabel(last.day)])
        model.chartSummary = MetricPageContent.ringsSentence(last.rings, text: text)
    }
}
