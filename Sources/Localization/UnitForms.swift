import Synchronization

/// A unit with its own plural forms, written in the metric's `unit:` as a plural template:
/// `unit: "{n, plural, one {step} other {steps}}"` shows `1 step`, `2 steps` (and in French
/// `{n, plural, one {pas} other {pas}}` or whatever the author's language needs, chosen by its CLDR rules).
///
/// A unit that does not start with `{` is plain text, shown as written. Parsed once per distinct unit text
/// and remembered (the per-value cost is a dictionary look-up); a unit that starts with `{` but is not a
/// valid plural template is shown as written (the metric key's check reports it; see `MetricMetadata`).
enum UnitForms {
    private static let parsed = Mutex<[String: MessageTemplate]>([:])

    /// The plural template of `unit`, or `nil` for a plain unit.
    static func template(_ unit: String) -> MessageTemplate? {
        guard unit.hasPrefix("{") else { return nil }
        if let found = parsed.withLock({ $0[unit] }) { return found.hasPlural ? found : nil }
        let template = (try? MessageTemplate(parsing: unit)) ?? MessageTemplate(builtIn: "{{" + unit.dropFirst())
        parsed.withLock { if $0.count < 10_000 { $0[unit] = template } }
        return template.hasPlural ? template : nil
    }
}

extension Localizer {
    /// The form of `unit` after the number `shown` (`1` → `step`, `1,095` → `steps`); a plain unit as written.
    package func unitForm(_ unit: String, shown: String) -> String {
        guard let template = UnitForms.template(unit) else { return unit }
        let digits = cldr?.pattern?.digits ?? (0...9).map(String.init)
        let decimal = cldr?.pattern?.decimal ?? "."
        let name = template.placeholders.first ?? "n"
        return template.render([name: shown]) { _, value in self.plurals.category(ofShown: value, digits: digits, decimal: decimal) }
    }

    /// `unit` without a number (axis labels, table headers): a plural unit's `other` form.
    package func unitLabel(_ unit: String) -> String {
        guard let template = UnitForms.template(unit) else { return unit }
        let name = template.placeholders.first ?? "n"
        return template.render([name: ""]) { _, _ in "other" }
    }
}
