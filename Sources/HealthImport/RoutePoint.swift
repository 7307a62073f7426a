import Foundation

/// One point of a workout's route (a GPX `trkpt`): where, how high and when.
struct RoutePoint: Sendable, Equatable {
    /// Latitude in degrees (−90…90).
    var latitude: Double
    /// Longitude in degrees (−180…180 as recorded).
    var longitude: Double
    /// Elevation in metres, when recorded.
    var elevation: Double?
    /// Seconds since 1970 (UTC), when recorded.
    var time: Double?

    /// The mean Earth radius in metres (IUGG), used for distances along the route.
    static let earthRadius = 6_371_008.8

    /// The great-circle distance to `other` in metres (haversine; right across the antimeridian).
    func distance(to other: RoutePoint) -> Double {
        let rad = Double.pi / 180
        let dLat = (other.latitude - latitude) * rad, dLon = (other.longitude - longitude) * rad
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(latitude * rad) * cos(other.latitude * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * Self.earthRadius * asin(min(1, a.squareRoot()))
    }
}
