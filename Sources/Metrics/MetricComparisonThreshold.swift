/// How small a change is "about the same" (`same_within:`): an amount in the metric's unit (`0.5`)
/// or a share of the value compared with (`5%`). Without it, a change is about the same when it rounds
/// to zero at the precision it is shown with (``MetricComparison/changeDecimals``).
package enum MetricComparisonThreshold: Sendable, Hashable, CustomStringConvertible {
    /// A change whose magnitude is at most this many units.
    case absolute(Double)
    /// A change whose magnitude is at most this percentage of the compared value's magnitude.
    case percent(Double)

    /// As written: `0.5`, `5%`.
    package var description: String {
        switch self {
        case .absolute(let d): return MetricFormatting.number(d, decimals: 6)
        case .percent(let p): return MetricFormatting.number(p, decimals: 6) + "%"
        }
    }

    /// Reads `0.5`, `"0.5"` or `5%`; `nil` for anything else, negatives, and numbers beyond
    /// ``MetricLimits/values``.
    package static func parse(_ value: MetricMetadata.Value) -> MetricComparisonThreshold? {
        switch value {
        case .number(let d):
            guard d >= 0, MetricLimits.values.contains(d) else { return nil }
            return .absolute(d)
        case .string(let raw):
            let text = raw.trimmingCharactersInSpaces()
            let isPercent = text.hasSuffix("%")
            let digits = isPercent ? String(text.dropLast()).trimmingCharactersInSpaces() : text
            guard !digits.isEmpty, digits.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 }),
                  let d = Double(digits), d >= 0, MetricLimits.values.contains(d) else { return nil }
            return isPercent ? .percent(d) : .absolute(d)
        case .list, .mapping:
            return nil
        }
    }

    /// Whether `change` (this period minus the compared value) is within the threshold of `reference`
    /// (the compared value). A percentage of a reference of 0 holds only a change of 0.
    package func holds(change: Double, reference: Double) -> Bool {
        switch self {
        case .absolute(let limit):
            return change.magnitude <= limit
        case .percent(let limit):
            guard reference != 0 else { return change == 0 }
            guard let share = DecimalArithmetic.percent(change.magnitude, of: reference.magnitude), share.isFinite else {
                return false
            }
            return share <= limit
        }
    }

    /// ``holds(change:reference:)`` on exact figures (`5%` of 40/3 is exactly 2/3).
    package func holds(change: ExactNumber, reference: ExactNumber) -> Bool {
        switch self {
        case .absolute(let limit):
            guard let exactLimit = ExactNumber(limit) else { return change.magnitude.doubleValue <= limit }
            return change.magnitude <= exactLimit
        case .percent(let limit):
            guard !reference.isZero else { return change.isZero }
            guard let exactLimit = ExactNumber(limit),
                  let bound = ExactNumber.product(reference.magnitude, exactLimit),
                  let scaled = ExactNumber.product(change.magnitude, ExactNumber(100)) else {
                return holds(change: change.doubleValue, reference: reference.doubleValue)
            }
            return scaled <= bound
        }
    }
}
