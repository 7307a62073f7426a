import Foundation

extension HealthImporter {
    /// Adds a page per workout with a route to `commit`: `<pages folder>/routes/<slug>.md` with the route's outline
    /// (`<slug>.svg`), its elevation profile (`<slug>-elevation.svg`) and its per-km splits, read from the GPX file
    /// the workout names. The first and last ``HealthImportOptions/routePrivacyMetres`` (200 m by default) are not
    /// drawn and not in the splits. Returns the page of each workout slug that got one.
    static func routePages(_ list: [(slug: String, workout: HealthWorkout)], folder: String, options: HealthImportOptions,
                           into commit: inout OutputCommit, report: inout HealthImportReport) -> [String: String] {
        let routed = list.filter { $0.workout.routeFile != nil }
        guard !routed.isEmpty else { return [:] }
        let reader = RouteFileReader(source: options.source)
        var pages: [String: String] = [:]
        for (slug, workout) in routed {
            guard let file = workout.routeFile, let data = reader.data(file) else {
                report.warnings.append(.warning(options.source, "the route of the \(workout.title.lowercased()) on \(workout.start.day) "
                    + "(\(workout.routeFile ?? "")) is not in the export; the workout is imported without it"))
                continue
            }
            let points: [RoutePoint]
            do { points = try GPXReader.points(data) } catch {
                report.warnings.append(.warning(options.source + "/" + file, "\(error); the workout is imported without its route"))
                continue
            }
            let route = WorkoutRoute(points).trimmed(privacyMetres: options.routePrivacyMetres)
            let page = join(join(folder, "routes"), slug + ".md")
            for (name, svg) in [(slug + ".svg", RouteDrawing.outline(route, label: "Route of the \(workout.title.lowercased())")),
                                (slug + "-elevation.svg", RouteDrawing.elevation(route, label: "Elevation along the route"))] {
                if let svg { commit.files.append(.init(path: join(join(folder, "routes"), name), bytes: Array(svg.utf8), owner: page)) }
            }
            let text = routePage(slug: slug, workout: workout, route: route, privacy: options.routePrivacyMetres)
            commit.files.append(.init(path: page, bytes: Array(text.utf8), owner: page))
            pages[slug] = "routes/" + slug + ".md"
        }
        if !pages.isEmpty {
            let index = join(join(folder, "routes"), "index.md")
            let text = "---\n\(HealthOutput.marker)\ntitle: Routes\nicon: figure.run\ntint: orange\n---\n\n# Routes\n\n"
                + "The workouts recorded with a route, drawn without their first and last metres.\n"
            commit.files.append(.init(path: index, bytes: Array(text.utf8), owner: index))
        }
        return pages
    }

    /// The Markdown of a route page.
    static func routePage(slug: String, workout: HealthWorkout, route: WorkoutRoute, privacy: Double) -> String {
        let date = WorkoutPage.longDate(workout.start.day)
        var out = "---\n\(HealthOutput.marker)\ntitle: \(WorkoutPage.yamlQuoted("Route · " + workout.title))\n"
            + "description: \(WorkoutPage.yamlQuoted(date))\nicon: figure.run\ntint: orange\n---\n\n# Route · \(workout.title)\n\n"
            + "\(date). [The workout](../\(slug)/index.md)."
        out += privacy > 0 ? " The first and last \(DecimalText.format(privacy, places: 0)) m are not drawn, so the route does not show where it began and ended.\n"
            : "\n"
        if route.points.isEmpty { return out + "\nThe route is too short to draw without its start and end.\n" }
        out += "\n![Route of the \(workout.title.lowercased())](\(slug).svg)\n"
        if RouteDrawing.elevation(route, label: "") != nil {
            out += "\n## Elevation {icon=chart.line.uptrend.xyaxis tint=orange}\n\n![Elevation along the route](\(slug)-elevation.svg)\n"
        }
        let splits = RouteSplits(route)
        if !splits.splits.isEmpty { out += "\n## Splits {icon=timer tint=orange}\n\n" + splits.markdownTable(unitName: "km") }
        return out
    }
}
