import Localization
import Metrics

/// The workouts' pages: ONE series template, `<pages folder>/index.md`, with `repeat: rows` over the workouts
/// table (`workouts.csv`), so the site writes a page per workout at `<pages folder>/<slug>/` (`2026-11-24-running`)
/// and lists them newest first at the folder's URL. The importer writes no page per workout.
///
/// The template carries the ownership marker; an import rewrites it only while it is one the importer would write
/// (for any set of the optional columns), so a user's edits are never overwritten.
enum WorkoutPage {
    /// The optional number columns of the workouts table, with the key of the row block's title and the unit. A
    /// workout's distance is in one of the two distance columns (its unit system's), so its page shows that one.
    static let optionalColumns: [(name: String, title: String, unit: String)] = [
        ("distance_km", "workout.distance", "km"), ("distance_mi", "workout.distance", "mi"),
        ("energy_kcal", "workout.active_energy", "kcal"),
        ("avg_hr", "workout.average_heart_rate", "bpm"),
    ]

    /// The template's Markdown in `language`: `rows` is the workouts table as seen from the template's folder;
    /// `columns` the table's number columns (the row block shows those). The units are the language's, as the
    /// metric files write them (``HealthReportLanguage/unit(_:)``: `千卡`, `次/分`); `unitSymbols` writes the
    /// symbols (`kcal`, `bpm`) as earlier imports did.
    static func template(rows: String, columns: [String], language: HealthReportLanguage = .english,
                         unitSymbols: Bool = false) -> String {
        var fields = ["duration_min"], units = ["duration_min: min"]
        var titles = ["duration_min: \(yamlScalar(language("workout.duration")))"]
        for c in optionalColumns where columns.contains(c.name) {
            fields.append(c.name)
            titles.append("\(c.name): \(yamlScalar(language(c.title)))")
            units.append("\(c.name): \(unitSymbols ? c.unit : yamlScalar(language.unit(c.unit)))")
        }
        return """
            ---
            \(HealthOutput.marker)
            # One page per row of the workouts table (re-running the import refreshes the table). Edit this template
            # freely: once it differs from what the importer writes, the import leaves it as it is.
            title: "{{row.title}}"
            description: "{{row.date}}"
            repeat: rows
            rows: \(yamlQuoted(rows))
            slug: slug
            series_title: \(yamlScalar(language("workout.series_title")))
            icon: figure.run
            tint: orange
            ---

            # {{row.title}}

            \(language("workout.date_line", ["date": "{{row.date}}"]))

            ## \(language("workout.stats")) {icon=chart.line.uptrend.xyaxis tint=orange}

            ```row
            fields: [\(fields.joined(separator: ", "))]
            titles: {\(titles.joined(separator: ", "))}
            units: {\(units.joined(separator: ", "))}
            ```

            """ + (columns.contains("route") ? routeSections(language) : "")
    }

    /// The route's sections of the template (when the table has the route columns): the outline, the elevation
    /// profile and the splits. A workout without a route has empty cells there, so its page leaves the sections out
    /// (an image with neither source nor description shows nothing, and an empty section is omitted).
    static func routeSections(_ language: HealthReportLanguage) -> String {
        """

        ## \(language("workout.route")) {icon=figure.run tint=orange}

        ![{{row.route_name}}]({{row.route}})

        ## \(language("workout.elevation")) {icon=chart.line.uptrend.xyaxis tint=orange}

        ![{{row.elevation_name}}]({{row.elevation}})

        ## \(language("workout.splits")) {icon=timer tint=orange}

        ![{{row.splits_name}}]({{row.splits}})

        """
    }

    /// Every template the importer may have written for `rows` (one per set of optional columns, in each built-in
    /// language, with the language's units or the unit symbols of earlier imports): an existing `index.md` equal to
    /// one of them holds no edits of the user's, so an import in the same or another language refreshes it.
    static func knownTemplates(rows: String) -> Set<String> {
        var out: Set<String> = []
        let names = optionalColumns.map(\.name) + ["route"]
        for language in HealthReportLanguage.builtIn {
            for mask in 0..<(1 << names.count) {
                let columns = names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] }
                out.insert(template(rows: rows, columns: columns, language: language))
                out.insert(template(rows: rows, columns: columns, language: language, unitSymbols: true))
            }
        }
        return out
    }

    /// A workout's duration as its page shows it, so the page and the report's line agree: the minutes the workouts
    /// table holds (``HealthOutput/storedPlaces`` decimals), rounded once to whole minutes, half away from zero, in
    /// `language` (``Localizer/duration(minutes:negative:)``: `33 min`, `1 h 28 min`, `33分钟`, `1小时28分钟`).
    static func duration(_ minutes: Double, language: HealthReportLanguage = .english) -> String {
        let stored = Double(DecimalText.format(minutes, places: HealthOutput.storedPlaces)) ?? minutes
        guard stored.magnitude <= 1e15, let exact = ExactNumber(stored), let whole = exact.roundedMagnitude else {
            return MetricFormatting.number(minutes) + Localizer.unitSpace + "min"
        }
        return language.words.duration(minutes: whole, negative: exact.isNegative)
    }

    /// `s` as a plain YAML scalar (`Average heart rate`, `平均心率`, as earlier imports wrote the English words) when
    /// it is one in a block and inside a flow mapping, else double-quoted.
    static func yamlScalar(_ s: String) -> String {
        let special: Set<Character> = [":", "#", ",", "[", "]", "{", "}", "\"", "'", "&", "*", "!", "|", ">", "%", "@", "`", "\\"]
        guard let first = s.first, let last = s.last, !first.isWhitespace, !last.isWhitespace, first != "-", first != "?",
              !s.contains(where: { special.contains($0) || $0.isNewline }) else { return yamlQuoted(s) }
        return s
    }

    /// A double-quoted YAML scalar.
    static func yamlQuoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }

    /// `path` as seen from `folder` (both absolute or both relative to one place): `../metrics/workouts.csv`.
    static func relative(_ path: String, from folder: String) -> String {
        let to = path.split(separator: "/").map(String.init)
        let from = folder.split(separator: "/").map(String.init)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }
}
