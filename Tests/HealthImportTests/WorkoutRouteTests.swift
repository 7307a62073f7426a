import Foundation
import Testing
@testable import HealthImport

/// Workout routes: GPX reading, the privacy trim, the outline (antimeridian, one point), elevation and splits.
/// Goldens in `Golden/routes/`; `CARDSTOCK_RECORD=1` rewrites them. Coordinates are made up (open sea, Null Island).
@Suite struct WorkoutRouteTests {
    static let goldenFolder = Fixture.repository + "/Tests/HealthImportTests/Golden/routes/"

    func golden(_ name: String, _ actual: String?, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try #require(actual, sourceLocation: sourceLocation)
        let path = Self.goldenFolder + name
        if ProcessInfo.processInfo.environment["CARDSTOCK_RECORD"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "differs from Golden/routes/\(name); re-record with CARDSTOCK_RECORD=1 if intended",
                sourceLocation: sourceLocation)
    }

    /// Degrees of latitude for `metres` north.
    static func degrees(_ metres: Double) -> Double { metres / (RoutePoint.earthRadius * .pi / 180) }

    /// `count` points 100 m apart due north from (0, 0), one every 30 s (a 5:00 /km pace), climbing 1 m a point.
    static func straight(_ count: Int) -> [RoutePoint] {
        (0..<count).map { RoutePoint(latitude: degrees(Double($0) * 100), longitude: 0, elevation: Double($0), time: Double($0) * 30) }
    }

