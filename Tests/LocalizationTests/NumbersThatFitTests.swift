import Foundation
import Testing
@testable import Localization
@testable import Metrics
@testable import Site

/// Plural rules (CLDR, through the toolchain's ICU), plural templates and their validation, and compact
/// numbers (CLDR) for values too long to fit a card.
@Suite("Numbers that fit: plurals and compact numbers")
struct NumbersThatFitTests {
    // MARK: - Plural rules

    @Test("CLDR cardinal categories per language, from ICU")
    func pluralCategories() {
        let en = PluralRules(localeIdentifier: "en"), fr = PluralRules(localeIdentifier: "fr")
        let de = PluralRules(localeIdentifier: "de"), zh = PluralRules(localeIdentifier: "zh-CN")
        let ja = PluralRules(localeIdentifier: "ja"), es = PluralRules(localeIdentifier: "es")
        #expect(en.category(1) == "one" && en.category(2) == "other" && en.category(0) == "other" && en.category(1.5) == "other")
        #expect(de.category(1) == "one" && de.category(1095) == "other")
        #expect(es.category(1) == "one" && es.category(3) == "other")
        // French: 0 and 1.5 are `one` (i = 0, 1), a rule no hand-written `n == 1` gets right.
        #expect(fr.category(0) == "one" && fr.category(1.5) == "one" && fr.category(2) == "other")
        #expect(zh.category(1) == "other" && ja.category(1) == "other")
        // Russian has `few` and `many`: the rules are CLDR's, not ours.
        let ru = PluralRules(localeIdentifier: "ru")
        #expect(ru.category(1) == "one" && ru.category(3) == "few" && ru.category(5) == "many" && ru.category(21) == "one")
        #expect(en.category(.nan) == "other")
    }

    @Test("a shown number is read back with the language's separators")
    func categoryOfShownNumbers() {
        let en = PluralRules(localeIdentifier: "en"), de = PluralRules(localeIdentifier: "de")
        let fr = PluralRules(localeIdentifier: "fr")
        let ascii = (0...9).map(String.init)
        #expect(en.category(ofShown: "1", digits: ascii, decimal: ".") == "one")
        #expect(en.category(ofShown: "1,001", digits: ascii, decimal: ".") == "other")
        #expect(de.category(ofShown: "1.001", digits: ascii, decimal: ",") == "other", "1.001 is a thousand and one in German")
        #expect(de.category(ofShown: "1", digits: ascii, decimal: ",") == "one")
        #expect(fr.category(ofShown: "1,5", digits: ascii, decimal: ",") == "one")
        #expect(fr.category(ofShown: "1\u{202F}234", digits: ascii, decimal: ",") == "other")
        #expect(en.category(ofShown: "—", digits: ascii, decimal: ".") == "other")
        #expect(en.category(ofShown: "\u{2212}1", digits: ascii, decimal: ".") == "one")
    }

    // MARK: - Plural templates

    @Test("a plural template chooses its branch; # writes the value")
    func pluralTemplates() throws {
        let template = try MessageTemplate(parsing: "in the {count, plural, one {# day} other {# days}} to {date}")
        #expect(template.placeholders == ["count", "date"])
        #expect(template.hasPlural)
        let en = PluralRules(localeIdentifier: "en")
        let pick: (String, String) -> String = { _, shown in en.category(ofShown: shown, digits: (0...9).map(String.init), decimal: ".") }
        #expect(template.render(["count": "1", "date": "Nov 29"], category: pick) == "in the 1 day to Nov 29")
        #expect(template.render(["count": "1,095", "date": "Nov 29"], category: pick) == "in the 1,095 days to Nov 29")
        #expect(template.render(["count": "2", "date": "x"]) == "in the 2 days to x", "without rules: other")
        // A branch without the category it asks for falls back to `other`; braces inside a branch.
        // (In a branch `{{` writes a brace and `}` always ends the branch.)
        let few = try MessageTemplate(parsing: "{n, plural, one {{{# item} other {many {{#}}")
        #expect(few.render(["n": "1"], category: { _, _ in "one" }) == "{1 item")
        #expect(few.render(["n": "3"], category: { _, _ in "few" }) == "many {3")
        #expect(template.literalText.contains("day") && template.literalText.contains("days"))
    }

