import Foundation

/// The columns of Google Fit's daily activity metrics that the import reads, recognised in the Takeout's language.
///
/// Takeout names files, folders and column headers in the account's language. Headers with a unit (`Calories (kcal)`,
/// `Distance (m)`, `Average heart rate (bpm)`, `Average weight (kg)`) are recognised by the unit whatever the words
/// around it (full-width brackets and Chinese units too: `卡路里（千卡）`, `距离（米）`): the three `(bpm)` and the three `(kg)` columns come in the order
/// average, maximum, minimum. Headers without a unit are matched by name (``namedRoles``). The location columns
/// (`Low latitude (deg)` …) and speeds are never read: a report has no use for where someone walked.
enum GoogleFitColumns {
    /// What a column holds.
    enum Role: Equatable {
        case steps, calories, distance, moveMinutes, heartPoints, heartMinutes
        case heartRateAverage, heartRateMax, heartRateMin, weightAverage
    }

    /// Header names (lower case) of the columns without a unit: English, Chinese (simplified, traditional), Japanese.
    static let namedRoles: [String: Role] = [
        "step count": .steps, "步数": .steps, "步數": .steps, "歩数": .steps,
        "move minutes count": .moveMinutes, "move minutes": .moveMinutes, "活动时间": .moveMinutes, "活動時間": .moveMinutes,
        "heart points": .heartPoints, "心肺强化分数": .heartPoints, "心肺強化分數": .heartPoints, "ハートポイント": .heartPoints,
        "heart minutes": .heartMinutes, "心肺强化时间": .heartMinutes, "心肺強化時間": .heartMinutes,
    ]

    /// The roles of a header's columns, by column index (the first column, the date or start time, has none).
    static func roles(_ header: [String]) -> [Int: Role] {
        var out: [Int: Role] = [:]
        var bpm = 0, kg = 0
        for (i, raw) in header.enumerated() where i > 0 {
            let name = normalized(raw)
            if let role = namedRoles[name] {
                out[i] = role
            } else if hasUnit(name, units.kcal) {
                out[i] = .calories
            } else if hasUnit(name, units.metres) {
                out[i] = .distance
            } else if hasUnit(name, units.bpm) {
                out[i] = [Role.heartRateAverage, .heartRateMax, .heartRateMin][min(bpm, 2)]
                bpm += 1
            } else if hasUnit(name, units.kg) {
                if kg == 0 { out[i] = .weightAverage }
                kg += 1
            }
        }
        return out
    }

    /// The units in brackets that mark a column, as Takeout writes them in English and Chinese.
    static let units = (kcal: ["kcal", "千卡", "大卡"], metres: ["m", "米", "公尺"], bpm: ["bpm", "次/分钟", "次/分鐘", "次/分"],
                        kg: ["kg", "公斤", "千克"])

    /// Whether a normalised header ends with one of `units` in brackets.
    static func hasUnit(_ name: String, _ units: [String]) -> Bool {
        units.contains { name.hasSuffix("(" + $0 + ")") }
    }

    /// Lower case, full-width brackets as ASCII, no space before the bracket or around the text.
    static func normalized(_ header: String) -> String {
        var s = header.lowercased().replacingOccurrences(of: "（", with: "(").replacingOccurrences(of: "）", with: ")")
        s = s.replacingOccurrences(of: " (", with: "(")
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return s
    }
}
