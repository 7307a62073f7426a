/// The generated stylesheet for every class the library emits: the iOS grouped look with
/// light/dark tokens (`--cs-…` custom properties), print rules and reduced-motion support.
///
/// Deterministic: the same tokens always give the same bytes. Theme by passing token
/// overrides (`Stylesheet(tokens: ["accent": "#FF2D55"])` sets `--cs-accent`) or by appending
/// your own CSS after ``css``.
public struct Stylesheet: Sendable {
    /// Token overrides: name without the `--cs-` prefix → CSS value.
    public let tokens: [String: String]

    /// Creates the stylesheet, with optional token overrides. Names must be `[a-z0-9-]`;
    /// values may not contain `;{}<>` or backslashes. Refused overrides are listed in ``rejectedTokens``.
    public init(tokens: [String: String] = [:]) {
        self.tokens = tokens
    }

    /// Overrides that were refused because of an invalid name or value (sorted).
    public var rejectedTokens: [String] {
        tokens.keys.filter { !Stylesheet.isValidToken(name: $0, value: tokens[$0] ?? "") }.sorted()
    }

    /// The CSS text.
    public var css: String {
        var out = Stylesheet.base
        let valid = tokens.keys.filter { Stylesheet.isValidToken(name: $0, value: tokens[$0] ?? "") }.sorted()
        if !valid.isEmpty {
            out += ":root{"
            for name in valid { out += "--cs-\(name):\(tokens[name] ?? "");" }
            out += "}\n"
        }
        return out
    }

    /// The CSS as UTF-8 bytes.
    public var bytes: [UInt8] { Array(css.utf8) }

    static func isValidToken(name: String, value: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
            && !value.isEmpty && !value.utf8.contains { $0 == 59 || $0 == 123 || $0 == 125 || $0 == 60 || $0 == 62 || $0 == 92 }
    }

    /// The default stylesheet (no overrides), built once.
    static let base: String = {
        var css = StylesheetRules.tokens
        css += StylesheetRules.page
        css += StylesheetRules.primitives
        css += NavigationButtonStyle.stylesheetRules
        css += StylesheetRules.tables
        css += StylesheetRules.footnotes
        css += StylesheetRules.segments
        css += StylesheetRules.modifierClasses()
        css += ChartStyles.css
        css += ActivityRingStyles.css
        css += HypnogramStyles.css
        css += StylesheetRules.cards
        css += MetricInsightStyles.css
        css += StylesheetRules.language
        css += StylesheetRules.media
        css += StylesheetRules.print
        css += StylesheetRules.desktopAndPrint
        return css
    }()
}
