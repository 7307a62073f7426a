import HealthImport
import Metrics

extension HealthImportOptions {
    /// `import apple-health`'s options from its arguments. A bad date, an unknown `--types` name (with a
    /// suggestion when one is close) or an empty `--source-order` is a usage error.
    init(_ arguments: ParsedArguments, types readTypes: Bool = true) throws {
        self.init(source: arguments.operands.first ?? "")
        if let value = arguments.value("--to") { destination = value }
        if let value = arguments.value("--pages") { workoutPages = value }
        if arguments.flag("--no-pages") { workoutPages = nil }
        force = arguments.flag("--force")
        keepSourceNames = arguments.flag("--keep-source-names")
        for value in arguments.values["--source-order"] ?? [] {
            let names = Self.list(value)
            if names.isEmpty {
                throw arguments.usageError("'--source-order' needs source names separated by commas, "
                    + "as the Health app shows them, e.g. \"Alice’s Apple Watch,Alice’s iPhone\"")
            }
            sourceOrder += names
        }
        if let value = arguments.value("--since") {
            guard let day = Self.day(value) else {
                throw arguments.usageError("'--since' '\(value)' is not a date; write it as YYYY-MM-DD, e.g. 2026-01-01")
            }
            since = day
        }
        if let value = arguments.value("--route-privacy") {
            guard let metres = Double(value), metres.isFinite, metres >= 0, metres <= 100_000 else {
                throw arguments.usageError("'--route-privacy' '\(value)' is not a distance; give the metres left out "
                    + "at each end of a route, e.g. 200 (0 draws all of it)")
            }
            routePrivacyMetres = metres
        }
        if readTypes, let value = arguments.value("--types") { types = try Self.kinds(value, arguments) }
    }

    /// The kinds named in a `--types` list.
    static func kinds(_ value: String, _ arguments: ParsedArguments) throws -> Set<HealthMetricKind> {
        var kinds = Set<HealthMetricKind>()
        for name in list(value) {
            guard let kind = HealthMetricKind(name: name) else {
                if let close = Suggestion.closest(to: name, among: HealthMetricKind.names) {
                    throw arguments.usageError("'--types': unknown type '\(name)'; did you mean '\(close)'?")
                }
                throw arguments.usageError("'--types': unknown type '\(name)'; known types are "
                    + HealthMetricKind.allCases.map(\.rawValue).joined(separator: ", ")
                    + ", or a Health identifier such as HKQuantityTypeIdentifierWaistCircumference")
            }
            kinds.insert(kind)
        }
        return kinds
    }

    /// The non-empty items of a comma-separated list, without surrounding spaces.
    static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            .filter { !$0.isEmpty }
    }

    /// `YYYY-MM-DD` as a day, or `nil`.
    static func day(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, text.count == 10, parts[0] >= 1 else { return nil }
        return CalendarDay(year: parts[0], month: parts[1], day: parts[2])
    }
}
