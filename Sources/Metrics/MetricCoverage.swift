/// How many days of two compared periods have data, for a `sum` metric (a total over 41 days of data is not
/// comparable with one over 365).
///
/// The rule (``isPartial``): the compared period is **partly covered** when it has data on fewer than
/// three quarters of the days this period has data on (``minimumShareNumerator``/``minimumShareDenominator``).
/// Such a comparison shows no change: its line says how many days of the compared period have data instead.
package struct MetricCoverage: Sendable, Hashable {
    /// Three quarters: the share of this period's days with data the compared period needs.
    package static let minimumShareNumerator = 3
    /// See ``minimumShareNumerator``.
    package static let minimumShareDenominator = 4

    /// Days of this period with data.
    package var currentDays: Int
    /// Days of the compared period with data.
    package var previousDays: Int
    /// Days in the compared period (with data or not).
    package var previousLength: Int

    /// Creates a coverage.
    package init(currentDays: Int, previousDays: Int, previousLength: Int) {
        self.currentDays = currentDays
        self.previousDays = previousDays
        self.previousLength = previousLength
    }

    /// Whether the compared period has data on fewer than three quarters of this period's days with data.
    package var isPartial: Bool { Self.isPartial(previousDays: previousDays, currentDays: currentDays) }

    /// Whether both periods have data on as many days.
    package var isEqual: Bool { currentDays == previousDays }

    /// The rule of ``isPartial`` on two day counts (exact integer arithmetic: 5 of 7 days is not partial, 5 < 5.25 is).
    package static func isPartial(previousDays: Int, currentDays: Int) -> Bool {
        previousDays * minimumShareDenominator < currentDays * minimumShareNumerator
    }
}
