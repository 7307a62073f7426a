import Foundation

extension HealthImporter {
    /// Draws the route of every workout that has one (a GPX file the workout names, or `Location`s given inline)
    /// into `<pages folder>/routes/`: the outline (`<slug>.svg`), the elevation profile (`<slug>-elevation.svg`),
    /// the splits (`<slug>-splits.svg`) and a route page (`<slug>.md`, the splits as a table). The workout's own page
    /// shows the three drawings through the route columns of `workouts.csv` (see ``RouteFiles``). The first and
    /// last ``HealthImportOptions/routePrivacyMetres`` (200 m by default) are not drawn and not in the splits.
    /// Distances, splits and elevations are in the workout's unit system (``HealthWorkout/system``: per mile and in
    /// feet when its phone measures in miles, else per km and in metres).
    static func routePages(_ list: [(slug: String, workout: HealthWorkout)], folder: String, options: HealthImportOptions,
                           into commit: inout OutputCommit,
                           report: inout HealthImportReport) -> [String: RouteFiles] {
        let routed = list.filter { $0.workout.hasRoute }
        guard !routed.isEmpty else { return [:] }
        let reader = RouteFileReader(source: options.source)
        let language = HealthReportLanguage(tag: options.language)
        var out: [String: RouteFiles] = [:]
        for (slug, workout) in routed {
            guard let points = routePoints(workout, reader: reader, options: options, report: &report) else { continue }
            let route = WorkoutRoute(points).trimmed(privacyMetres: options.routePrivacyMetres)
            let files = RouteFiles(slug: slug, workout: workout, route: route, system: workout.system,
                                   privacyMetres: options.routePrivacyMetres, language: language)
            let routes = join(folder, "routes"), page = join(routes, slug + ".md")
            for (name, svg) in files.drawings(route) {
                commit.files.append(.init(path: join(routes, name), bytes: Array(svg.utf8), owner: page))
            }
            let text = routePage(slug: slug, workout: workout, route: route, files: files, privacy: options.routePrivacyMetres,
                                 language: language)
            commit.files.append(.init(path: page, bytes: Array(text.utf8), owner: page))
            out[slug] = files
        }
        if !out.isEmpty {
            let index = join(join(folder, "routes"), "index.md")
            let title = language("routes.title")
            let text = "---\n\(HealthOutput.marker)\ntitle: \(WorkoutPage.yamlScalar(title))\nicon: figure.run\ntint: orange\n---\n\n"
                + "# \(title)\n\n\(language("routes.introduction"))\n"
            commit.files.append(.init(path: index, bytes: Array(text.utf8), owner: index))
        }
        return out
    }

    /// The points of `workout`'s route: inline, or read from its GPX file; `nil` (with a warning) when the file is
    /// missing or not well-formed.
    static func routePoints(_ workout: HealthWorkout, reader: RouteFileReader, options: HealthImportOptions,
                            report: inout HealthImportReport) -> [RoutePoint]? {
        guard let file = workout.routeFile else { return workout.inlineRoute }
        guard let data = reader.data(file) else {
            if !workout.inlineRoute.isEmpty { return workout.inlineRoute }
            report.warnings.append(.warning(options.source, "the route of the \(workout.title.lowercased()) on \(workout.start.day) "
                + "(\(file)) is not in the export; the workout is imported without it"))
            return nil
        }
        do { return try GPXReader.points(data) } catch {
            report.warnings.append(.warning(options.source + "/" + file, "\(error); the workout is imported without its route"))
            return nil
        }
    }

    /// The Markdown of a route page in `language`: the drawings, and the splits as a table.
    static func routePage(slug: String, workout: HealthWorkout, route: WorkoutRoute, files: RouteFiles, privacy: Double,
                          language: HealthReportLanguage = .english) -> String {
        let date = language.longDate(workout.start.day)
        let title = language("route.page_title", ["workout": language.title(of: workout)])
        var line = language("route.date_line", ["date": date, "link": "[\(language("route.the_workout"))](../\(slug)/index.md)"])
        if privacy > 0 {
            let note = files.system == .metric
                ? language("route.privacy", ["metres": DecimalText.format(privacy, places: 0)])
                : language("route.privacy_feet", ["feet": DecimalText.format(privacy / files.system.elevationMetres, places: 0)])
            line = language("route.with_note", ["line": line, "note": note])
        }
        var out = "---\n\(HealthOutput.marker)\ntitle: \(WorkoutPage.yamlQuoted(title))\n"
            + "description: \(WorkoutPage.yamlQuoted(date))\nicon: figure.run\ntint: orange\n---\n\n# \(title)\n\n\(line)\n"
        if route.points.isEmpty { return out + "\n\(language("route.too_short"))\n" }
        out += "\n![\(files.outlineName)](\(slug).svg)\n"
        if files.elevation != nil {
            out += "\n## \(language("workout.elevation")) {icon=chart.line.uptrend.xyaxis tint=orange}\n\n"
                + "![\(files.elevationName)](\(slug)-elevation.svg)\n"
        }
        let splits = RouteSplits(route, unitMetres: files.unit.metres)
        if !splits.splits.isEmpty {
            out += "\n## \(language("workout.splits")) {icon=timer tint=orange}\n\n"
                + splits.markdownTable(unitName: files.unit.name, language: language)
        }
        return out
    }
}
