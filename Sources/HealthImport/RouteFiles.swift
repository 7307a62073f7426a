/// The drawings of one workout's route and their accessible names, as the workout's page and its route page
/// show them. Paths are inside the pages folder (`routes/2026-11-24-running.svg`); a drawing the route is too
/// short for (after the privacy trim) is `nil`.
struct RouteFiles: Sendable, Equatable {
    /// The route page, `routes/<slug>.md`.
    var page: String
    /// The outline, `routes/<slug>.svg`.
    var outline: String?
    /// The outline's accessible name: `Route of the running, 2.08 km drawn`.
    var outlineName: String
    /// The elevation profile, `routes/<slug>-elevation.svg`.
    var elevation: String?
    /// The elevation profile's accessible name, with the lowest and highest points.
    var elevationName: String
    /// The splits, `routes/<slug>-splits.svg`.
    var splits: String?
    /// The splits' accessible name: every split's pace.
    var splitsName: String
    /// The workout's unit system: kilometres and metres, or miles and feet.
    var system: WorkoutUnitSystem
    /// Kilometre or mile splits.
    var unit: RouteSplits.Unit { system.splitUnit }

    /// Metres of the route drawn (after the privacy trim).
    var drawnMetres: Double

    private let slug: String
    private let privacyMetres: Double

    /// The route columns of the workouts table (`workouts.csv`), which the workout page's template shows.
    static let columns = ["route", "route_name", "elevation", "elevation_name", "splits", "splits_name"]

    /// The cells of a workout without a route: empty, so its page shows no route section.
    static let emptyCells = Array(repeating: "", count: columns.count)

    /// This route's cells for ``columns``: a drawing's path and name, or two empty cells.
    var cells: [String] {
        [(outline, outlineName), (elevation, elevationName), (splits, splitsName)].flatMap { path, name in
            path.map { [$0, name] } ?? ["", ""]
        }
    }

    /// The files of `route` (already trimmed) of the workout at `slug`.
    init(slug: String, workout: HealthWorkout, route: WorkoutRoute, system: WorkoutUnitSystem, privacyMetres: Double,
         language: HealthReportLanguage = .english) {
        self.slug = slug
        self.system = system
        let unit = system.splitUnit
        self.privacyMetres = privacyMetres
        drawnMetres = route.length
        page = "routes/\(slug).md"
        let drawn = DecimalText.format(route.length / unit.metres, places: 2)
        let name = language.words.language.isEnglish ? workout.title.lowercased() : language.title(of: workout)  // "the running"
        outlineName = language("route.outline_name", ["workout": name, "distance": "\(drawn) \(unit.name)"])
        outline = route.points.isEmpty ? nil : "routes/\(slug).svg"
        let heights = route.elevationProfile.map(\.elevation)
        if let low = heights.min(), let high = heights.max() {
            elevationName = language("route.elevation_name", ["low": system.elevationText(metres: low),
                                                              "high": system.elevationText(metres: high)])
        } else {
            elevationName = language("route.elevation_plain")
        }
        elevation = RouteDrawing.elevation(route, label: "") == nil ? nil : "routes/\(slug)-elevation.svg"
        let table = RouteSplits(route, unitMetres: unit.metres)
        splitsName = table.spokenSummary(unitName: unit.name, language: language)
        splits = table.splits.isEmpty ? nil : "routes/\(slug)-splits.svg"
    }

    /// The SVG files to write into the `routes` folder: (file name, SVG).
    func drawings(_ route: WorkoutRoute) -> [(name: String, svg: String)] {
        var out: [(String, String)] = []
        if outline != nil, let svg = RouteDrawing.outline(route, label: outlineName, privacyMetres: privacyMetres) { out.append((slug + ".svg", svg)) }
        if elevation != nil, let svg = RouteDrawing.elevation(route, label: elevationName, system: system) {
            out.append((slug + "-elevation.svg", svg))
        }
        if splits != nil, let svg = RouteDrawing.splits(RouteSplits(route, unitMetres: unit.metres), label: splitsName, unitName: unit.name) {
            out.append((slug + "-splits.svg", svg))
        }
        return out
    }
}
