/// What a period's figure is compared with (`compare:` in a sidecar or a ```metric block).
///
/// `previous` is the period just before; `last_year` the same ISO week, month, day or days one year
/// earlier (see ``ReportPeriod/sameTimeLastYear``); `average: N` the mean of the N previous periods' own
/// figures, each aggregated as the card aggregates (a weekly total for `sum`, a weekly mean for `mean`…).
package enum MetricComparisonKind: Sendable, Hashable, CustomStringConvertible {
    /// The period just before (the default).
    case previous
    /// The same period one year earlier.
    case lastYear
    /// The mean of the given number (1…52) of previous periods that have data.
    case average(Int)

    /// The most periods `average:` may name.
    package static let maximumAveragePeriods = 52
    /// The most comparisons one metric may list (a card shows at most two change lines).
    package static let maximumCount = 2

    /// The comparisons when `compare:` is unset.
    package static let defaults: [MetricComparisonKind] = [.previous]

    /// As written in a file: `previous`, `last_year`, `{average: 4}`.
    package var description: String {
        switch self {
        case .previous: return "previous"
        case .lastYear: return "last_year"
        case .average(let n): return "{average: \(n)}"
        }
    }

    /// What `compare:` accepts, for messages.
    static let expected = "previous, last_year or {average: N} with N from 1 to 52, or a list of up to two of these, "
        + "e.g. [previous, last_year]"

    /// One comparison from a value: `previous`, `last_year`, or a mapping `{average: N}`; otherwise the
    /// problem in words (for a diagnostic at the value).
    package static func parse(_ value: MetricMetadata.Value) -> Result<MetricComparisonKind, ComparisonProblem> {
        switch value {
        case .string(let text):
            switch text {
            case "previous": return .success(.previous)
            case "last_year": return .success(.lastYear)
            case "":
                return .failure(ComparisonProblem("`compare` must be " + expected))
            case "average":
                return .failure(ComparisonProblem("`average` needs a number of periods: write {average: 4}"))
            default:
                return .failure(ComparisonProblem("unknown comparison `\(text)`; `compare` must be " + expected))
            }
        case .mapping(let pairs):
            guard pairs.count == 1, let (key, count) = pairs.first else {
                return .failure(ComparisonProblem("a comparison mapping has one key, `average`, e.g. {average: 4}"))
            }
            guard key == "average" else {
                return .failure(ComparisonProblem("unknown comparison `\(key)`; `compare` must be " + expected))
            }
            guard case .number(let n) = count, n.rounded() == n, n >= 1, n <= Double(maximumAveragePeriods) else {
                return .failure(ComparisonProblem("`average` must be a whole number of periods from 1 to "
                    + "\(maximumAveragePeriods), e.g. {average: 4}"))
            }
            return .success(.average(Int(n)))
        case .number, .list:
            return .failure(ComparisonProblem("`compare` must be " + expected))
        }
    }

    /// The whole `compare:` value: one comparison or a list of up to ``maximumCount`` different ones.
    package static func parseList(_ value: MetricMetadata.Value) -> Result<[MetricComparisonKind], ComparisonProblem> {
        guard case .list(let items) = value else { return parse(value).map { [$0] } }
        guard !items.isEmpty else {
            return .failure(ComparisonProblem("`compare` lists no comparison; write " + expected))
        }
        guard items.count <= maximumCount else {
            return .failure(ComparisonProblem("`compare` lists \(items.count) comparisons; a card shows at most "
                + "\(maximumCount) change lines, so list one or two"))
        }
        var kinds: [MetricComparisonKind] = []
        for item in items {
            switch parse(item) {
            case .failure(let problem): return .failure(problem)
            case .success(let kind):
                if kinds.contains(kind) {
                    return .failure(ComparisonProblem("`compare` lists `\(kind)` twice; list each comparison once"))
                }
                kinds.append(kind)
            }
        }
        return .success(kinds)
    }
}

/// Why a `compare:` value cannot be read, in words (the site layer places it at the value).
package struct ComparisonProblem: Error, Sendable, Hashable {
    /// What is wrong and how to fix it.
    package var message: String
    /// Creates a problem.
    package init(_ message: String) { self.message = message }
}
