/// The sentences of one language, parsed: the built-in table of its language, then a site's overrides.
package struct StringTable: Sendable {
    private var templates: [String: MessageTemplate]
    /// How a plural's branch is chosen: the language's rules and how its numbers are written.
    private var plurals: (rules: PluralRules, digits: [String], decimal: String)?

    /// The built-in table for `table` (every key of ``StringCatalog``; a translation missing a key takes
    /// the English text).
    package init(builtIn table: LanguageTag.Table) {
        let translations = BuiltInStrings.translations(table)
        var templates: [String: MessageTemplate] = [:]
        templates.reserveCapacity(StringCatalog.entries.count)
        for entry in StringCatalog.entries {
            templates[entry.key] = MessageTemplate(builtIn: translations[entry.key] ?? entry.english)
        }
        self.templates = templates
    }

    /// This table with `overrides` (key → template, already validated) in place of its own.
    package func overridden(by overrides: [String: MessageTemplate]) -> StringTable {
        var copy = self
        for (key, template) in overrides where copy.templates[key] != nil { copy.templates[key] = template }
        return copy
    }

    /// The template of `key` (an unknown key, a programming error, shows the key itself).
    package func template(_ key: String) -> MessageTemplate {
        templates[key] ?? MessageTemplate(builtIn: key)
    }

    /// This table choosing plural branches by `rules`, reading shown numbers with `digits` and `decimal`.
    package func choosingPlurals(by rules: PluralRules, digits: [String], decimal: String) -> StringTable {
        var copy = self
        copy.plurals = (rules, digits, decimal)
        return copy
    }

    /// The sentence of `key` with its placeholders filled; a plural's branch is the CLDR category of its
    /// placeholder's shown number (`other` in a table without rules).
    package func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let template = template(key)
        guard template.hasPlural, let plurals else { return template.render(values) }
        return template.render(values) { _, shown in
            plurals.rules.category(ofShown: shown, digits: plurals.digits, decimal: plurals.decimal)
        }
    }
}
