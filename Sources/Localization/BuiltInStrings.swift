/// The string tables compiled into Cardstock (``StringCatalog`` has the English and the keys).
enum BuiltInStrings {
    /// The translations of `table` by key (empty for English: the catalog is the English table).
    static func translations(_ table: LanguageTag.Table) -> [String: String] {
        ownTranslations(table).merging(seriesTranslations(table)) { own, _ in own }
            .merging(ringsTranslations(table)) { own, _ in own }.merging(healthTranslations(table)) { own, _ in own }
            .merging(folderTranslations(table)) { own, _ in own }.merging(chartsTranslations(table)) { own, _ in own }
            .merging(insightTranslations(table)) { own, _ in own }
            .merging(rangesTranslations(table)) { own, _ in own }
            .merging(workoutTranslations(table)) { own, _ in own }
            .merging(workoutTypeTranslations(table)) { own, _ in own }.merging(metricTitleTranslations(table)) { own, _ in own }
            .merging(starterTranslations(table)) { own, _ in own }
    }

    private static func ownTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return simplifiedChinese
        case .traditionalChinese: return traditionalChinese
        case .japanese: return japanese
        case .german: return german
        case .french: return french
        case .spanish: return spanish
        }
    }
}
