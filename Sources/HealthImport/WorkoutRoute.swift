/// A workout's route: its track points in order, with the distance covered at each.
///
/// ``trimmed(privacyMetres:)`` leaves out the points closest to the start and the end (by default the first and
/// last 200 m along the route, `route_privacy`), so a drawn route does not show where it began and ended — usually
/// a home address.
struct WorkoutRoute: Sendable, Equatable {
    /// The points, in time order.
    let points: [RoutePoint]
    /// Metres covered from the first point to each point (`cumulative[0] == 0`).
    let cumulative: [Double]

    /// The default distance left out at each end, in metres.
    static let defaultPrivacyMetres = 200.0

    /// A route through `points`.
    init(_ points: [RoutePoint]) {
        self.points = points
        var total = 0.0, out: [Double] = []
        out.reserveCapacity(points.count)
        for (i, p) in points.enumerated() {
            if i > 0 { total += points[i - 1].distance(to: p) }
            out.append(total)
        }
        cumulative = out
    }

    /// The route's length in metres.
    var length: Double { cumulative.last ?? 0 }

    /// The route without the points within `privacyMetres` (along the route) of its start and of its end; a route
    /// no longer than twice that keeps no point. `0` keeps every point.
    func trimmed(privacyMetres: Double) -> WorkoutRoute {
        guard privacyMetres > 0 else { return self }
        let total = length
        let kept = points.indices.filter { cumulative[$0] > privacyMetres && total - cumulative[$0] > privacyMetres }
        return WorkoutRoute(kept.map { points[$0] })
    }

    /// The elevation profile: (metres along the route, elevation) of the points with an elevation.
    var elevationProfile: [(distance: Double, elevation: Double)] {
        points.indices.compactMap { i in points[i].elevation.map { (cumulative[i], $0) } }
    }
}
