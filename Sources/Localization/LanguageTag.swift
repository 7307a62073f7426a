/// A page's language as written (`zh-CN`, `de`, `pt-BR`) and the built-in string table that serves it.
///
/// Resolution: `zh`, `zh-CN`, `zh-SG` and `zh-Hans…` → Simplified Chinese; `zh-TW`, `zh-HK`, `zh-MO` and
/// `zh-Hant…` → Traditional Chinese; `ja…`, `de…`, `fr…`, `es…` → those; `en…` and every other language →
/// English strings. `_` is read as `-` and case does not matter.
package struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The built-in string tables.
    package enum Table: String, Sendable, CaseIterable {
        /// English (the catalog's own text; Cardstock's fixed English number and date formats).
        case english = "en"
        /// Simplified Chinese.
        case simplifiedChinese = "zh-Hans"
        /// Traditional Chinese.
        case traditionalChinese = "zh-Hant"
        /// Japanese.
        case japanese = "ja"
        /// German.
        case german = "de"
        /// French.
        case french = "fr"
        /// Spanish.
        case spanish = "es"
    }

    /// The tag as the site wrote it (`<html lang>` shows it).
    package let written: String
    /// The tag folded for comparison: lower case, `-` between subtags (`zh-cn`).
    package let normalized: String
    /// The built-in strings for it.
    package let table: Table
    /// Whether the language is English (any region): numbers and dates keep Cardstock's English formatting.
    package var isEnglish: Bool { normalized == "en" || normalized.hasPrefix("en-") }

    /// Resolves `written` (see the type's rules).
    package init(_ written: String) {
        self.written = written
        let normalized = LanguageTag.normalize(written)
        self.normalized = normalized
        self.table = LanguageTag.table(for: normalized)
    }

    /// `written`.
    package var description: String { written }

    /// Lower case with `-` between subtags.
    package static func normalize(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// Whether `tag` is a well-formed language tag as far as Cardstock uses one: subtags of 1–8 ASCII
    /// letters or digits joined by `-`, the first of 2–3 letters (`en`, `zh-Hant-TW`, `es-419`).
    package static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (2...3).contains(first.count),
              first.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else { return false }
        return subtags.allSatisfy { part in
            (1...8).contains(part.count) && part.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
        }
    }

    private static func table(for tag: String) -> Table {
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first else { return .english }
        switch language {
        case "zh":
            if parts.contains("hant") { return .traditionalChinese }
            if parts.contains("hans") { return .simplifiedChinese }
            if parts.contains(where: { ["tw", "hk", "mo"].contains($0) }) { return .traditionalChinese }
            return .simplifiedChinese
        case "ja": return .japanese
        case "de": return .german
        case "fr": return .french
        case "es": return .spanish
        default: return .english
        }
    }
}
