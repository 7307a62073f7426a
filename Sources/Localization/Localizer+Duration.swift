extension Localizer {
    /// The minus sign of English display text (U+2212, Metrics' `MetricFormatting.displayMinus`).
    package static let englishMinus = "\u{2212}"

    /// The no-break space English writes between a number and its unit (Metrics' `MetricFormatting.unitSpace`), so
    /// that the two never part at a line break.
    package static let unitSpace = "\u{A0}"

    /// Whole minutes as a duration in this language: `7 h 26 min`, `45 min`, `1 h 05 min`, `8 h` in English (a
    /// no-break space before each unit), by CLDR in other languages (`7小时26分钟`, `45分钟`, `44分`, `7 Std. 26 Min.`).
    /// `negative` writes the language's minus sign first (not before `0 min`).
    ///
    /// The one duration text of Cardstock: metric cards and pages (the Site's `MetricText`) and the lines the health
    /// importer writes (a workout's line in the report), so that a workout's page and its line agree. Callers round
    /// to whole minutes first, once, half away from zero.
    package func duration(minutes total: Int, negative: Bool) -> String {
        let sign = negative && total > 0 ? (cldr.map { $0.pattern?.negative.prefix ?? "-" } ?? Self.englishMinus) : ""
        let hours = total / 60, rest = total % 60
        guard let cldr else {
            let space = Self.unitSpace
            if hours == 0 { return sign + "\(rest)" + space + "min" }
            if rest == 0 { return sign + "\(hours)" + space + "h" }
            return sign + "\(hours)" + space + "h " + (rest < 10 ? "0" : "") + "\(rest)" + space + "min"
        }
        if hours == 0 { return sign + cldr.minutes(rest) }
        if rest == 0 { return sign + cldr.hours(hours) }
        return sign + self("duration.hours_minutes", ["hours": cldr.hours(hours), "minutes": cldr.minutes(rest)])
    }
}
