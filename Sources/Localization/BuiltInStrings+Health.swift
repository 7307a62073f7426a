extension StringCatalog {
    /// Names of the sleep stages in a stacked sleep chart's legend (the columns the Apple Health import writes:
    /// `asleep_h`, `in_bed_h`, `core_h`, `deep_h`, `rem_h`, `awake_h`), used unless `labels:` names the column.
    static let healthEntries: [Entry] = [
        Entry("sleep.asleep", "Asleep", "the legend of a sleep chart's `asleep_h` column"),
        Entry("sleep.in_bed", "In bed", "the legend of a sleep chart's `in_bed_h` column"),
        Entry("sleep.core", "Core", "the core sleep stage (`core_h`)"),
        Entry("sleep.deep", "Deep", "the deep sleep stage (`deep_h`)"),
        Entry("sleep.rem", "REM", "the REM sleep stage (`rem_h`)"),
        Entry("sleep.awake", "Awake", "time awake during the night (`awake_h`)"),
        Entry("sleep.stretch", "{stage}, {from}–{to}", "the hover title of one stretch of a sleep stage in a hypnogram"),
        Entry("sleep.night_title", "{title}, night to {date}", optional: ["title"], "the accessible title of a night's hypnogram"),
        Entry("sleep.night_summary", "{from}–{to}: {stages}", "the description of a night's hypnogram: its times and stage totals"),
        Entry("sleep.stage_list", "{first}, {second}", "two stage totals of a hypnogram's description in a row (folded for more)"),
        Entry("sleep.stages_title", "Sleep stages by night", "the title `cardstock import apple-health` gives the file of stage samples"),
        Entry("stat.night", "Night", "a hypnogram's statistics: the night they describe"),
        Entry("headline.night", "Night to {date}", "a hypnogram's range headline: the night its time asleep is of"),
        Entry("stat.night_value", "to {date}", "a hypnogram's statistics: the night, named by its morning"),
        Entry("stat.time_asleep", "Time asleep", "a hypnogram's statistics: the night's REM, core and deep time"),
        Entry("stat.stage_share", "{duration} ({share})", "a hypnogram's statistics: a stage's time and its share of the time asleep"),
        Entry("stat.time_awake", "Time awake", "a hypnogram's statistics: the night's awake time"),
        Entry("stat.bedtime", "Bedtime", "a hypnogram's statistics: the start of the night's first stage sample"),
        Entry("stat.wake_time", "Wake time", "a hypnogram's statistics: the end of the night's last stage sample"),
        Entry("sleep.span", "{from}–{to}", "a hypnogram's values table: a stretch's start and end on the night's clock"),
        Entry("sleep.table_caption", "{title}, night to {date}, from bedtime to wake time",
              "the caption of a hypnogram's values table: the night's stretches in order"),
        Entry("sleep.table_time", "Time", "a hypnogram's values table: the column of each stretch's start and end"),
        Entry("sleep.table_stage", "Stage", "a hypnogram's values table: the column of each stretch's sleep stage"),
        Entry("sleep.table_duration", "Duration", "a hypnogram's values table: the column of each stretch's length"),
    ]

    /// The key naming the column `column` in a legend (`rem_h` → `sleep.rem`), if it is one of ``healthEntries``.
    package static func columnLabelKey(_ column: String) -> String? {
        switch column {
        case "asleep_h": return "sleep.asleep"
        case "in_bed_h": return "sleep.in_bed"
        case "core_h": return "sleep.core"
        case "deep_h": return "sleep.deep"
        case "rem_h": return "sleep.rem"
        case "awake_h": return "sleep.awake"
        default: return nil
        }
    }
}

extension BuiltInStrings {
    /// The sleep words of `table` (empty for English): stage names, a hypnogram's statistics and values table.
    static func healthTranslations(_ table: LanguageTag.Table) -> [String: String] {
        stageTranslations(table).merging(nightTableTranslations(table)) { own, _ in own }
    }

