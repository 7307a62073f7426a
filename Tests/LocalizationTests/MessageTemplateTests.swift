import Testing
@testable import Localization

@Suite("Message templates")
struct MessageTemplateTests {
    @Test func placeholdersAreReplacedInTheTemplatesOrder() throws {
        let template = try MessageTemplate(parsing: "比{previous}多 {change}")
        #expect(template.placeholders == ["previous", "change"])
        #expect(template.render(["change": "4,562 步", "previous": "上周"]) == "比上周多 4,562 步")
    }

    @Test func doubledBracesAreLiteral() throws {
        let template = try MessageTemplate(parsing: "{{x}} {value}}}")
        #expect(template.render(["value": "1"]) == "{x} 1}")
        #expect(template.placeholders == ["value"])
    }

    @Test(arguments: ["{value", "value}", "{}", "{Value}", "{a b}"])
    func malformedTemplatesAreRejected(_ source: String) {
        #expect(throws: MessageTemplate.SyntaxError.self) { try MessageTemplate(parsing: source) }
    }

    @Test func everyBuiltInTranslationParsesAndKeepsItsRequiredPlaceholders() throws {
        for table in LanguageTag.Table.allCases where table != .english {
            let translations = BuiltInStrings.translations(table)
            #expect(Set(translations.keys) == Set(StringCatalog.keys), "\(table) has not every key")
            for entry in StringCatalog.entries {
                let text = try #require(translations[entry.key])
                let template = try MessageTemplate(parsing: text)
                for name in entry.required { #expect(template.placeholders.contains(name), "\(table) \(entry.key) lacks {\(name)}") }
                for name in template.placeholders { #expect(entry.allowed.contains(name), "\(table) \(entry.key) uses {\(name)}") }
            }
        }
    }
}
