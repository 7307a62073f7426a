import Metrics
import CommonMark
import Diagnostics
import Localization
import YAML

extension PageMetadata {
    /// Reads front matter from a parsed YAML node; every problem is collected with its whole-file position.
    static func parse(_ root: YAMLNode?, path: String, theme: Theme) throws -> PageMetadata {
        var meta = PageMetadata()
        guard let root else { return meta }
        guard let pairs = root.mappingPairs else {
            throw Diagnostic.error(path, line: root.line, column: root.column,
                                   "front matter must be a mapping of keys to values (allowed keys: \(allowedKeys.joined(separator: ", ")))")
        }
        var problems = DiagnosticList()
        var sawWeight = false
        for (key, keyNode, value) in pairs {
            do {
                if key == "weight" || key == "order" {
                    if sawWeight {
                        problems.append(.error(path, line: keyNode.line, column: keyNode.column,
                                               "'weight' and 'order' mean the same thing; keep only one"))
                    }
                    sawWeight = true
                }
                try meta.read(key: key, keyNode: keyNode, value: value, path: path, theme: theme, problems: &problems)
            } catch let diagnostic as Diagnostic {
                problems.append(diagnostic)
            } catch let list as DiagnosticList {
                problems.append(contentsOf: list.items)
            }
        }
        problems.append(contentsOf: meta.keyCombinationProblems(pairs, path: path))
        if !problems.items.isEmpty { throw problems }
        return meta
    }

    /// Sets the field of front matter key `key` (at `keyNode`) from `value`; an unknown key is a problem.
    private mutating func read(key: String, keyNode: YAMLNode, value: YAMLNode, path: String, theme: Theme,
                               problems: inout DiagnosticList) throws {
        switch key {
        case "title": self.title = try value.string(path: path, key: key)
        case "description": self.description = try value.string(path: path, key: key)
        case "date": self.date = try Self.day(value, key: key, path: path)
        case "draft": self.draft = try value.bool(path: path, key: key)
        case "weight", "order":
            self.weight = try value.int(path: path, key: key)
        case "sort": self.sort = try ChildOrder.parse(value, path: path)
        case "icon": self.icon = try theme.checkedIcon(value, path: path)
        case "tint": self.tint = try theme.checkedTint(value, path: path)
        case "layout":
            self.layout = try Self.layoutName(value, path: path)
            self.layoutPosition = SourcePosition(line: value.line, column: value.column)
        case "period": self.period = try Self.period(value, path: path)
        case "language": self.language = try Self.language(value, path: path)
        case "repeat":
            self.repeats = try SeriesRepeat.parse(value, path: path)
            self.repeatPosition = SourcePosition(line: value.line, column: value.column)
        case "series_title": self.seriesTitle = try value.string(path: path, key: key)
        case "print":
            self.printMode = try PrintMode.parse(value, path: path)
            self.printPosition = SourcePosition(line: value.line, column: value.column)
        case "rows":
            self.rows = try value.string(path: path, key: key)
            self.rowsPosition = SourcePosition(line: value.line, column: value.column)
        case "slug":
            self.slug = try value.string(path: path, key: key)
            self.slugPosition = SourcePosition(line: value.line, column: value.column)
        case "from": self.from = try Self.day(value, key: key, path: path)
        case "to": self.to = try Self.day(value, key: key, path: path)
        case "sections":
            sections = try Self.sections(value, path: path, theme: theme, problems: &problems)
            for (title, titleNode, _) in value.mappingPairs ?? [] {
                self.sectionLocations[title] = SourcePosition(line: titleNode.line, column: titleNode.column)
            }
        default:
            problems.append(.error(path, line: keyNode.line, column: keyNode.column,
                                   "unknown front matter key '\(key)'\(Suggestion.didYouMean(key, among: Self.allowedKeys)) (allowed keys: \(Self.allowedKeys.joined(separator: ", ")))"))
        }
    }

