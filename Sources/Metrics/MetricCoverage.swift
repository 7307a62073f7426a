/// How many days of two compared periods the metric's history covers (from its first to its last day with data),
/// for a `sum` metric: a total over the 41 days since the data starts is not comparable with one over 365.
///
/// The rule (``isPartial``): the compared period is **partly covered** when the history covers fewer than
/// three quarters of the days it covers of this period (``minimumShareNumerator``/``minimumShareDenominator``).
/// Such a comparison shows no change: its line says how many days of the compared period have data instead.
package struct MetricCoverage: Sendable, Hashable {
    /// Three quarters: the share of this period's days with data the compared period needs.
    package static let minimumShareNumerator = 3
    /// See ``minimumShareNumerator``.
    package static let minimumShareDenominator = 4

    /// Days of this period inside the history.
    package var currentDays: Int
    /// Days of the compared period inside the history.
    package var previousDays: Int
    /// Days in the compared period (with data or not).
    package var previousLength: Int

    /// Creates a coverage.
    package init(currentDays: Int, previousDays: Int, previousLength: Int) {
        self.currentDays = currentDays
        self.previousDays = previousDays
        self.previousLength = previousLength
    }

    /// Whether the history covers fewer than three quarters as many days of the compared period as of this one.
    package var isPartial: Bool { Self.isPartial(previousDays: previousDays, currentDays: currentDays) }

    /// Whether the history covers as many days of both periods.
    package var isEqual: Bool { currentDays == previousDays }

    /// The rule of ``isPartial`` on two day counts (exact integer arithmetic: 5 of 7 days is not partial, 5 < 5.25 is).
    package static func isPartial(previousDays: Int, currentDays: Int) -> Bool {
        previousDays * minimumShareDenominator < currentDays * minimumShareNumerator
    }
}