    @Test func readsGPXTrackPoints() throws {
        let gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lon="179.999" lat="-16.5"><ele>4.5</ele><time>2026-11-24T06:05:00Z</time></trkpt>
            <trkpt lon="-179.999" lat="-16.5001"><ele>5</ele><time>2026-11-24T06:05:01.5+01:00</time></trkpt>
            <trkpt lon="200" lat="0"><ele>1</ele></trkpt>
            <trkpt lon="1" lat="1"/>
            </trkseg></trk></gpx>
            """
        let points = try GPXReader.points(Data(gpx.utf8))
        #expect(points.count == 3, "the point with a longitude out of range is skipped")
        #expect(points[0] == RoutePoint(latitude: -16.5, longitude: 179.999, elevation: 4.5, time: 1_795_500_300))
        #expect(points[1].time == 1_795_500_301.5 - 3600)
        #expect(points[2].elevation == nil && points[2].time == nil)
        #expect(throws: GPXError.self) { try GPXReader.points(Data("<gpx><trkpt></gpx>".utf8)) }
        // Across the antimeridian the two points are about 213 m apart, not a world away.
        #expect(abs(points[0].distance(to: points[1]) - 213.8) < 1)
    }

    @Test func readsValuesWithWhiteSpaceAroundThem() throws {
        let gpx = "<gpx><trk><trkseg>\n  <trkpt lat=\"1\" lon=\"2\">\n   <ele>\n\t 7.25 \r\n</ele>"
            + "<time> 2026-11-24T06:05:00Z\n</time>\n  </trkpt>\n<trkpt lat=\"1\" lon=\"2\"><ele> \n </ele></trkpt></trkseg></trk></gpx>"
        let points = try GPXReader.points(Data(gpx.utf8))
        #expect(points == [RoutePoint(latitude: 1, longitude: 2, elevation: 7.25, time: 1_795_500_300),
                           RoutePoint(latitude: 1, longitude: 2)])
        #expect(GPXReader.trimmed(" \t\n") == "" && GPXReader.trimmed("\u{2003}5 ") == "\u{2003}5")
    }

    @Test func trimmingLeavesOutTheStartAndEnd() {
        let route = WorkoutRoute(Self.straight(21))  // 2 km
        let trimmed = route.trimmed(privacyMetres: 200)
        #expect(trimmed.points == Array(route.points[3...17]), "the points within 200 m of either end are gone")
        #expect(!trimmed.points.contains(route.points[0]) && !trimmed.points.contains(route.points[20]))
        #expect(trimmed.points.allSatisfy { $0.distance(to: route.points[0]) > 200 && $0.distance(to: route.points[20]) > 200 })
        #expect(route.trimmed(privacyMetres: 0) == route)
        #expect(WorkoutRoute(Self.straight(4)).trimmed(privacyMetres: 200).points.isEmpty, "a 300 m route keeps nothing")
    }

    @Test func splitsPerKilometreAndMile() {
        let splits = RouteSplits(WorkoutRoute(Self.straight(26)))  // 2.5 km at 5:00 /km
        #expect(splits.splits.count == 3)
        #expect(splits.splits.map { ($0.seconds * 1000).rounded() / 1000 } == [300, 300, 150])
        #expect(splits.splits.map { splits.pace($0) } == ["5:00", "5:00", "5:00"])
        #expect(splits.markdownTable(unitName: "km") == "| km | Pace (min/km) | Time |\n|---:|---:|---:|\n"
                + "| 1 | 5:00 | 5:00 |\n| 2 | 5:00 | 5:00 |\n| 2.5 | 5:00 | 2:30 |\n")
        let miles = RouteSplits(WorkoutRoute(Self.straight(26)), unitMetres: 1609.344)
        #expect(miles.splits.map { miles.pace($0) } == ["8:03", "8:03"])
        #expect(RouteSplits(WorkoutRoute([RoutePoint(latitude: 0, longitude: 0)])).splits.isEmpty)
    }

    @Test func outlineAcrossTheAntimeridian() throws {
        // An out-and-back of 1.2 km east across 180° and back.
        let east = (0...12).map { RoutePoint(latitude: -16.5 + Double($0 % 3) * 0.0002, longitude: 179.995 + Double($0) * 0.001) }
        let points = (east + east.reversed()).map { p in
            var q = p
            if q.longitude > 180 { q.longitude -= 360 }
            return q
        }
        let xy = RouteDrawing.projected(points)
        #expect(xy.map(\.x).max()! - xy.map(\.x).min()! < 0.02, "unwrapped: no stroke across the world")
        try golden("antimeridian.svg", RouteDrawing.outline(WorkoutRoute(points), label: "Route, 2.4 km"))
    }

    @Test func outlineOfOnePointAndOfALoop() throws {
        try golden("one-point.svg", RouteDrawing.outline(WorkoutRoute([RoutePoint(latitude: 0.5, longitude: 0.5)]), label: "Route"))
        #expect(RouteDrawing.outline(WorkoutRoute([]), label: "Route") == nil)
        let loop = (0...24).map { i -> RoutePoint in
            let a = Double(i) / 24 * 2 * .pi
            return RoutePoint(latitude: Self.degrees(300 * sin(a)), longitude: Self.degrees(500 * (1 - cos(a))))
        }
        try golden("loop.svg", RouteDrawing.outline(WorkoutRoute(loop), label: "Route, 2.6 km"))
    }

    @Test func outlineOfAnOutAndBack() throws {
        // 1 km north and back on the same line, slightly offset on the way back as a GPS track is.
        let out = Self.straight(11)
        let back = out.reversed().dropFirst().enumerated().map { k, p in
            RoutePoint(latitude: p.latitude, longitude: Self.degrees(8), elevation: p.elevation, time: Double(11 + k) * 30)
        }
        let route = WorkoutRoute(out + back)
        #expect(abs(route.length - 2000) < 10)
        try golden("out-and-back.svg", RouteDrawing.outline(route, label: "Route, 2 km"))
        #expect(RouteDrawing.outline(route, label: "Route", privacyMetres: 200)?
            .contains(" data-route-privacy=\"200\" data-route-drawn=\"2000\" role=\"img\"") == true)
    }

    @Test func splitsDrawing() throws {
        // 3.4 km: the first km at 5:00, the second at 6:00, the third at 4:30, then 0.4 km at 5:00.
        var points: [RoutePoint] = [], time = 0.0
        for i in 0...34 {
            if i > 0 { time += i <= 10 ? 30 : i <= 20 ? 36 : i <= 30 ? 27 : 30 }
            points.append(RoutePoint(latitude: Self.degrees(Double(i) * 100), longitude: 0, elevation: nil, time: time))
        }
        let splits = RouteSplits(WorkoutRoute(points))
        #expect(splits.splits.map { splits.pace($0) } == ["5:00", "6:00", "4:30", "5:00"])
        #expect(splits.spokenSummary(unitName: "km") == "Pace per km: km 1 5:00, km 2 6:00, km 3 4:30, km 3.4 5:00")
        try golden("splits.svg", RouteDrawing.splits(splits, label: splits.spokenSummary(unitName: "km"), unitName: "km"))
        #expect(RouteDrawing.splits(RouteSplits(WorkoutRoute([])), label: "", unitName: "km") == nil)
    }

    @Test func elevationProfile() throws {
        try golden("elevation.svg", RouteDrawing.elevation(WorkoutRoute(Self.straight(26)), label: "Elevation"))
        #expect(RouteDrawing.elevation(WorkoutRoute([RoutePoint(latitude: 0, longitude: 0, elevation: 3)]), label: "E") == nil)
    }
}
