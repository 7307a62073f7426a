import Metrics

/// The words the importer writes into a site in the site's language (`language:` in `cardstock.yaml`): the
/// sidecars' titles and word units, the report's section headings, its introduction and its period line.
/// English, and Simplified Chinese (`zh`, `zh-Hans`, `zh-CN`, `zh-SG`) with the Health app's own names; any other
/// language gets the English words (the site still formats numbers, dates and sentences in its language).
/// Unit symbols (`kcal`, `km`, `%`) and the duration units `h` and `min` (which the site writes in its language)
/// are kept.
package struct HealthReportLanguage: Sendable, Equatable {
    /// Whether the words are Simplified Chinese.
    let isChinese: Bool

    /// English.
    package static let english = HealthReportLanguage(isChinese: false)

    /// The words for a site language tag (`en`, `zh-Hans`); English for a language without a table here.
    package init(tag: String?) {
        let lower = (tag ?? "en").lowercased().replacingOccurrences(of: "_", with: "-")
        isChinese = lower == "zh" || lower == "zh-hans" || lower.hasPrefix("zh-hans-") || lower == "zh-cn" || lower == "zh-sg"
    }

    private init(isChinese: Bool) { self.isChinese = isChinese }

    /// `metadata` with its title and word unit in this language.
    func localized(_ metadata: MetricMetadata, file: String) -> MetricMetadata {
        guard isChinese else { return metadata }
        var m = metadata
        if let title = Self.chineseTitles[file] { m.title = title }
        if let unit = m.unit, let word = Self.chineseUnits[unit] { m.unit = word }
        return m
    }

    /// A report section's heading.
    func heading(_ family: HealthKindFamily) -> String {
        guard isChinese else { return family.rawValue }
        switch family {
        case .activity: return "活动"
        case .heart: return "心脏"
        case .recovery: return "睡眠与恢复"
        case .vitals: return "生命体征"
        case .body: return "身体测量"
        case .mobility: return "行动能力"
        case .hearing: return "听力"
        case .nutrition: return "营养"
        case .other: return "其他数据"
        }
    }

    /// The link to a workout's route page.
    var routeWord: String { isChinese ? "路线" : "Route" }

    /// The page title.
    var title: String { isChinese ? "健康" : "Health" }

    /// The paragraph under the title: where the data came from and how to refresh it.
    func introduction(_ format: ImportFormat) -> String {
        let command = "`cardstock import \(format.rawValue) \(format.exampleFile)`"
        if isChinese {
            let app = format == .appleHealth ? "Apple“健康”" : format.appName
            return "从 \(app) 导入。再次运行 \(command) 即可更新。"
        }
        return "Imported from \(format.appName). Run \(command) again to refresh."
    }

    /// The line naming the report's one period with its year: `**Week of Nov 30 – Dec 6, 2026** · every card shows
    /// this week and compares it with the week before.`
    func periodLine(_ period: ReportPeriod) -> String {
        let start = period.start.components, end = period.end.components
        if isChinese {
            let endText = start.year == end.year ? "\(end.month)月\(end.day)日" : "\(end.year)年\(end.month)月\(end.day)日"
            return "**\(start.year)年\(start.month)月\(start.day)日至\(endText)这一周**：每张卡片都显示这一周，并与上一周比较。"
        }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let startText = "\(months[start.month - 1]) \(start.day)" + (start.year == end.year ? "" : ", \(start.year)")
        return "**Week of \(startText) – \(months[end.month - 1]) \(end.day), \(end.year)** · every card shows this week "
            + "and compares it with the week before."
    }

    /// Simplified Chinese titles by metric file name, as the Health app names the kinds.
    static let chineseTitles: [String: String] = [
        "steps": "步数", "active-energy": "活动能量", "exercise-time": "锻炼分钟数", "stand-hours": "站立小时数",
        "stand-time": "站立分钟数", "walking-running-distance": "步行 + 跑步距离", "cycling-distance": "骑行距离",
        "swimming-distance": "游泳距离", "flights-climbed": "已爬楼层", "basal-energy": "静息能量", "daylight": "日光下时间",
        "activity-rings": "健身记录圆环", "workouts": "体能训练时间", "resting-heart-rate": "静息心率", "heart-rate": "心率",
        "heart-rate-variability": "心率变异性", "walking-heart-rate": "步行平均心率", "heart-rate-recovery": "心率恢复",
        "vo2-max": "最大摄氧量", "sleep-duration": "睡眠", "mindful-minutes": "正念分钟数", "body-mass": "体重",
        "body-mass-index": "身体质量指数", "body-fat": "体脂率", "walking-speed": "步行速度", "step-length": "步长",
        "six-minute-walk": "六分钟步行距离", "walking-steadiness": "步行稳定性", "headphone-audio": "耳机音量",
        "environmental-audio": "环境音量", "respiratory-rate": "呼吸频率", "blood-oxygen": "血氧", "wrist-temperature": "手腕温度",
        "blood-pressure": "血压", "blood-glucose": "血糖", "water": "水", "dietary-energy": "膳食能量",
        "alcoholic-beverages": "酒精饮料",
    ]

    /// Word units in Simplified Chinese (symbols are kept).
    static let chineseUnits: [String: String] = [
        "steps": "步", "floors": "层", "bpm": "次/分", "breaths/min": "次/分", "drinks": "杯", "dB": "分贝",
    ]
}
