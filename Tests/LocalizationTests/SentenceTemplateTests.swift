import Testing
@testable import Localization
@testable import Metrics
@testable import Site

/// Issue 28, item 4: every sentence template, in every built-in language, filled with sample values has every
/// slot filled (no leftover braces, no doubled or stray spaces), and the sentences put together from several
/// templates (a comparison without data, for every kind and period) read whole ("No data for in 2011" did not).
@Suite("Sentence templates fill every slot in every language")
struct SentenceTemplateTests {
    static let languages = ["en", "zh-CN", "zh-TW", "ja", "de", "fr", "es"]

    /// Sample values for every placeholder the catalog has (numbers where plurals choose by them).
    static func render(_ template: MessageTemplate) -> String {
        template.render(["average": "«average»", "change_number": "«change_number»", "change": "«change»", "count": "3",
                         "date": "«date»", "days": "7", "day": "«day»", "end": "«end»", "file": "«file»", "first": "«first»", "second": "«second»", "headers": "«headers»", "goal": "«goal»",
                         "high": "«high»", "hours": "«hours»", "low": "«low»", "minutes": "«minutes»", "period": "«period»",
                         "ring": "«ring»", "stage": "«stage»", "from": "«from»", "to": "«to»", "stages": "«stages»", "rings": "«rings»", "move": "«move»", "exercise": "«exercise»", "stand": "«stand»",
                         "previous": "«previous»", "range": "«range»", "sentence": "«sentence»", "start": "«start»", "time": "«time»",
                         "title": "«title»", "total": "4", "unit": "«unit»", "value": "«value»", "week": "«week»", "year": "«year»",
                         "reference": "«reference»", "recent": "«recent»", "earlier": "«earlier»", "recent_days": "«recent_days»", "earlier_days": "«earlier_days»",
                         "workout": "«workout»", "link": "«link»", "metres": "«metres»", "feet": "«feet»", "distance": "«distance»", "splits": "«splits»",
                         "split": "«split»", "pace": "«pace»", "app": "«app»", "command": "«command»", "line": "«line»", "note": "«note»",
                         "duration": "«duration»", "share": "«share»", "last": "«last»", "month": "«month»",
                         "seconds": "«seconds»", "summary": "«summary»", "label": "«label»"])
    }

    /// What is wrong with a rendered sentence, or `nil`.
    static func problem(_ text: String) -> String? {
        if text.contains("{") || text.contains("}") { return "a leftover brace" }
        if text.contains("  ") { return "a doubled space" }
        if text.first == " " || text.last == " " { return "a space at an end" }
        if text.contains(" ,") || text.contains(" .") || text.contains("( ") { return "a space before punctuation" }
        if text.contains("«»") { return "an empty slot" }
        return nil
    }

    @Test("every template of every language renders without leftover braces or doubled spaces, and uses its slots")
    func everyTemplateFillsItsSlots() {
        var problems: [String] = []
        for language in Self.languages {
            let localizer = LocalizerSet.builtIn.localizer(for: language)
            for key in StringCatalog.keys {
                let template = localizer.strings.template(key)
                let text = Self.render(template)
                if let problem = Self.problem(text) { problems.append("\(language) \(key): \(problem): \(text)") }
                // A placeholder the template names (outside plural choices) shows its sample value.
                for name in template.placeholders where !["count", "days", "total"].contains(name) {
                    if !text.contains("«\(name)»") && !Self.hasPlural(template) {
                        problems.append("\(language) \(key): slot {\(name)} not shown: \(text)")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    /// Whether the template chooses by a number (a plural's branch may leave a slot out).
    static func hasPlural(_ template: MessageTemplate) -> Bool {
        template.placeholders.contains("count") || template.placeholders.contains("days") || template.placeholders.contains("total")
    }

    @Test("a comparison without data reads whole for every kind and period, in every language (\"No data in 2011\")")
    func noDataSentencesReadWhole() throws {
        let file = try MetricFile.parse(Array("date,value\n2012-03-05,5\n".utf8), path: "m.csv",
                                        metadata: MetricMetadata(aggregation: .sum), name: "m")
        var problems: [String] = []
        for language in Self.languages {
            let text = MetricText(localizer: LocalizerSet.builtIn.localizer(for: language))
            for period in ["2012", "2012-03", "2012-W10", "2012-03-05"] {
                let p = try #require(ReportPeriod(parsing: period))
                for kind in [MetricComparisonKind.previous, .lastYear, .average(4)] {
                    let comparison = file.series.comparison(column: 0, metadata: file.metadata, period: p, kind: kind)
                    let sentence = text.noData(comparison)
                    if let problem = Self.problem(sentence) { problems.append("\(language) \(period) \(kind): \(problem): \(sentence)") }
                    if language == "en", sentence.contains("for in ") || sentence.contains("for on ") {
                        problems.append("en \(period) \(kind): \(sentence)")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let english = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "en"))
        let year = file.series.comparison(column: 0, metadata: file.metadata, period: try #require(ReportPeriod(parsing: "2012")), kind: .lastYear)
        #expect(english.noData(year) == "No data in 2011")
    }
}
