import Foundation
import HealthImport

extension CLI {
    /// `cardstock import google-fit|fitbit|gadgetbridge PATH [--to DIR] [--since DATE] [--types LIST] [--time-zone ZONE] [--force] [-q]`: the same
    /// files, safety rules and summary as `import apple-health`, without workouts' pages or source options.
    func runFitnessImport(format: ImportFormat, arguments: ParsedArguments) throws -> Int32 {
        var options = try HealthImportOptions(arguments, types: false)
        if let list = arguments.value("--types") {
            var chosen = Set<HealthMetricKind>()
            for name in HealthImportOptions.list(list) {
                guard let kind = format.kind(named: name) else {
                    let names = format.kinds.map(\.rawValue)
                    if let close = Suggestion.closest(to: name, among: names) {
                        throw arguments.usageError("'--types': '\(name)' is not a file '\(format.rawValue)' writes; did you mean '\(close)'?")
                    }
                    throw arguments.usageError("'--types': '\(name)' is not a file '\(format.rawValue)' writes; it writes "
                        + names.joined(separator: ", "))
                }
                chosen.insert(kind)
            }
            if chosen.isEmpty { throw arguments.usageError("'--types' needs a comma-separated list, e.g. steps,heart-rate") }
            options.types = chosen
        }
        options.workoutPages = nil
        if let name = arguments.value("--time-zone") {
            guard let zone = TimeZone(identifier: name) else {
                throw arguments.usageError("'--time-zone' '\(name)' is not a time zone; give a name such as Europe/Berlin "
                    + "or America/New_York (or UTC)")
            }
            options.dayZone = zone
        }
        var withPage = resolved(options)
        withPage.metricsPage = true
        withPage.language = siteLanguage()
        return runImport(withPage, format: format, quiet: arguments.flag("--quiet")).status
    }
}
