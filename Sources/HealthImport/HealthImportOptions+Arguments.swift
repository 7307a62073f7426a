import Diagnostics
import Metrics

extension HealthImportOptions {
    /// The command's usage text.
    public static let usage = """
        usage: cardstock import apple-health PATH [--to DIR] [--since YYYY-MM-DD] [--types LIST] [--pages DIR | --no-pages]
                                             [--source-order LIST] [--keep-source-names] [--force]
          PATH          export.zip from Health → Export All Health Data, or its unpacked export.xml
          --to DIR      folder for the metric files (default content/metrics)
          --since DATE  only days on or after DATE
          --types LIST  comma-separated metric files, e.g. steps,sleep-duration,workouts (default: all), or
                        Health identifiers, e.g. HKQuantityTypeIdentifierWaistCircumference
          --pages DIR   folder of the workouts' page template (default content/workouts); --no-pages writes none
          --source-order LIST
                        source names that count first for the kinds Health adds up (steps, distances,
                        energy, …), in order,
                        separated by commas, e.g. "Alice’s Apple Watch,Strava" (default: Watch, iPhone, other apps)
          --keep-source-names
                        write the sources' own names ("Alice’s Apple Watch") in the files, not their device
                        models ("Apple Watch"); for a private analysis only
          --force       replace same-named files that the importer did not write
        """

    /// Parses the command's arguments (everything after `import apple-health`).
    /// Throws a `DiagnosticList` naming the bad argument and what is expected.
    public init(arguments: [String]) throws {
        var source: String?
        var options = HealthImportOptions(source: "")
        var problems: [Diagnostic] = []
        var i = 0
        func value(_ flag: String) -> String? {
            if i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") {
                i += 1
                return arguments[i]
            }
            problems.append(Diagnostic(at: nil, "\(flag) needs a value\n" + HealthImportOptions.usage))
            return nil
        }
        while i < arguments.count {
            let arg = arguments[i]
            switch arg {
            case "--to":
                if let v = value(arg) { options.destination = v }
            case "--pages":
                if let v = value(arg) { options.workoutPages = v }
            case "--no-pages":
                options.workoutPages = nil
            case "--force":
                options.force = true
            case "--keep-source-names":
                options.keepSourceNames = true
            case "--source-order":
                if let v = value(arg) {
                    let names = v.split(separator: ",").map { $0.trimmingCharactersInSpaces() }.filter { !$0.isEmpty }
                    if names.isEmpty {
                        problems.append(Diagnostic(at: nil, "--source-order needs source names separated by commas, "
                            + "as the Health app shows them, e.g. \"Alice’s Apple Watch,Alice’s iPhone\""))
                    }
                    options.sourceOrder += names
                }
            case "--route-privacy":
                if let v = value(arg) {
                    if let m = Double(v), m.isFinite, m >= 0, m <= 100_000 { options.routePrivacyMetres = m } else {
                        problems.append(Diagnostic(at: nil, "--route-privacy `\(v)` is not a distance; give the metres left out at each end of a route, e.g. 200 (0 draws all of it)"))
                    }
                }
            case "--since":
                if let v = value(arg) {
                    let parts = v.split(separator: "-").compactMap { Int($0) }
                    if parts.count == 3, v.count == 10, parts[0] >= 1, let day = CalendarDay(year: parts[0], month: parts[1], day: parts[2]) {
                        options.since = day
                    } else {
                        problems.append(Diagnostic(at: nil, "--since `\(v)` is not a date; write it as YYYY-MM-DD, e.g. 2026-01-01"))
                    }
                }
            case "--types":
                if let v = value(arg) {
                    var kinds = Set<HealthMetricKind>()
                    for name in v.split(separator: ",") {
                        let trimmed = name.trimmingCharactersInSpaces()
                        if let k = HealthMetricKind(name: trimmed) {
                            kinds.insert(k)
                        } else {
                            problems.append(Diagnostic(at: nil, "--types: unknown type `\(trimmed)`; known types are "
                                + HealthMetricKind.allCases.map(\.rawValue).joined(separator: ", ")
                                + ", or a Health identifier such as HKQuantityTypeIdentifierWaistCircumference"))
                        }
                    }
                    options.types = kinds
                }
            default:
                if arg.hasPrefix("--") || source != nil {
                    problems.append(Diagnostic(at: nil, "unexpected argument `\(arg)`\n" + HealthImportOptions.usage))
                } else {
                    source = arg
                }
            }
            i += 1
        }
        if source == nil, problems.isEmpty {
            problems.append(Diagnostic(at: nil, "pass the export to import\n" + HealthImportOptions.usage))
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        options.source = source ?? ""
        self = options
    }
}

extension Substring {
    /// The text without surrounding spaces.
    func trimmingCharactersInSpaces() -> String {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
