/// How the page's top-level metric blocks fared, counted as the page walker meets them: a page with a period
/// whose blocks all rendered nothing (and none failed) gets the empty-period note instead
/// (``PageWalker/emptyPeriodCard()``).
struct MetricBlockTally {
    /// The top-level metric blocks handed to the renderer.
    private(set) var blocks = 0
    /// Those that showed a card.
    private(set) var shown = 0
    /// Those that failed (their file's errors are reported once, maybe with another page).
    private(set) var failed = 0

    /// Counts a block about to be rendered.
    mutating func met() { blocks += 1 }

    /// Counts the block met last as shown.
    mutating func showed() { shown += 1 }

    /// Counts the block met last as failed.
    mutating func fail() { failed += 1 }

    /// Whether there were blocks and every one rendered nothing without failing: the page's period has no data.
    var allEmpty: Bool { blocks > 0 && shown == 0 && failed == 0 }
}