    /// What is wrong with how the keys go together: `to` before `from`, a series template's keys without
    /// `repeat:` or with `period:`, `rows:` without `repeat: rows` and the other way round.
    private func keyCombinationProblems(_ pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)],
                                        path: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if let from = from, let to = to, to < from, let node = pairs.first(where: { $0.key == "to" })?.value {
            problems.append(.error(path, line: node.line, column: node.column,
                                   "'to' (\(to)) is before 'from' (\(from)); swap them"))
        }
        if let repeats = repeats, let at = repeatPosition {
            if period != nil {
                problems.append(.error(path, line: at.line, column: at.column,
                    "a page with 'repeat: \(repeats.rawValue)' is written once per period, so it cannot also have 'period:'; remove 'period:' (use 'from:'/'to:' to narrow the series)"))
            }
            if repeats == .rows && rows == nil {
                problems.append(.error(path, line: at.line, column: at.column,
                    "'repeat: rows' needs 'rows:' naming a .csv or .json file, e.g. 'rows: workouts.csv'"))
            }
            if repeats != .rows && rows != nil {
                problems.append(.error(path, line: at.line, column: at.column,
                    "'rows:' is only read with 'repeat: rows'; remove it or write 'repeat: rows'"))
            }
        } else if rows != nil || slug != nil || seriesTitle != nil,
                  let (key, node) = pairs.first(where: { ["rows", "slug", "series_title"].contains($0.key) }).map({ ($0.key, $0.keyNode) }) {
            problems.append(.error(path, line: node.line, column: node.column,
                "'\(key)' belongs to a series template; add 'repeat: week' (day, month, year) or 'repeat: rows', or remove '\(key)'"))
        }
        return problems
    }

    private static func sections(_ node: YAMLNode, path: String, theme: Theme,
                                 problems: inout DiagnosticList) throws -> [String: SectionStyle] {
        guard let pairs = node.mappingPairs else {
            throw Diagnostic.error(path, line: node.line, column: node.column,
                                   "'sections' must map section titles to {icon, tint, layout}, e.g. 'Activity: {icon: figure.run, tint: orange}'")
        }
        var result: [String: SectionStyle] = [:]
        for (title, _, value) in pairs {
            guard let entries = value.mappingPairs else {
                problems.append(.error(path, line: value.line, column: value.column,
                                       "section '\(title)' must be a mapping with keys \(sectionKeys.joined(separator: ", "))"))
                continue
            }
            var style = SectionStyle()
            for (key, keyNode, entry) in entries {
                do {
                    switch key {
                    case "icon": style.icon = try theme.checkedIcon(entry, path: path)
                    case "tint": style.tint = try theme.checkedTint(entry, path: path)
                    case "layout": style.horizontal = try Self.sectionLayout(entry, path: path)
                    default:
                        problems.append(.error(path, line: keyNode.line, column: keyNode.column,
                                               "unknown section key '\(key)'\(Suggestion.didYouMean(key, among: sectionKeys)) (allowed keys: \(sectionKeys.joined(separator: ", ")))"))
                    }
                } catch let diagnostic as Diagnostic {
                    problems.append(diagnostic)
                }
            }
            result[title] = style
        }
        return result
    }

    /// `horizontal` → true, `vertical` → false.
    static func sectionLayout(_ node: YAMLNode, path: String) throws -> Bool {
        let value = try node.string(path: path, key: "layout")
        switch value {
        case "horizontal": return true
        case "vertical": return false
        default:
            throw Diagnostic.error(path, line: node.line, column: node.column,
                                   "unknown section layout '\(value)' (use horizontal or vertical)")
        }
    }

    private static func layoutName(_ node: YAMLNode, path: String) throws -> String {
        let value = try node.string(path: path, key: "layout")
        let ok = !value.isEmpty && value.utf8.allSatisfy { b in
            (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 45 || b == 95
        }
        if !ok {
            throw Diagnostic.error(path, line: node.line, column: node.column,
                                   "layout '\(value)' is not a template name: use letters, digits, '-' or '_' (e.g. 'page')")
        }
        return value
    }

    private static func day(_ node: YAMLNode, key: String, path: String) throws -> String {
        let value = try node.string(path: path, key: key)
        if CalendarDay(parsing: value) == nil {
            throw Diagnostic.error(path, line: node.line, column: node.column,
                                   "'\(key)' must be a date written YYYY-MM-DD, e.g. 2026-11-24, in the years 0001 to 9999 (got '\(value)')")
        }
        return value
    }

    /// A language tag such as `zh-CN`, `de` or `zh-Hant-TW`: the one check of `language:`, in front matter
    /// and in `cardstock.yaml`.
    static func language(_ node: YAMLNode, path: String) throws -> String {
        let value = try node.string(path: path, key: "language")
        if !LanguageTag.isWellFormed(value) {
            throw Diagnostic.error(path, line: node.line, column: node.column,
                                   "'language' must be a language tag such as en, zh-CN, zh-TW, ja, de, fr or es (got '\(value)')")
        }
        return value
    }

    private static func period(_ node: YAMLNode, path: String) throws -> String {
        let value = try node.string(path: path, key: "period")
        if ReportPeriod(parsing: value) == nil {
            if let why = DateProblem.explain(value) {
                throw Diagnostic.error(path, line: node.line, column: node.column, "cannot read 'period' '\(value)': \(why)")
            }
            throw Diagnostic.error(path, line: node.line, column: node.column,
                                   "'period' must be a year (2026), a month (2026-11), an ISO week (2026-W48) or a day (2026-11-24) "
                                   + "in the years 0001 to 9999; got '\(value)'")
        }
        return value
    }
}
