/// Which chart a metric page and its card draw, chosen with the `chart:` key (cards draw a compact
/// version of the kind; without the key, or with `line`, a card draws its sparkline).
package enum ChartKind: String, Sendable, Hashable, CaseIterable {
    /// This period's line over the previous period's (the default for non-`sum` metrics).
    case line
    /// Daily bars, for any aggregation (the default for `sum` metrics).
    case bars
    /// A daily min–max bar with the mean marked (columns named by `min:` and `max:`).
    case range
    /// Stacked daily bars of the `columns:` (sleep stages).
    case stacked
    /// A calendar of days coloured by value, or by goal met when there is a goal.
    case heatmap
    /// The samples across one day, for one-day periods.
    case intraday
    /// A goal ring on the card ("8,432 of 10,000 steps"); the page keeps its default chart.
    case progress
    /// Activity rings (Move, Exercise, Stand) from the columns `move`, `move_goal`, `exercise`,
    /// `exercise_goal`, `stand`, `stand_goal`: the last day's rings on the card, a week of small rings
    /// or a calendar of rings on the page.
    case rings
    /// A sleep hypnogram: one night's stages across the night (awake, REM, core, deep lanes) from a file whose
    /// rows are stretches: the row's time is where the stretch starts and its one filled stage column
    /// (`awake_min`, `rem_min`, `core_min`, `deep_min`) how many minutes it lasts. A night is named after the
    /// morning it ends; a page shows its period's last night, a card the last night with data.
    case hypnogram

    /// "line, bars, range, stacked, heatmap, intraday, progress, rings, hypnogram", for error messages.
    package static let namesText = allCases.map(\.rawValue).joined(separator: ", ")
}
