import Foundation
import Metrics

/// What `cardstock import apple-health` should do.
package struct HealthImportOptions: Sendable {
    /// The Health export: `export.zip` or an unpacked `export.xml`.
    package var source: String
    /// The folder that receives the metric files.
    package var destination: String = "content/metrics"
    /// Only days (nights, workouts) on or after this local date; `nil` imports everything.
    package var since: CalendarDay?
    /// Only these metric files; `nil` means all of them.
    package var types: Set<HealthMetricKind>?
    /// The folder of the workouts' series template (`index.md`, a page per workout); `nil` writes none.
    package var workoutPages: String? = "content/workouts"
    /// Replace same-named files that the importer did not write (`--force`); the old ones are moved aside
    /// into `.cardstock-trash/`, never deleted.
    package var force: Bool = false
    /// Also write `<destination>/index.md`, a page with a card for every imported metric (`cardstock import`
    /// does; `init --example health` writes its report as the home page instead).
    package var metricsPage: Bool = false
    /// Source names that count first for the cumulative kinds, in this order (`--source-order`); the
    /// sources not named follow in the default order (Watch, iPhone, others; see ``SourcePriority``).
    package var sourceOrder: [String] = []
    /// Write the sources' names as the phone knows them ("Alice’s Apple Watch") instead of their device models
    /// ("Apple Watch"; see ``SourceLabel``) (`--keep-source-names`, for a private analysis).
    package var keepSourceNames: Bool = false
    /// The site's language (`language:` in `cardstock.yaml`): the sidecars' titles and the written report pages use
    /// its words (``HealthReportLanguage``); `nil` is English.
    package var language: String?
    /// Metres of each route left out at its start and its end (`--route-privacy M`, default 200; 0 draws all of it).
    package var routePrivacyMetres: Double = WorkoutRoute.defaultPrivacyMetres
    /// The time zone whose days UTC timestamps are cut into (`--time-zone`, for Gadgetbridge's samples); `nil` is UTC.
    package var dayZone: TimeZone?

    /// Creates options with the defaults above.
    package init(source: String, destination: String = "content/metrics", since: CalendarDay? = nil,
                types: Set<HealthMetricKind>? = nil, workoutPages: String? = "content/workouts", force: Bool = false) {
        self.source = source
        self.destination = destination
        self.since = since
        self.types = types
        self.workoutPages = workoutPages
        self.force = force
    }

    /// The kinds to import.
    package var kinds: Set<HealthMetricKind> { types ?? Set(HealthMetricKind.allCases) }
}
