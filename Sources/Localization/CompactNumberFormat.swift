import Foundation

/// Large numbers in a language's CLDR compact form, for values too long to fit a card or an axis:
/// `1.5M`, `6.51T` (en), `150万`, `15亿` (zh), `1,5 Mio.`, `6,51 Bio.` (de), `1,5 M` (fr), through
/// Foundation's `.notation(.compactName)` with the locale fixed (never the machine's).
///
/// At most three significant digits, rounded half away from zero. Made once per language (``Localizer``);
/// Foundation caches the ICU formatter behind the style. Used only past ``threshold`` (rare), so a call
/// into ICU per value costs nothing on an ordinary page.
package struct CompactNumberFormat: Sendable {
    /// From this magnitude a card's value is written compact (`999,999` stays whole; `1,000,000` is `1M`).
    package static let threshold = 1e6

    /// From this magnitude the largest compact name would need more than three digits (`1000T`), so the
    /// number is written in scientific notation (`1E18`, `1,5E18`).
    package static let scientificThreshold = 1e15

    private let style: FloatingPointFormatStyle<Double>
    private let scientific: FloatingPointFormatStyle<Double>
    private let minus: String?

    /// The compact form of `localeIdentifier` (BCP 47); `minus`, when given, replaces the hyphen-minus
    /// ICU writes before a negative number (English display text uses U+2212).
    package init(localeIdentifier: String, minus: String? = nil) {
        let base = FloatingPointFormatStyle<Double>(locale: Locale(identifier: localeIdentifier))
            .precision(.significantDigits(1...3)).rounded(rule: .toNearestOrAwayFromZero)
        style = base.notation(.compactName)
        scientific = base.notation(.scientific)
        self.minus = minus
    }

    /// `value` in compact form (`–` when not finite).
    package func format(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let text = value.magnitude >= Self.scientificThreshold ? scientific.format(value) : style.format(value)
        guard let minus, value < 0, text.hasPrefix("-") else { return text }
        return minus + text.dropFirst()
    }
}
