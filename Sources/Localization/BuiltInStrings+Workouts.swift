extension StringCatalog {
    /// The words a health import writes into the site's pages (`cardstock import`, `cardstock init --example health`):
    /// the workouts' series template, the route pages and drawings' names, and the report page. They are written once
    /// into the site's Markdown (in the language of `language:` in `cardstock.yaml`), so the site's overrides do not
    /// change pages already imported.
    static let workoutEntries: [Entry] = [
        Entry("workout.series_title", "Workouts", "the workouts' series title (the list of the imported workouts)"),
        Entry("workout.date_line", "{date}.", "the line under a workout page's title: its date"),
        Entry("workout.stats", "Stats", "the heading of a workout page's numbers"),
        Entry("workout.route", "Route", "the heading of a workout page's route outline, and the link to its route page"),
        Entry("workout.elevation", "Elevation", "the heading of a workout's elevation profile"),
        Entry("workout.splits", "Splits", "the heading of a workout's splits (pace per km or mile)"),
        Entry("workout.duration", "Duration", "a workout page's duration field"),
        Entry("workout.distance", "Distance", "a workout page's distance field"),
        Entry("workout.active_energy", "Active energy", "a workout page's active energy field"),
        Entry("workout.average_heart_rate", "Average heart rate", "a workout page's average heart rate field"),
        Entry("route.page_title", "Route · {workout}", "the title of a workout's route page"),
        Entry("route.date_line", "{date}. {link}.", "the line under a route page's title: its date and the link to the workout"),
        Entry("route.with_note", "{line} {note}", "a route page's date line followed by its note on the metres not drawn"),
        Entry("route.the_workout", "The workout", "the link from a route page to its workout's page"),
        Entry("route.privacy", "The first and last {metres} m are not drawn, so the route does not show where it began and ended.",
              "a route page's note on the metres left out at its ends"),
        Entry("route.privacy_feet", "The first and last {feet} ft are not drawn, so the route does not show where it began and ended.",
              "the same note on the route page of a workout in miles (the metres as feet)"),
        Entry("route.too_short", "The route is too short to draw without its start and end.", "a route page without a drawing"),
        Entry("route.outline_name", "Route of the {workout}, {distance} drawn", "the accessible name of a route's outline"),
        Entry("route.elevation_name", "Elevation along the route, from {low} to {high}",
              "the accessible name of an elevation profile, with its lowest and highest points"),
        Entry("route.elevation_plain", "Elevation along the route", "the accessible name of an elevation profile without heights"),
        Entry("route.splits_name", "Pace per {unit}: {splits}", "the accessible name of a splits drawing: every split's pace"),
        Entry("route.split", "{unit} {split} {pace}", "one split in a splits drawing's name: `km 2 5:10`"),
        Entry("route.split_list", "{first}, {second}", "two splits of a splits drawing's name in a row (folded for more)"),
        Entry("route.pace_column", "Pace (min/{unit})", "the pace column of a route page's splits table"),
        Entry("route.time_column", "Time", "the time column of a route page's splits table"),
        Entry("routes.title", "Routes", "the title of the imported routes' folder"),
        Entry("routes.introduction", "The workouts recorded with a route, drawn without their first and last metres.",
              "the paragraph of the imported routes' folder"),
    ] + reportEntries

    /// The words of the report page a health import writes (`health/index.md`).
    static let reportEntries: [Entry] = [
        Entry("health.title", "Health", "the title of the imported health report"),
        Entry("health.description", "Your numbers from {app}, imported with {command}.",
              "the health report's description (its link previews): {app} is the app's name, {command} the import command"),
        Entry("site.title", "My Reports", "the site title `cardstock init` writes into cardstock.yaml (the header and footer)"),
        Entry("site.description", "Weekly reports, built with Cardstock.", "the site description `cardstock init` writes into cardstock.yaml"),
        Entry("health.apple_health", "Apple Health", "the Health app's name in the report's introduction"),
        Entry("health.introduction", "Imported from {app}. Run {command} again to refresh.",
              "the report's introduction: where the data came from and the command that refreshes it"),
        Entry("health.week_line", "**Week of {range}** · every card shows this week and compares it with the week before.",
              "the report's period line ({range}: the week's first and last day)"),
        Entry("health.activity", "Activity", "a report section"), Entry("health.heart", "Heart", "a report section"),
        Entry("health.recovery", "Recovery", "a report section"), Entry("health.vitals", "Vitals", "a report section"),
        Entry("health.body", "Body", "a report section"), Entry("health.mobility", "Mobility", "a report section"),
        Entry("health.hearing", "Hearing", "a report section"), Entry("health.nutrition", "Nutrition", "a report section"),
        Entry("health.other", "Other", "a report section"),
    ]
}
