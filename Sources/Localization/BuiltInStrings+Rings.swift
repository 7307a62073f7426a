extension StringCatalog {
    /// The words of Activity rings (`chart: rings`): ring names, each ring's value and goal, the
    /// accessible title and description, and weekday initials.
    static let ringsEntries: [Entry] = [
        Entry("rings.move", "Move", "the Move ring's name"),
        Entry("rings.exercise", "Exercise", "the Exercise ring's name"),
        Entry("rings.stand", "Stand", "the Stand ring's name"),
        Entry("rings.value_goal", "{ring} {value} of {goal}", "a ring's value (no unit) and its goal with its unit"),
        Entry("rings.value_only", "{ring} {value}, no goal", "a ring without a goal: its value with its unit"),
        Entry("rings.no_value", "{ring}: no data", "a ring without a value"),
        Entry("rings.list", "{move}, {exercise}, {stand}", "the three rings' words in one sentence"),
        Entry("rings.title", "{title}, {date}", optional: ["title"], "a card's rings, their accessible title: the day they show"),
        Entry("rings.day", "{date}: {rings}", "one day of a ring chart's accessible description"),
        Entry("rings.weekdays", "M T W T F S S", "weekday initials, Monday first, separated by spaces (seven of them)"),
    ]
}

extension BuiltInStrings {
    /// The Activity ring words of `table` (empty for English).
    static func ringsTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return [
            "rings.move": "活动", "rings.exercise": "锻炼", "rings.stand": "站立",
            "rings.value_goal": "{ring} {value}/{goal}", "rings.value_only": "{ring} {value}，无目标", "rings.no_value": "{ring}：无数据",
            "rings.list": "{move}，{exercise}，{stand}", "rings.title": "{title}，{date}", "rings.day": "{date}：{rings}",
            "rings.weekdays": "一 二 三 四 五 六 日",
        ]
        case .traditionalChinese: return [
            "rings.move": "活動", "rings.exercise": "運動", "rings.stand": "站立",
            "rings.value_goal": "{ring} {value}/{goal}", "rings.value_only": "{ring} {value}，無目標", "rings.no_value": "{ring}：無資料",
            "rings.list": "{move}，{exercise}，{stand}", "rings.title": "{title}，{date}", "rings.day": "{date}：{rings}",
            "rings.weekdays": "一 二 三 四 五 六 日",
        ]
        case .japanese: return [
            "rings.move": "ムーブ", "rings.exercise": "エクササイズ", "rings.stand": "スタンド",
            "rings.value_goal": "{ring} {value}/{goal}", "rings.value_only": "{ring} {value}、目標なし", "rings.no_value": "{ring}：データなし",
            "rings.list": "{move}、{exercise}、{stand}", "rings.title": "{title}、{date}", "rings.day": "{date}：{rings}",
            "rings.weekdays": "月 火 水 木 金 土 日",
        ]
        case .german: return [
            "rings.move": "Bewegen", "rings.exercise": "Trainieren", "rings.stand": "Stehen",
            "rings.value_goal": "{ring} {value} von {goal}", "rings.value_only": "{ring} {value}, kein Ziel", "rings.no_value": "{ring}: keine Daten",
            "rings.list": "{move}, {exercise}, {stand}", "rings.title": "{title}, {date}", "rings.day": "{date}: {rings}",
            "rings.weekdays": "M D M D F S S",
        ]
        case .french: return [
            "rings.move": "Bouger", "rings.exercise": "M’entraîner", "rings.stand": "Me lever",
            "rings.value_goal": "{ring} {value} sur {goal}", "rings.value_only": "{ring} {value}, sans objectif", "rings.no_value": "{ring} : aucune donnée",
            "rings.list": "{move}, {exercise}, {stand}", "rings.title": "{title}, {date}", "rings.day": "{date} : {rings}",
            "rings.weekdays": "L M M J V S D",
        ]
        case .spanish: return [
            "rings.move": "Moverse", "rings.exercise": "Ejercicio", "rings.stand": "De pie",
            "rings.value_goal": "{ring} {value} de {goal}", "rings.value_only": "{ring} {value}, sin objetivo", "rings.no_value": "{ring}: sin datos",
            "rings.list": "{move}, {exercise}, {stand}", "rings.title": "{title}, {date}", "rings.day": "{date}: {rings}",
            "rings.weekdays": "L M X J V S D",
        ]
        }
    }
}