    /// The sleep stage names and a hypnogram's titles and statistics of `table` (empty for English).
    private static func stageTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return [
            "sleep.asleep": "睡眠", "sleep.in_bed": "卧床", "sleep.core": "核心", "sleep.deep": "深度",
            "sleep.rem": "快速动眼", "sleep.awake": "清醒",
            "sleep.stretch": "{stage}，{from}–{to}", "sleep.night_title": "{title}，{date}前夜",
            "sleep.night_summary": "{from}–{to}：{stages}", "sleep.stage_list": "{first}，{second}",
            "headline.night": "{date}前夜", "sleep.stages_title": "每晚睡眠阶段", "stat.night": "夜晚", "stat.night_value": "{date}前夜",
            "stat.time_asleep": "睡眠时间", "stat.stage_share": "{duration}（{share}）", "stat.time_awake": "清醒时间",
            "stat.bedtime": "就寝时间", "stat.wake_time": "起床时间",
        ]
        case .traditionalChinese: return [
            "sleep.asleep": "睡眠", "sleep.in_bed": "臥床", "sleep.core": "核心", "sleep.deep": "深層",
            "sleep.rem": "快速動眼", "sleep.awake": "清醒",
            "sleep.stretch": "{stage}，{from}–{to}", "sleep.night_title": "{title}，{date}前夜",
            "sleep.night_summary": "{from}–{to}：{stages}", "sleep.stage_list": "{first}，{second}",
            "headline.night": "{date}前夜", "sleep.stages_title": "每晚睡眠階段", "stat.night": "夜晚", "stat.night_value": "{date}前夜",
            "stat.time_asleep": "睡眠時間", "stat.stage_share": "{duration}（{share}）", "stat.time_awake": "清醒時間",
            "stat.bedtime": "就寢時間", "stat.wake_time": "起床時間",
        ]
        case .japanese: return [
            "sleep.asleep": "睡眠", "sleep.in_bed": "ベッド", "sleep.core": "コア睡眠", "sleep.deep": "深い睡眠",
            "sleep.rem": "レム睡眠", "sleep.awake": "覚醒",
            "sleep.stretch": "{stage}、{from}–{to}", "sleep.night_title": "{title}、{date}の朝までの夜",
            "sleep.night_summary": "{from}–{to}：{stages}", "sleep.stage_list": "{first}、{second}",
            "headline.night": "{date}の朝までの夜", "sleep.stages_title": "夜ごとの睡眠ステージ", "stat.night": "夜", "stat.night_value": "{date}の朝まで",
            "stat.time_asleep": "睡眠時間", "stat.stage_share": "{duration}（{share}）", "stat.time_awake": "覚醒時間",
            "stat.bedtime": "就寝時刻", "stat.wake_time": "起床時刻",
        ]
        case .german: return [
            "sleep.asleep": "Schlaf", "sleep.in_bed": "Im Bett", "sleep.core": "Kern", "sleep.deep": "Tief",
            "sleep.rem": "REM", "sleep.awake": "Wach",
            "sleep.stretch": "{stage}, {from}–{to}", "sleep.night_title": "{title}, Nacht zum {date}",
            "sleep.night_summary": "{from}–{to}: {stages}", "sleep.stage_list": "{first}, {second}",
            "headline.night": "Nacht zum {date}", "sleep.stages_title": "Schlafphasen pro Nacht", "stat.night": "Nacht", "stat.night_value": "zum {date}",
            "stat.time_asleep": "Schlafzeit", "stat.stage_share": "{duration} ({share})", "stat.time_awake": "Wachzeit",
            "stat.bedtime": "Schlafenszeit", "stat.wake_time": "Aufwachzeit",
        ]
        case .french: return [
            "sleep.asleep": "Sommeil", "sleep.in_bed": "Au lit", "sleep.core": "Essentiel", "sleep.deep": "Profond",
            "sleep.rem": "Paradoxal", "sleep.awake": "Éveillé",
            "sleep.stretch": "{stage}, {from}–{to}", "sleep.night_title": "{title}, nuit jusqu’au {date}",
            "sleep.night_summary": "{from}–{to} : {stages}", "sleep.stage_list": "{first}, {second}",
            "headline.night": "Nuit jusqu’au {date}", "sleep.stages_title": "Phases de sommeil par nuit", "stat.night": "Nuit", "stat.night_value": "jusqu’au {date}",
            "stat.time_asleep": "Temps de sommeil", "stat.stage_share": "{duration} ({share})", "stat.time_awake": "Temps éveillé",
            "stat.bedtime": "Coucher", "stat.wake_time": "Réveil",
        ]
        case .spanish: return [
            "sleep.asleep": "Dormido", "sleep.in_bed": "En cama", "sleep.core": "Esencial", "sleep.deep": "Profundo",
            "sleep.rem": "REM", "sleep.awake": "Despierto",
            "sleep.stretch": "{stage}, {from}–{to}", "sleep.night_title": "{title}, noche hasta el {date}",
            "sleep.night_summary": "{from}–{to}: {stages}", "sleep.stage_list": "{first}, {second}",
            "headline.night": "Noche hasta el {date}", "sleep.stages_title": "Fases del sueño por noche", "stat.night": "Noche", "stat.night_value": "hasta el {date}",
            "stat.time_asleep": "Tiempo dormido", "stat.stage_share": "{duration} ({share})", "stat.time_awake": "Tiempo despierto",
            "stat.bedtime": "Hora de acostarse", "stat.wake_time": "Hora de despertarse",
        ]
        }
    }

    /// A hypnogram's values table (caption, column headers, a stretch's times) in `table` (empty for English).
    private static func nightTableTranslations(_ table: LanguageTag.Table) -> [String: String] {
        switch table {
        case .english: return [:]
        case .simplifiedChinese: return [
            "sleep.span": "{from}–{to}", "sleep.table_caption": "{title}，{date}前夜，从就寝到起床",
            "sleep.table_time": "时间", "sleep.table_stage": "阶段", "sleep.table_duration": "时长",
        ]
        case .traditionalChinese: return [
            "sleep.span": "{from}–{to}", "sleep.table_caption": "{title}，{date}前夜，從就寢到起床",
            "sleep.table_time": "時間", "sleep.table_stage": "階段", "sleep.table_duration": "時長",
        ]
        case .japanese: return [
            "sleep.span": "{from}–{to}", "sleep.table_caption": "{title}、{date}の朝までの夜、就寝から起床まで",
            "sleep.table_time": "時刻", "sleep.table_stage": "ステージ", "sleep.table_duration": "時間",
        ]
        case .german: return [
            "sleep.span": "{from}–{to}", "sleep.table_caption": "{title}, Nacht zum {date}, von der Schlafenszeit bis zum Aufwachen",
            "sleep.table_time": "Uhrzeit", "sleep.table_stage": "Phase", "sleep.table_duration": "Dauer",
        ]
        case .french: return [
            "sleep.span": "{from}–{to}", "sleep.table_caption": "{title}, nuit jusqu’au {date}, du coucher au réveil",
            "sleep.table_time": "Heure", "sleep.table_stage": "Phase", "sleep.table_duration": "Durée",
        ]
        case .spanish: return [
            "sleep.span": "{from}–{to}", "sleep.table_caption": "{title}, noche hasta el {date}, de acostarse a despertarse",
            "sleep.table_time": "Hora", "sleep.table_stage": "Fase", "sleep.table_duration": "Duración",
        ]
        }
    }
}
