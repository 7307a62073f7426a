import Escaping
import Foundation

/// A workout route drawn as standalone SVG files (no map tiles, no network, no script): the outline of the route
/// with its start (green) and end (red) marks, and the elevation profile along it.
///
/// The outline is an equirectangular projection scaled by the cosine of the route's mean latitude (true shapes at
/// a route's scale). Longitudes are unwrapped along the route, so a route crossing the antimeridian (179.9° to
/// −179.9°) stays one short line instead of a stroke across the world. A route of one point (or of points all at
/// one place) is a single mark in the middle.
enum RouteDrawing {
    static let width = 320.0, height = 200.0, padding = 14.0
    static let routeColour = "#FF9500", startColour = "#34C759", endColour = "#FF3B30"

    /// The outline's SVG, `nil` for a route without points. `label` is its accessible name. With `privacyMetres`
    /// (an imported route) the `<svg>` says how much was left out at each end and how much is drawn
    /// (`data-route-privacy="200" data-route-drawn="2080"`, in metres), which `publish` counts.
    static func outline(_ route: WorkoutRoute, label: String, privacyMetres: Double? = nil) -> String? {
        guard !route.points.isEmpty else { return nil }
        let xy = projected(route.points)
        let xs = xy.map(\.x), ys = xy.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        let spanX = maxX - minX, spanY = maxY - minY
        let scale = (spanX > 0 || spanY > 0)
            ? min(spanX > 0 ? (width - 2 * padding) / spanX : .infinity, spanY > 0 ? (height - 2 * padding) / spanY : .infinity) : 0
        let offsetX = (width - spanX * scale) / 2, offsetY = (height - spanY * scale) / 2
        let points = xy.map { (x: offsetX + ($0.x - minX) * scale, y: offsetY + (maxY - $0.y) * scale) }
        var out = header(width: width, height: height, label: label)
        if let privacyMetres {
            out.insert(contentsOf: " data-route-privacy=\"\(Int(privacyMetres.rounded()))\" data-route-drawn=\"\(Int(route.length.rounded()))\"",
                       at: out.range(of: " role=")!.lowerBound)
        }
        if points.count > 1 {
            let d = points.enumerated().map { ($0.offset == 0 ? "M" : "L") + number($0.element.x) + " " + number($0.element.y) }
            out += "<path d=\"\(d.joined(separator: " "))\" fill=\"none\" stroke=\"\(routeColour)\" stroke-width=\"3\" "
                + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        }
        let start = points[0], end = points[points.count - 1]
        out += "<circle cx=\"\(number(start.x))\" cy=\"\(number(start.y))\" r=\"5\" fill=\"\(startColour)\" stroke=\"#fff\" stroke-width=\"1.5\"/>\n"
        if points.count > 1 {
            out += "<circle cx=\"\(number(end.x))\" cy=\"\(number(end.y))\" r=\"5\" fill=\"\(endColour)\" stroke=\"#fff\" stroke-width=\"1.5\"/>\n"
        }
        return out + "</svg>\n"
    }

    /// The points as plane coordinates (x east, y north, in degrees of latitude), longitudes unwrapped along the route.
    static func projected(_ points: [RoutePoint]) -> [(x: Double, y: Double)] {
        let meanLatitude = points.map(\.latitude).reduce(0, +) / Double(points.count)
        let factor = cos(meanLatitude * .pi / 180)
        var longitude = points[0].longitude
        return points.enumerated().map { i, p in
            if i > 0 {
                var step = p.longitude - points[i - 1].longitude
                if step > 180 { step -= 360 } else if step < -180 { step += 360 }
                longitude += step
            }
            return (longitude * factor, p.latitude)
        }
    }

    /// The elevation profile's SVG (elevation over distance, lowest and highest marked), `nil` with fewer than two
    /// points with an elevation or no distance. Distance and heights are in `system`'s units (km and m, mi and ft).
    static func elevation(_ route: WorkoutRoute, label: String, system: WorkoutUnitSystem = .metric) -> String? {
        let profile = route.elevationProfile
        guard profile.count > 1, let first = profile.first, let last = profile.last, last.distance > first.distance else { return nil }
        let w = width, h = 120.0, left = 44.0, bottom = 20.0, top = 10.0
        let low = profile.map(\.elevation).min()!, high = profile.map(\.elevation).max()!
        let range = max(high - low, 1)
        func x(_ d: Double) -> Double { left + (d - first.distance) / (last.distance - first.distance) * (w - left - 8) }
        func y(_ e: Double) -> Double { top + (high - e) / range * (h - top - bottom) }
        let line = profile.map { number(x($0.distance)) + " " + number(y($0.elevation)) }
        var out = header(width: w, height: h, label: label)
        out += "<path d=\"M\(number(x(first.distance))) \(number(h - bottom)) L\(line.joined(separator: " L")) "
            + "L\(number(x(last.distance))) \(number(h - bottom)) Z\" fill=\"\(routeColour)\" fill-opacity=\"0.25\"/>\n"
        out += "<path d=\"M\(line.joined(separator: " L"))\" fill=\"none\" stroke=\"\(routeColour)\" stroke-width=\"2\"/>\n"
        out += text(left - 6, y(high) + 4, system.elevationText(metres: high), anchor: "end")
        out += text(left - 6, y(low) + 4, system.elevationText(metres: low), anchor: "end")
        out += text(left, h - 5, "0", anchor: "start")
        let distance = (last.distance - first.distance) / system.distanceMetres
        out += text(w - 8, h - 5, DecimalText.format(distance, places: 2) + " " + system.distanceName, anchor: "end")
        return out + "</svg>\n"
    }

    /// How much larger than its `viewBox` a drawing says it is: 2 × 320 = 640 px. The stylesheet's
    /// `img{max-width:100%;height:auto}` fits it to a phone's card with its shape kept (labels at their drawn size),
    /// and on a desktop it is twice its drawn size (labels about 22 px); filling a 1280 px page's card would make them
    /// 37 px. (At 320 px it left most of a desktop card empty; without a size of its own it would shrink to nothing
    /// in a card that does not stretch its content.)
    static let displayScale = 2.0

    /// The `<svg>` start tag and title.
    static func header(width: Double, height: Double, label: String) -> String {
        let name = HTMLEscaping.escaped(label)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
            + "width=\"\(number(width * displayScale))\" height=\"\(number(height * displayScale))\" role=\"img\" aria-label=\"\(name)\">\n"
            + "<title>\(name)</title>\n"
    }

    static func text(_ x: Double, _ y: Double, _ s: String, anchor: String) -> String {
        "<text x=\"\(number(x))\" y=\"\(number(y))\" font-family=\"-apple-system, system-ui, sans-serif\" font-size=\"11\" "
            + "fill=\"#8E8E93\" text-anchor=\"\(anchor)\">\(HTMLEscaping.escaped(s))</text>\n"
    }

    /// A coordinate with at most one decimal (`12.5`, `40`).
    static func number(_ v: Double) -> String { DecimalText.format((v * 10).rounded() / 10, places: 1) }
}