    @Test("malformed plurals are syntax errors with an offset", arguments: [
        ("{count, plural, one {# day}}", "needs an 'other' branch"),
        ("{count, plural, several {#} other {#}}", "'several' is not a plural category"),
        ("{count, plural, one # other {#}}", "needs its text in braces"),
        ("{count, plural, one {#} one {#} other {#}}", "two 'one' branches"),
        ("{count, select, one {#} other {#}}", "must be a plural"),
        ("{count, plural, other {{n, plural, other {#}}}}", "cannot be inside another plural"),
        ("{count, plural, other {# days}", "never closed"),
        ("{count, plural, one {# day", "never closed"),
    ])
    func malformedPlurals(source: String, message: String) {
        #expect(throws: MessageTemplate.SyntaxError.self) { try MessageTemplate(parsing: source) }
        do {
            _ = try MessageTemplate(parsing: source)
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test("built-in sentences with plurals: 1 row, 1,095 rows, per language")
    func builtInPlurals() {
        let en = LocalizerSet.builtIn.localizer(for: "en")
        #expect(en("page.download", ["count": "1", "file": "a.csv"]) == "Download the 1 row (a.csv)")
        #expect(en("page.download", ["count": "1,095", "file": "a.csv"]) == "Download all 1,095 rows (a.csv)")
        #expect(en("period.days_before", ["count": "1"]) == "the day before")
        #expect(en("period.days_to", ["count": "10", "date": "Nov 29"]) == "in the 10 days to Nov 29")
        let de = LocalizerSet.builtIn.localizer(for: "de")
        #expect(de("page.download", ["count": "1", "file": "a.csv"]) == "Die 1 Zeile herunterladen (a.csv)")
        #expect(de("page.download", ["count": "1.095", "file": "a.csv"]) == "Alle 1.095 Zeilen herunterladen (a.csv)")
        let fr = LocalizerSet.builtIn.localizer(for: "fr")
        #expect(fr("page.download", ["count": "1", "file": "a.csv"]) == "Télécharger la 1 ligne (a.csv)")
        let zh = LocalizerSet.builtIn.localizer(for: "zh-CN")
        #expect(zh("page.download", ["count": "1", "file": "a.csv"]) == "下载全部 1 行（a.csv）")
    }

    @Test("an override may use a plural; a broken plural is a located error")
    func pluralOverrides() throws {
        let good = try StringOverrides.parse("page.download: \"{count, plural, one {# Zeile} other {# Zeilen}} ({file})\"\n", path: "de.yaml")
        #expect(good["page.download"]?.hasPlural == true)
        do {
            _ = try StringOverrides.parse("pages.title: Seiten\npage.download: \"{count, plural, one {# Zeile}} ({file})\"\n", path: "de.yaml")
            Issue.record("a plural without `other` was accepted")
        } catch {
            #expect("\(error)".contains("de.yaml:2:16: error: 'page.download': the plural of '{count}' needs an 'other' branch"), "\(error)")
        }
        do {
            _ = try StringOverrides.parse("page.download: \"{rows, plural, one {# Zeile} other {# Zeilen}} ({file})\"\n", path: "de.yaml")
            Issue.record("a plural of an unknown placeholder was accepted")
        } catch {
            #expect("\(error)".contains("'page.download' has no placeholder {rows}"), "\(error)")
        }
    }

    @Test("a site's page says 1 row, not 1 rows")
    func oneRowOnAMetricPage() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        try site.write("cardstock.yaml", "title: One\nlanguage: en\n")
        try site.write("content/metrics/one.csv", "date,value\n2026-11-29,5\n")
        try site.write("content/one.md", "---\ntitle: One\nperiod: 2026-W48\n---\n\n# One\n\n```metric\nfile: metrics/one.csv\n```\n")
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        let page = site.page("metrics/one/index.html")  // the overview counts the rows
        #expect(page.contains("Download the 1 row"), "\(page.prefix(300))")
        #expect(!page.contains("1 rows"))
    }

    // MARK: - Compact numbers

    @Test("compact numbers by CLDR: English, Chinese, German, French, Japanese")
    func compactNumbers() {
        let en = CompactNumberFormat(localeIdentifier: "en", minus: "\u{2212}")
        #expect(en.format(1_500_000) == "1.5M")
        #expect(en.format(6_509_263_485_240) == "6.51T")
        #expect(en.format(-2_500_000) == "\u{2212}2.5M")
        #expect(en.format(1e18) == "1E18")
        #expect(en.format(.infinity) == "–")
        let zh = CompactNumberFormat(localeIdentifier: "zh-CN")
        #expect(zh.format(1_500_000) == "150万")
        #expect(zh.format(150_000_000) == "1.5亿")
        #expect(zh.format(6_509_263_485_240) == "6.51万亿")
        let de = CompactNumberFormat(localeIdentifier: "de")
        #expect(de.format(1_500_000) == "1,5\u{A0}Mio.")
        #expect(de.format(6_500_000_000_000) == "6,5\u{A0}Bio.")
        #expect(de.format(-2_500_000) == "-2,5\u{A0}Mio.", "German keeps CLDR's hyphen-minus")
        let ja = CompactNumberFormat(localeIdentifier: "ja")
        #expect(ja.format(6_509_263_485_240) == "6.51兆")
        let fr = CompactNumberFormat(localeIdentifier: "fr")
        #expect(fr.format(1_500_000).hasPrefix("1,5") && fr.format(1_500_000).hasSuffix("M"))
    }

    @Test("1e12 bytes fit the card (6.51T bytes, 6.51万亿 bytes); 80,607 steps stay whole; tables keep full precision")
    func bigValuesOnCards() throws {
        for (language, card) in [("en", "6.51T"), ("zh-CN", "6.51万亿"), ("de", "6,51\u{A0}Bio.")] {
            let site = try LocalizedSite(fixture: "zh-CN")
            try site.write("cardstock.yaml", "title: Big\nlanguage: \(language)\n")
            try site.write("content/metrics/disk.csv", "date,value\n2026-11-28,6509263485240\n2026-11-29,6509263485240\n")
            try site.write("content/metrics/disk.yaml", "unit: bytes\naggregation: last\n")
            try site.write("content/metrics/walk.csv", "date,value\n2026-11-28,80607\n2026-11-29,80607\n")
            try site.write("content/metrics/walk.yaml", "unit: steps\naggregation: last\n")
            try site.write("content/big.md", """
                ---
                title: Big
                period: 2026-W48
                ---

                # Big

                ```metric
                file: metrics/disk.csv
                ```

                ```metric
                file: metrics/walk.csv
                ```

                """)
            let result = site.build()
            #expect(result.status == 0, "\(result.err)")
            let page = site.page("big/index.html")
            #expect(page.contains("<span class=\"metric-value\">\(card)</span>\u{A0}<span class=\"metric-unit\">bytes</span>"), "\(language)")
            let grouped = language == "de" ? "80.607" : "80,607"
            #expect(page.contains("<span class=\"metric-value\">\(grouped)</span>"), "\(language): an ordinary step count stays whole")
            let metricPage = site.page("metrics/disk/2026-W48/index.html")
            let full = language == "de" ? "6.509.263.485.240" : "6,509,263,485,240"
            #expect(metricPage.contains("<td>\(full)</td>"), "\(language): the table keeps every digit")
        }
    }

    @Test("English display text: U+2212 before negatives, U+00A0 before units; 0.00012 mg is not 0 mg")
    func englishDisplayText() {
        let text = MetricText.english
        #expect(text.value(-3, unit: "kg") == "\u{2212}3\u{A0}kg")
        #expect(text.value(118, unit: "bpm") == "118\u{A0}bpm")
        #expect(text.value(0.00012, unit: "mg") == "0.00012\u{A0}mg")
        #expect(text.value(50, unit: "%") == "50%")
        #expect(text.percent(-3.5) == "\u{2212}3.5%")
        #expect(text.duration(-90, unit: "min") == "\u{2212}1\u{A0}h 30\u{A0}min")
        let zh = MetricText(localizer: LocalizerSet.builtIn.localizer(for: "zh-CN"))
        #expect(zh.value(-3, unit: "步") == "-3\u{A0}步", "Chinese follows CLDR's hyphen-minus")
    }

    // MARK: - Units with plural forms

    @Test("a unit's own plural forms, chosen by the page language's CLDR rules")
    func unitForms() {
        let unit = "{n, plural, one {step} other {steps}}"
        let en = LocalizerSet.builtIn.localizer(for: "en"), fr = LocalizerSet.builtIn.localizer(for: "fr")
        #expect(en.unitForm(unit, shown: "1") == "step" && en.unitForm(unit, shown: "1,095") == "steps" && en.unitForm(unit, shown: "1.5") == "steps")
        #expect(fr.unitForm("{n, plural, one {pas} other {pas}}", shown: "1,5") == "pas")
        #expect(fr.unitForm("{n, plural, one {heure} other {heures}}", shown: "1,5") == "heure", "French: 1.5 is `one`")
        #expect(en.unitLabel(unit) == "steps" && en.unitLabel("bpm") == "bpm" && en.unitForm("步", shown: "1") == "步")
        let text = MetricText.english
        #expect(text.value(1, unit: unit) == "1\u{A0}step" && text.value(2, unit: unit) == "2\u{A0}steps")
        #expect(text.valueParts(1, unit: unit) == ("1", "step"))
        #expect(text.valueParts(2_500_000, unit: unit) == ("2.5M", "steps"))
        #expect(MetricMetadata.pluralUnitProblem(unit) == nil && MetricMetadata.pluralUnitProblem("bpm") == nil)
        #expect(MetricMetadata.pluralUnitProblem("{steps}") != nil)
        #expect(MetricMetadata.pluralUnitProblem("{n, plural, one {step}}") != nil)
        #expect(MetricMetadata.pluralUnitProblem("{n, plural, one {# step} other {# steps}}") != nil)
    }

    @Test("a card and its metric page say 1 step and 2 steps; a malformed plural unit is a located error")
    func unitFormsOnASite() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        try site.write("cardstock.yaml", "title: Steps\nlanguage: en\n")
        // The history starts on Monday of the week before (a 0), so both weeks are compared (not partly covered).
        try site.write("content/metrics/walk.csv", "date,value\n2026-11-16,0\n2026-11-20,2\n2026-11-29,1\n")
        try site.write("content/metrics/walk.yaml", "title: Walk\nunit: \"{n, plural, one {step} other {steps}}\"\naggregation: sum\n")
        try site.write("content/walk.md", "---\ntitle: Walk\nperiod: 2026-W48\n---\n\n# Walk\n\n```metric\nfile: metrics/walk.csv\n```\n")
        let result = site.build()
        #expect(result.status == 0, "\(result.err)")
        let page = site.page("walk/index.html")
        #expect(page.contains("<span class=\"metric-value\">1</span>\u{A0}<span class=\"metric-unit\">step</span>"))
        #expect(page.contains("1\u{A0}step lower than last week"), "\(page)")
        let metricPage = site.page("metrics/walk/2026-W48/index.html")
        #expect(!metricPage.contains("plural"), "the template never shows")
        #expect(metricPage.contains("Walk (steps)"), "the table header uses the other form")

        try site.write("content/metrics/walk.yaml", "title: Walk\nunit: \"{n, plural, one {step}}\"\n")
        let broken = site.build()
        #expect(broken.status == 1)
        #expect(broken.err.contains("walk.yaml:2:7: error: a `unit` with plural forms is written"), "\(broken.err)")
    }
}
