import Foundation
import Diagnostics
import HealthImport

extension CLI {
    /// `cardstock import google-fit|fitbit PATH [--to DIR] [--since DATE] [--types LIST] [--force] [-q]`: the same
    /// files, safety rules and summary as `import apple-health`, without workouts' pages or source options.
    func runFitnessImport(format name: String, arguments: [String]) -> Int32 {
        guard let format = ImportFormat(rawValue: name) else { return Self.usage }
        let quiet = arguments.contains("--quiet") || arguments.contains("-q")
        var rest = arguments.filter { $0 != "--quiet" && $0 != "-q" }
        var problems: [String] = []
        for flag in ["--pages", "--no-pages", "--source-order", "--keep-source-names"] where rest.contains(flag) {
            problems.append("'\(flag)' is an option of 'import apple-health' only")
        }
        var types: Set<HealthMetricKind>?
        if let i = rest.firstIndex(of: "--types") {
            let list = i + 1 < rest.count ? rest[i + 1] : ""
            rest.removeSubrange(i..<min(i + 2, rest.count))
            var chosen = Set<HealthMetricKind>()
            for name in list.split(separator: ",").map({ String($0).trimmingCharacters(in: .whitespaces) }) {
                if let kind = format.kind(named: name) { chosen.insert(kind) } else {
                    problems.append("--types: '\(name)' is not a file '\(format.rawValue)' writes; it writes "
                        + format.kinds.map(\.rawValue).joined(separator: ", "))
                }
            }
            if list.isEmpty { problems.append("--types needs a comma-separated list, e.g. steps,heart-rate") }
            types = chosen
        }
        var options: HealthImportOptions
        do {
            options = try HealthImportOptions(arguments: rest)
        } catch let list as DiagnosticList {
            // Only the first line: the rest is import apple-health's usage text.
            problems += list.sorted.map { String($0.message.split(separator: "\n").first ?? "") }
            options = HealthImportOptions(source: "")
        } catch {
            problems.append("\(error)")
            options = HealthImportOptions(source: "")
        }
        if !problems.isEmpty {
            for p in problems { standardError("cardstock: error: \(p)") }
            standardError("Run 'cardstock help import' for usage.")
            return Self.usage
        }
        options.types = types
        options.workoutPages = nil
        var withPage = resolved(options)
        withPage.metricsPage = true
        return runImport(withPage, format: format, quiet: quiet).status
    }
}
