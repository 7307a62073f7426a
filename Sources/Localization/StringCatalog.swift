/// Every sentence and word Cardstock writes on a page, by key, with its English text and the
/// placeholders a translation may use.
///
/// A site's `templates/strings/<language>.yaml` may override any key listed here (and no other); a
/// translation must keep the ``Entry/required`` placeholders and may use only the ``Entry/allowed`` ones.
package enum StringCatalog {
    /// One string of the catalog.
    package struct Entry: Sendable {
        /// The key, e.g. `change.higher`.
        package let key: String
        /// The English text (also what an unknown language gets).
        package let english: String
        /// Placeholders a translation may use.
        package let allowed: [String]
        /// Placeholders a translation must use (the rest of ``allowed`` are optional).
        package let required: [String]
        /// Where the string shows.
        package let note: String

        init(_ key: String, _ english: String, also extra: [String] = [], optional: [String] = [], _ note: String) {
            self.key = key
            self.english = english
            let own = MessageTemplate(builtIn: english).placeholders
            self.allowed = own + extra.filter { !own.contains($0) }
            self.required = own.filter { !optional.contains($0) }
            self.note = note
        }
    }

    /// The entries, in the order of the documentation.
    package static let entries: [Entry] = [
        // Periods inside sentences.
        Entry("period.this_week", "this week", "this week, inside a sentence"),
        Entry("period.this_month", "this month", "this month, inside a sentence"),
        Entry("period.in_year", "in {year}", "a year period inside a sentence"),
        Entry("period.on_day", "on {date}", "a one-day period inside a sentence"),
        Entry("period.days_to", "in the {count, plural, one {# day} other {# days}} to {date}", "a custom period inside a sentence"),
        Entry("period.last_week", "last week", "the previous week, inside a sentence"),
        Entry("period.last_month", "last month", "the previous month, inside a sentence"),
        Entry("period.day_before", "the day before", "the day before a one-day period"),
        Entry("period.days_before", "the {count, plural, one {day} other {# days}} before", "the days before a custom period"),
        // Periods as labels (headings, legends).
        Entry("label.this_week", "This week", "legend and chart heading"),
        Entry("label.this_month", "This month", "legend and chart heading"),
        Entry("label.last_week", "Last week", "legend and chart heading"),
        Entry("label.last_month", "Last month", "legend and chart heading"),
        Entry("label.year", "{year}", "a year as a label"),
        Entry("label.range", "{start} – {end}", "a span of days as a label"),
        // Sentences said by charts and cards (their accessible description).
        Entry("sentence.value", "{title} {value} {period}", optional: ["title"], "a chart's summary without a comparison"),
        Entry("sentence.higher", "{title} {value} {period}, {change_number} higher than {previous}", also: ["change"],
              optional: ["title", "change_number"], "summary: the value rose ({change} has the unit, {change_number} may not)"),
        Entry("sentence.lower", "{title} {value} {period}, {change_number} lower than {previous}", also: ["change"],
              optional: ["title", "change_number"], "summary: the value fell"),
        Entry("sentence.same", "{title} {value} {period}, the same as {previous}", optional: ["title"], "summary: no change"),
        Entry("sentence.daily_average", "{sentence}, daily average {average}", "summary of a daily total metric"),
        Entry("sentence.no_data", "{title}: no data {period}", optional: ["title"], "summary of a period without data"),
        // Card lines.
        Entry("change.higher", "{change} higher than {previous}", "a card's change line"),
        Entry("change.lower", "{change} lower than {previous}", "a card's change line"),
        Entry("change.same", "Same as {previous}", "a card's change line"),
        Entry("card.as_of", "As of {date}", "the day of a card's latest sample"),
        Entry("card.chart_title", "{title} trend", optional: ["title"], "a card's sparkline, its accessible title"),
        // Metric pages.
        Entry("chart.title", "{title}, {period} and {previous}", optional: ["title"], "a chart's accessible title"),
        Entry("chart.title_period", "{title}, {period}", optional: ["title"], "the accessible title of a chart of one period"),
        Entry("chart.heading_both", "{previous} and {period}", "the heading of daily bars over two periods"),
        Entry("legend.daily_total", "Daily total, {range}", "legend of daily bars"),
        Entry("legend.goal", "Goal {value}", "legend of the goal line"),
        Entry("legend.goal_daily", "Goal {value} a day", "legend of a daily goal line"),
        Entry("legend.normal_range", "Normal range {range}", "legend of the normal-range band"),
        Entry("stat.total", "Total, {period}", "statistics of a sum metric"),
        Entry("stat.average", "Average, {period}", "statistics of a mean metric"),
        Entry("stat.last", "Last, {period}", "statistics of a last-value metric"),
        Entry("stat.lowest", "Lowest, {period}", "statistics of a min metric"),
        Entry("stat.highest", "Highest, {period}", "statistics of a max metric"),
        Entry("stat.no_data_value", "No data", "a statistic without a value"),
        Entry("stat.latest", "Latest", "statistics label"),
        Entry("stat.latest_value", "{value} · {date}", "the latest value and its day"),
        Entry("stat.lowest_day", "Lowest day", "statistics label (daily totals)"),
        Entry("stat.highest_day", "Highest day", "statistics label (daily totals)"),
        Entry("stat.minimum", "Minimum", "statistics label"),
        Entry("stat.maximum", "Maximum", "statistics label"),
        Entry("stat.daily_average", "Daily average", "statistics label (daily totals)"),
        Entry("stat.mean", "Mean", "statistics label"),
        Entry("stat.change", "Change", "statistics label"),
        Entry("stat.no_data_in", "No data {period}", "the change when a period has no data"),
        Entry("stat.change_percent", "Change in percent", "statistics label"),
        Entry("stat.goal", "Goal", "statistics label"),
        Entry("stat.goal_daily_value", "{value} a day", "a daily goal"),
        Entry("stat.days_at_goal", "Days at goal", "statistics label"),
        Entry("stat.days_at_goal_value", "{count} of {total}", "days at goal of days with data"),
        Entry("stat.normal_range", "Normal range", "statistics label"),
        Entry("range.values", "{low}–{high}", "a range of values"),
        Entry("page.statistics", "Statistics", "metric page section"),
        Entry("page.values", "Values", "metric page section"),
        Entry("page.no_samples", "{file} has no samples yet.", "a metric page without values"),
        Entry("page.download", "{count, plural, one {Download the # row} other {Download all # rows}} ({file})", "link to the metric file"),
        Entry("page.description", "{title}: chart, statistics and daily values.", optional: ["title"], "a metric page's description"),
        Entry("table.caption", "{title} per day, {range}, newest first", optional: ["title"], "the values table's caption"),
        Entry("table.date", "Date", "the values table's first column"),
        Entry("table.value_header", "{title} ({unit})", optional: ["title"], "the values table's value column"),
        Entry("duration.hours_minutes", "{hours} {minutes}", "hours and minutes together (CLDR gives each unit)"),
        // Site chrome.
        Entry("pages.title", "Pages", "the section listing pages no link points to (unless pages_title is set)"),
        Entry("nav.breadcrumb", "Breadcrumb", "the breadcrumb's accessible name ({{strings.breadcrumb}})"),
        Entry("notfound.title", "Page not found", "the 404 page's title"),
        Entry("notfound.explanation", "There is no page at this address. It may have moved, or the link that brought you here is wrong.",
              "the 404 page's text"),
        Entry("notfound.home", "Home page", "the 404 page's link"),
        Entry("preview.build_failed", "The build failed. The last good page is underneath; fix the error and save.",
              "the heading of the preview server's error overlay (`watch`/`serve`)"),
        // Comparisons (`compare:`, `same_within:`).
        Entry("compare.last_year.week", "the same week last year", "the same ISO week a year earlier, inside a sentence (`compare: last_year`)"),
        Entry("compare.last_year.month", "the same month last year", "the same month a year earlier, inside a sentence"),
        Entry("compare.last_year.day", "the same day last year", "the same day a year earlier, inside a sentence"),
        Entry("compare.last_year.days", "the same days last year", "the same days a year earlier (a from/to period), inside a sentence"),
        Entry("compare.average.week", "the {count}-week average", also: ["days"], "the mean of the {count} previous weeks, inside a sentence (`compare: {average: N}`)"),
        Entry("compare.average.month", "the {count}-month average", also: ["days"], "the mean of the previous months, inside a sentence"),
        Entry("compare.average.year", "the {count}-year average", also: ["days"], "the mean of the previous years, inside a sentence"),
        Entry("compare.average.day", "the {count}-day average", also: ["days"], "the mean of the previous days, inside a sentence"),
        Entry("compare.average.range", "the average of the {count} previous {days}-day spans", also: ["days"], "the mean of the previous spans of a from/to period, inside a sentence"),
        Entry("compare.average_partial.week", "the average of {count} of the last {total} weeks", also: ["days"], "the mean when only {count} of the {total} previous weeks had data"),
        Entry("compare.average_partial.month", "the average of {count} of the last {total} months", also: ["days"], "the mean when only some previous months had data"),
        Entry("compare.average_partial.year", "the average of {count} of the last {total} years", also: ["days"], "the mean when only some previous years had data"),
        Entry("compare.average_partial.day", "the average of {count} of the last {total} days", also: ["days"], "the mean when only some previous days had data"),
        Entry("compare.average_partial.range", "the average of {count} of the {total} previous {days}-day spans", also: ["days"], "the mean when only some previous spans had data"),
        Entry("compare.about_same", "About the same as {previous}", "a card's change line: a change within `same_within` (or rounding to zero)"),
        Entry("compare.sentence.about_same", "{title} {value} {period}, about the same as {previous}", optional: ["title"], "summary: a change within `same_within`"),
        Entry("compare.no_data", "No data for {previous}", "statistics: nothing to compare with"),
        Entry("compare.stat.last_year", "Change from last year", "statistics label (`compare: last_year`)"),
        Entry("compare.stat.last_year_percent", "Change from last year in percent", "statistics label"),
        Entry("compare.stat.average", "Change from the average", "statistics label (`compare: {average: N}`)"),
        Entry("compare.stat.average_percent", "Change from the average in percent", "statistics label"),
        Entry("compare.daily_average", "Daily average: {change}",
              "a `sum` metric's change line when daily averages are compared (a long period, or unequal days with data)"),
        Entry("compare.partial_coverage", "{previous}: data on only {count} of {total, plural, one {# day} other {# days}}",
              "the change line when the compared period has data on fewer than 3/4 of this period's days with data"),
        // Goal progress on cards (`chart: progress`).
        Entry("card.goal.progress", "{value} of {goal}", "a card's goal sentence: the value (no unit) and the goal with its unit"),
        Entry("card.goal.progress_daily", "{value} of {goal} a day on average",
              "a card's goal sentence for a daily goal over several days (the daily average against the goal)"),
        Entry("card.goal.title", "{title}, progress towards the goal", optional: ["title"], "a card's goal ring, its accessible title"),
    ] + seriesEntries + ringsEntries + healthEntries + folderEntries + chartsEntries + rangesEntries
        + insightEntries + workoutEntries + workoutTypeEntries + metricTitleEntries + starterEntries

    /// Entries by key.
    package static let byKey: [String: Entry] = {
        var out: [String: Entry] = [:]
        for entry in entries { out[entry.key] = entry }
        return out
    }()

    /// The keys, in order.
    package static var keys: [String] { entries.map(\.key) }
}
